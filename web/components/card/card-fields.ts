// The local test gateway's card fields: display formatting and the checks done before anything is sent.
import { passesLuhn } from '../../../common/card-number';

export interface CardFieldValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFieldErrors = Partial<Record<keyof CardFieldValues, string>>;

export interface ParsedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242' (at most 19 digits). */
export const formatCardNumber = (value: string) => digitsOf(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' -> '12/34'. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);


export function checkCardFields(values: CardFieldValues, now = new Date()): { errors: CardFieldErrors; card: ParsedCard | null } {
  const errors: CardFieldErrors = {};
  const number = digitsOf(values.number);
  if (number.length < 12) errors.number = 'Your card number is incomplete.';
  else if (!passesLuhn(number)) errors.number = 'Your card number is invalid.';

  const expiry = digitsOf(values.expiry);
  const expMonth = Number(expiry.slice(0, 2));
  const expYear = 2000 + Number(expiry.slice(2, 4));
  if (expiry.length < 4) errors.expiry = 'Your card\'s expiration date is incomplete.';
  else if (expMonth < 1 || expMonth > 12) errors.expiry = 'Your card\'s expiration month is invalid.';
  else if (expYear < now.getFullYear() || (expYear === now.getFullYear() && expMonth < now.getMonth() + 1)) {
    errors.expiry = 'Your card\'s expiration date is in the past.';
  }

  const cvc = digitsOf(values.cvc);
  if (cvc.length < 3) errors.cvc = 'Your card\'s security code is incomplete.';

  const valid = Object.keys(errors).length === 0;
  return { errors, card: valid ? { number, expMonth, expYear, cvc } : null };
}
