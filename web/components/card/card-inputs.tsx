// Card number, expiry and CVC for the local test gateway (checkout and saving a card for auto-recharge): formatted as
// typed, checked before anything is sent, errors tied to their fields.
import { Info } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Input } from '../ui/input';
import { FormField } from '../ui/form-field';
import { checkCardFields, formatCardNumber, formatCvc, formatExpiry, type CardFieldErrors, type CardFieldValues, type ParsedCard } from './card-fields';

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

const FIELDS = ['number', 'expiry', 'cvc'] as const;

/** The fields' state; `check()` validates what is typed now and focuses the first invalid field. */
export function useCardFields(idPrefix: string) {
  const [values, setValues] = useState<CardFieldValues>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardFieldErrors>({});
  // A ref: a retry must read the card as it is now, not as it was when the attempt started.
  const current = useRef(values);
  current.current = values;
  const fieldId = (field: keyof CardFieldValues) => `${idPrefix}-${field}`;

  const change = (field: keyof CardFieldValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = FORMATTERS[field](event.target.value);
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const check = (): ParsedCard | null => {
    const checked = checkCardFields(current.current);
    setErrors(checked.errors);
    if (!checked.card) {
      const firstInvalid = FIELDS.find((field) => checked.errors[field]);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
    }
    return checked.card;
  };

  return { values, errors, change, check, fieldId, reset: () => setValues({ number: '', expiry: '', cvc: '' }) };
}

type CardFields = ReturnType<typeof useCardFields>;

export function CardInputs({ fields, describedBy }: { fields: CardFields; describedBy?: string }) {
  const cardField = (field: keyof CardFieldValues) => (
    <FormField id={fields.fieldId(field)} label={CARD_FIELDS[field].label} error={fields.errors[field]} describedBy={describedBy}>
      <Input
        inputMode="numeric"
        autoComplete={CARD_FIELDS[field].autoComplete}
        placeholder={CARD_FIELDS[field].placeholder}
        value={fields.values[field]}
        onChange={fields.change(field)}
        required
      />
    </FormField>
  );
  return (
    <>
      {cardField('number')}
      <div className="grid grid-cols-2 gap-4">
        {cardField('expiry')}
        {cardField('cvc')}
      </div>
    </>
  );
}

/** The local gateway's Stripe test cards and what each does. */
export function TestCardsNote({ cards }: { cards: { number: string; outcome: string }[] }) {
  return (
    <div className="flex gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs text-slate-600">
      <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary-600" aria-hidden="true" />
      <div>
        <p className="font-medium text-slate-700">Test payment gateway: no real card is charged.</p>
        <ul className="mt-1 space-y-0.5">
          {cards.map((card) => (
            <li key={card.number}><span className="font-mono">{card.number}</span> {card.outcome}</li>
          ))}
        </ul>
        <p className="mt-1">Use any future expiry date and any 3-digit CVC.</p>
      </div>
    </div>
  );
}
