// SPEC.md's account messages and limits, without zod: the web shell needs them before any form is opened.
export const MIN_SIGNUP_PASSWORD = 6;
export const MIN_CHANGE_PASSWORD = 8;

export const AUTH_MESSAGES = {
  emailAndPasswordRequired: 'Email and password are required',
  namesRequired: 'First name and last name are required',
  passwordTooShort: 'Password must be at least 6 characters long',
  invalidEmail: 'Please enter a valid email address.',
} as const;

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
