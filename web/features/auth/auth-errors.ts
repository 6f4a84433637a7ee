// Turns failures into the sentences SPEC.md shows: section 5 for the forms' own checks, section 8 for the server's.
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { AUTH_MESSAGES, authErrorMessage } from '../../../common/auth-messages';
import { ApiError } from '../../app/api';
import type { AuthMode } from './auth-modal-context';

// The order the original sign-up checked in: missing fields first, then the password's length.
const VALIDATION_PRIORITY: string[] = [
  AUTH_MESSAGES.emailAndPasswordRequired,
  AUTH_MESSAGES.namesRequired,
  AUTH_MESSAGES.passwordTooShort,
  AUTH_MESSAGES.invalidEmail,
];

/** The one message a form shows for its failed checks. */
export function firstValidationMessage(errors: FieldErrors<FieldValues>): string {
  const messages = Object.values(errors)
    .map((error) => error?.message)
    .filter((message): message is string => typeof message === 'string');
  return VALIDATION_PRIORITY.find((message) => messages.includes(message)) ?? messages[0] ?? 'An error occurred';
}

export function describeAuthError(error: unknown, mode: AuthMode): string {
  return error instanceof ApiError ? authErrorMessage(error.code, error.message, mode) : 'An error occurred';
}
