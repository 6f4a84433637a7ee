// PAYMENT_PROVIDER=stripe: Stripe's Payment Element with a deferred intent. This module (and Stripe.js with it) is
// loaded only when the server says Stripe is the provider.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useId, type FormEvent } from 'react';
import { CHECKOUT_MESSAGES, type BillingDetails } from '../../../common/checkout';
import { stripeFor } from '../../components/card/stripe-loader';
import { CardError, PayButton, PaymentSectionTitle, usePaymentAttempt, type PaymentFormProps } from './payment-form';

export default function StripePaymentForm(props: PaymentFormProps & { publishableKey: string }) {
  const { publishableKey, totalCents } = props;
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ mode: 'payment', amount: totalCents, currency: 'usd' }}>
      <StripeFields {...props} />
    </Elements>
  );
}

const billingDetails = ({ name, email, address }: BillingDetails) => ({
  name,
  email,
  address: {
    line1: address.line1 || undefined,
    line2: address.line2 || undefined,
    city: address.city || undefined,
    state: address.state || undefined,
    postal_code: address.postal_code || undefined,
    country: address.country,
  },
});

function StripeFields({ billingFields, totalCents, disabled, validateBilling, startPayment, onPaid }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const { cardError, setCardError, processing, run } = usePaymentAttempt(disabled);

  const pay = (): Promise<void> => {
    if (!stripe || !elements) return Promise.resolve();
    return run(async () => {
      // Stripe validates its own fields (and collects wallet details) before any other async work.
      const { error: submitError } = await elements.submit();
      const billing = await validateBilling();
      if (submitError) {
        setCardError(submitError.message ?? CHECKOUT_MESSAGES.paymentFailed);
        return;
      }
      if (!billing) return;
      const session = await startPayment(billing, () => void pay());
      if (!session) return;
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret: session.payment.clientSecret,
        confirmParams: {
          return_url: `${window.location.origin}/order-success?order_id=${encodeURIComponent(session.orderId)}`,
          payment_method_data: { billing_details: billingDetails(billing) },
        },
        redirect: 'if_required',
      });
      if (error) {
        setCardError(error.message ?? CHECKOUT_MESSAGES.paymentFailed);
        return;
      }
      onPaid(session.orderId);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={processing}>
      {billingFields}
      <fieldset className="space-y-4">
        <PaymentSectionTitle>Payment Details</PaymentSectionTitle>
        <PaymentElement options={{ fields: { billingDetails: { name: 'never', email: 'never' } } }} />
      </fieldset>
      <CardError id={`${id}-card-error`} message={cardError} />
      <PayButton totalCents={totalCents} processing={processing} disabled={disabled || !stripe || !elements} />
    </form>
  );
}
