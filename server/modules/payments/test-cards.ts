// The local gateway's card rules: Stripe's test-card meanings, so the same cards behave alike in both modes.
import { passesLuhn } from '../../../common/card-number';
import type { CardSummary } from './gateway';

export const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': 'Your card\'s security code is incorrect.',
};

/**
 * Stripe's test cards that save fine (the SetupIntent succeeds) but whose later charges fail: how a card on file
 * behaves when an automatic recharge charges it.
 */
export const DECLINES_WHEN_CHARGED: Record<string, string> = {
  '4000000000000341': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

export interface CardInput { number: string; expMonth: number; expYear: number; cvc: string }

export interface CardToSave extends CardSummary { expMonth: number; expYear: number; testDecline: string | null }

export type CardCheck = { ok: true; card: CardSummary } | { ok: false; code: string; message: string };

/** Decides what the local gateway does with a card; only the brand and last four digits leave this function. */
export function checkCard(input: CardInput, now = new Date()): CardCheck {
  const digits = input.number.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) {
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && input.expMonth < now.getUTCMonth() + 1)) {
    return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
  }
  const decline = DECLINES[digits];
  if (decline) return { ok: false, code: 'card_declined', message: decline };
  return { ok: true, card: { brand: cardBrand(digits), last4: digits.slice(-4) } };
}

/** A card to keep on file: refused as a SetupIntent would refuse it; a card that declines later is saved with that. */
export function checkCardToSave(input: CardInput, now = new Date()): { ok: true; card: CardToSave } | { ok: false; code: string; message: string } {
  const digits = input.number.replace(/\D/g, '');
  const laterDecline = DECLINES_WHEN_CHARGED[digits] ?? null;
  const check = checkCard(laterDecline ? { ...input, number: '4242424242424242' } : input, now);
  if (!check.ok) return check;
  const expYear = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  return { ok: true, card: { brand: cardBrand(digits), last4: digits.slice(-4), expMonth: input.expMonth, expYear, testDecline: laterDecline } };
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  return 'unknown';
}

