// Account forms: one schema for the sign-up/sign-in/reset forms and the server's checks, with SPEC.md's messages.
import { z } from 'zod';

export const MIN_SIGNUP_PASSWORD = 6;
export const MIN_CHANGE_PASSWORD = 8;

export const AUTH_MESSAGES = {
  emailAndPasswordRequired: 'Email and password are required',
  namesRequired: 'First name and last name are required',
  passwordTooShort: 'Password must be at least 6 characters long',
  invalidEmail: 'Please enter a valid email address.',
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const SignUpForm = z.object({
  email: required(AUTH_MESSAGES.emailAndPasswordRequired).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
  password: z.string({ error: AUTH_MESSAGES.emailAndPasswordRequired })
    .min(1, AUTH_MESSAGES.emailAndPasswordRequired)
    .min(MIN_SIGNUP_PASSWORD, AUTH_MESSAGES.passwordTooShort)
    .max(128),
  firstName: required(AUTH_MESSAGES.namesRequired).pipe(z.string().max(100)),
  lastName: required(AUTH_MESSAGES.namesRequired).pipe(z.string().max(100)),
});
export type SignUpForm = z.infer<typeof SignUpForm>;

export const SignInForm = z.object({
  email: required(AUTH_MESSAGES.emailAndPasswordRequired).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
  password: z.string({ error: AUTH_MESSAGES.emailAndPasswordRequired }).min(1, AUTH_MESSAGES.emailAndPasswordRequired),
});
export type SignInForm = z.infer<typeof SignInForm>;

export const ResetRequestForm = z.object({
  email: required(AUTH_MESSAGES.emailAndPasswordRequired).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
});

export const NewPasswordForm = z.object({
  newPassword: z.string().min(MIN_SIGNUP_PASSWORD, AUTH_MESSAGES.passwordTooShort).max(128),
});

/**
 * SPEC.md section 8: what the sign-in modal shows for what the server says.
 * Keys are better-auth error codes; the server messages SPEC.md names map to the same codes.
 */
export function authErrorMessage(code: string | undefined, serverMessage: string | undefined, mode: 'signin' | 'signup' | 'reset'): string {
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
      return mode === 'signin'
        ? 'Invalid email or password. Please check your credentials and try again.'
        : 'Invalid credentials provided.';
    case 'EMAIL_NOT_VERIFIED':
      return 'Please check your email and click the confirmation link before signing in.';
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'An account with this email already exists. Try signing in instead.';
    case 'PASSWORD_TOO_SHORT':
      return 'Password must be at least 6 characters long.';
    case 'INVALID_EMAIL':
      return 'Please enter a valid email address.';
    default:
      return serverMessage || 'An error occurred';
  }
}
