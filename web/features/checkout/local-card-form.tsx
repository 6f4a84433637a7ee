// PAYMENT_PROVIDER=local: our own card form for the built-in test gateway.
import { Info } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { checkCardFields, formatCardNumber, formatCvc, formatExpiry, type CardFieldErrors, type CardFieldValues } from './card-fields';
import { checkoutApi } from './checkout-api';
import { CardError, PayButton, PaymentSectionTitle, usePaymentAttempt, type PaymentFormProps } from './payment-form';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
];

const FORMATTERS: Record<keyof CardFieldValues, (value: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

const CARD_FIELDS = {
  number: { label: 'Card number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' },
  expiry: { label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  cvc: { label: 'CVC', autoComplete: 'cc-csc', placeholder: '123' },
} as const satisfies Record<keyof CardFieldValues, { label: string; autoComplete: string; placeholder: string }>;

export function LocalCardForm({ billingFields, totalCents, disabled, validateBilling, startPayment, onPaid }: PaymentFormProps) {
  const id = useId();
  const [values, setValues] = useState<CardFieldValues>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const { cardError, processing, run } = usePaymentAttempt(disabled);
  // A ref: Try Again must read the card as it is now, not as it was when the attempt started.
  const current = useRef(values);
  current.current = values;

  const fieldId = (field: keyof CardFieldValues) => `${id}-${field}`;
  const errorId = (field: keyof CardFieldValues) => `${id}-${field}-error`;
  const cardErrorId = `${id}-card-error`;

  const change = (field: keyof CardFieldValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = FORMATTERS[field](event.target.value);
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const pay = () => run(async () => {
    const checked = checkCardFields(current.current);
    setErrors(checked.errors);
    const billing = await validateBilling();
    if (!billing) return;
    if (!checked.card) {
      const firstInvalid = (['number', 'expiry', 'cvc'] as const).find((field) => checked.errors[field]);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    const session = await startPayment(billing, () => void pay());
    if (!session) return;
    const result = await checkoutApi.confirmLocal({
      paymentIntentId: session.payment.paymentIntentId,
      clientSecret: session.payment.clientSecret,
      card: checked.card,
    });
    onPaid(result.orderId);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay();
  };

  const describedBy = (field: keyof CardFieldValues) => [errors[field] ? errorId(field) : null, cardError ? cardErrorId : null].filter(Boolean).join(' ') || undefined;

  const cardField = (field: keyof CardFieldValues) => (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId(field)}>{CARD_FIELDS[field].label}</Label>
      <Input
        id={fieldId(field)}
        inputMode="numeric"
        autoComplete={CARD_FIELDS[field].autoComplete}
        placeholder={CARD_FIELDS[field].placeholder}
        value={values[field]}
        onChange={change(field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        required
      />
      <FieldError id={errorId(field)} message={errors[field]} />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={processing}>
      {billingFields}
      <fieldset className="space-y-4" disabled={processing}>
        <PaymentSectionTitle>Payment Details</PaymentSectionTitle>
        {cardField('number')}
        <div className="grid grid-cols-2 gap-4">
          {cardField('expiry')}
          {cardField('cvc')}
        </div>
        <div className="flex gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs text-slate-600">
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary-600" aria-hidden="true" />
          <div>
            <p className="font-medium text-slate-700">Test payment gateway: no real card is charged.</p>
            <ul className="mt-1 space-y-0.5">
              {TEST_CARDS.map((card) => (
                <li key={card.number}><span className="font-mono">{card.number}</span> {card.outcome}</li>
              ))}
            </ul>
            <p className="mt-1">Use any future expiry date and any 3-digit CVC.</p>
          </div>
        </div>
      </fieldset>
      <CardError id={cardErrorId} message={cardError} />
      <PayButton totalCents={totalCents} processing={processing} disabled={disabled} />
    </form>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return <p id={id} role="alert" className="text-sm text-red-600">{message}</p>;
}
