// One Stripe.js instance per publishable key for the life of the page (Stripe asks for loadStripe once, outside
// render). Imported only by the Stripe forms, which load only when Stripe is the provider.
import { loadStripe, type Stripe } from '@stripe/stripe-js';

const stripes = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}
