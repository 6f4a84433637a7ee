// The account calls: /api/session (who is signed in) and better-auth's e-mail + password endpoints under /api/auth.
import type { Me, SessionState } from '../../../common/api';
import type { SignInForm, SignUpForm } from '../../../common/auth';
import { api } from '../../app/api';

/** Where better-auth sends the user after they click the verification link; EmailVerificationNotice reads it. */
const VERIFIED_CALLBACK_URL = '/?verified=1';
/** The page the reset e-mail's link lands on, with ?token= (or ?error=INVALID_TOKEN). */
const RESET_PASSWORD_PATH = '/reset-password';

/** The signed-in user, or null when signed out. */
export async function fetchMe(): Promise<Me | null> {
  return (await api<SessionState>('/api/session')).user;
}

export function signInWithEmail({ email, password }: SignInForm) {
  return api<{ token: string }>('/api/auth/sign-in/email', {
    method: 'POST',
    // Used when the account is not verified yet and sign-in sends a fresh verification link.
    body: { email, password, callbackURL: VERIFIED_CALLBACK_URL },
  });
}

/** `token` is null when the account must verify its e-mail (or auto sign-in is off) before a session exists. */
export function signUpWithEmail({ email, password, firstName, lastName }: SignUpForm) {
  return api<{ token: string | null }>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { email, password, name: `${firstName} ${lastName}`, firstName, lastName, callbackURL: VERIFIED_CALLBACK_URL },
  });
}

/** Sends the verification link again (the server limits how often). */
export function resendVerificationEmail(email: string) {
  return api<{ status: boolean }>('/api/auth/send-verification-email', { method: 'POST', body: { email, callbackURL: VERIFIED_CALLBACK_URL } });
}

export function signOutSession() {
  return api<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function requestPasswordReset(email: string) {
  return api<unknown>('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: RESET_PASSWORD_PATH } });
}

export function resetPasswordWithToken(newPassword: string, token: string) {
  return api<unknown>('/api/auth/reset-password', { method: 'POST', body: { newPassword, token } });
}
