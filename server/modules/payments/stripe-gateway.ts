// PAYMENT_PROVIDER=stripe: Payment Intents through Stripe's own SDK, and its signed webhooks turned into PaymentEvents.
import type { Stripe as StripeClient } from 'stripe';
import { AppError } from '../../lib/errors';
import type { IntentState, IntentStatus, PaymentEvent, PaymentGateway } from './gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Where the API lives; only tests point it elsewhere (a local fake of the Payment Intents API). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface StripeGateway extends PaymentGateway {
  /** Verifies the Stripe-Signature header over the raw body; a forged or unsigned body throws 400. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

export async function stripeGateway(opts: StripeGatewayOptions): Promise<StripeGateway> {
  const { default: Stripe } = await import('stripe');
  const stripe = new Stripe(opts.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...opts.api });

  return {
    provider: 'stripe',

    async createIntent(request) {
      const intent = await stripe.paymentIntents.create({
        amount: request.amountCents,
        currency: request.currency,
        receipt_email: request.receiptEmail,
        automatic_payment_methods: { enabled: true },
        metadata: { ...request.metadata },
      }, { idempotencyKey: request.idempotencyKey });
      return toState(intent);
    },

    async retrieveIntent(id) {
      return toState(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    },

    parseWebhook(rawBody, signature) {
      if (!opts.webhookSecret) throw new AppError('WEBHOOK_NOT_CONFIGURED', 503, 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
      if (!signature) throw new AppError('INVALID_SIGNATURE', 400, 'Missing Stripe-Signature header.');
      let event: StripeClient.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch {
        throw new AppError('INVALID_SIGNATURE', 400, 'The webhook signature is not valid.');
      }
      if (!HANDLED.has(event.type)) return null;
      const intent = event.data.object as StripeClient.PaymentIntent;
      return { provider: 'stripe', id: event.id, type: event.type as PaymentEvent['type'], intent: toState(intent), payload: event };
    },
  };
}

function toState(intent: StripeClient.PaymentIntent): IntentState {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as IntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata ?? {},
    lastError: intent.last_payment_error?.message ?? null,
    card: card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null,
  };
}
