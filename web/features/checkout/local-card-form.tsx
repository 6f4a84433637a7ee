// PAYMENT_PROVIDER=local: our own card form for the built-in test gateway.
import { useId, type FormEvent } from 'react';
import { CardInputs, TestCardsNote, useCardFields } from '../../components/card/card-inputs';
import { checkoutApi } from './checkout-api';
import { CardError, PayButton, PaymentSectionTitle, usePaymentAttempt, type PaymentFormProps } from './payment-form';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
];

export function LocalCardForm({ billingFields, totalCents, disabled, validateBilling, startPayment, onPaid }: PaymentFormProps) {
  const id = useId();
  const fields = useCardFields(id);
  const { cardError, processing, run } = usePaymentAttempt(disabled);
  const cardErrorId = `${id}-card-error`;

  const pay = () => run(async () => {
    const card = fields.check();
    const billing = await validateBilling();
    if (!billing || !card) return;
    const session = await startPayment(billing, () => void pay());
    if (!session) return;
    const result = await checkoutApi.confirmLocal({
      paymentIntentId: session.payment.paymentIntentId,
      clientSecret: session.payment.clientSecret,
      card,
    });
    onPaid(result.orderId);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={processing}>
      {billingFields}
      <fieldset className="space-y-4" disabled={processing}>
        <PaymentSectionTitle>Payment Details</PaymentSectionTitle>
        <CardInputs fields={fields} describedBy={cardError ? cardErrorId : undefined} />
        <TestCardsNote cards={TEST_CARDS} />
      </fieldset>
      <CardError id={cardErrorId} message={cardError} />
      <PayButton totalCents={totalCents} processing={processing} disabled={disabled} />
    </form>
  );
}
