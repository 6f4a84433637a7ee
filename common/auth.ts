// Account forms: one schema for the sign-up/sign-in/reset forms and the server's checks, with SPEC.md's messages.
import { z } from 'zod';
import { AUTH_MESSAGES, MIN_SIGNUP_PASSWORD } from './auth-messages';

export { AUTH_MESSAGES, MIN_CHANGE_PASSWORD, MIN_SIGNUP_PASSWORD, authErrorMessage } from './auth-messages';

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
