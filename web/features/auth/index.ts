// The auth feature offers other features the signed-in user (useAuth), the sign-in modal and the sign-in guards.
export { useAuth } from './auth-context';
export { useAuthModal } from './auth-modal-context';
export { AuthModalProvider } from './auth-modal-provider';
export { meQueryKey } from './auth-provider';
export { PasswordInput } from './password-input';
export { RequireUser } from './require-user';
export { ResendVerification } from './resend-verification';
export { SIGN_IN_PATH } from './sign-in-redirect';
export type { SignInRedirectState } from './sign-in-redirect';
