import { createContext, useContext } from 'react';
import type { Me } from '../../../common/api';
import type { SignInForm, SignUpForm } from '../../../common/auth';

export interface AuthContextValue {
  user: Me | null;
  /** True until the first answer to /api/session. */
  loading: boolean;
  isAdmin: boolean;
  signIn: (form: SignInForm) => Promise<void>;
  /** Resolves with whether the new account is already signed in. */
  signUp: (form: SignUpForm) => Promise<{ signedIn: boolean }>;
  signOut: () => Promise<void>;
  /** Forgets the signed-in user and their data in this browser, once the server has ended the session (Delete Account). */
  forgetUser: () => void;
  /**
   * Whether this browser ended the session itself (Sign Out, Delete Account) since the last sign-in: a signed-in page
   * then sends the visitor home, not to the sign-in modal, whichever renders first, the sign-out or the way home.
   */
  sessionEndedHere: () => boolean;
  requestReset: (email: string) => Promise<void>;
  resetPassword: (newPassword: string, token: string) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
