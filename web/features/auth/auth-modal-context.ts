import { createContext, useContext } from 'react';

export type AuthMode = 'signin' | 'signup' | 'reset';

export interface OpenAuthModalOptions {
  /** Where to go after a successful sign-in. */
  returnTo?: string;
}

interface AuthModalContextValue {
  open: (mode?: AuthMode, options?: OpenAuthModalOptions) => void;
}

export const AuthModalContext = createContext<AuthModalContextValue | null>(null);

export function useAuthModal(): AuthModalContextValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used within an AuthModalProvider');
  return value;
}
