// Passwords that guessing attacks try first: zxcvbn's list of the ~49,000 most common, from real leaks.
import { dictionary } from '@zxcvbn-ts/language-common';
import { APIError } from 'better-auth/api';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common']).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Sign-up, change-password and reset-password all refuse a common new password. */
export function refuseCommonPassword(password: unknown) {
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: COMMON_PASSWORD_MESSAGE });
  }
}
