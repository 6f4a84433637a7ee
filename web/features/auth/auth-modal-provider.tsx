// Owns the sign-in / sign-up / reset modal: any page opens it with useAuthModal().open(mode), and
// `/?signin=true` opens it too. The modal's code (forms, validation) loads on first open only.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from './auth-context';
import { AuthModalContext, type AuthMode, type OpenAuthModalOptions } from './auth-modal-context';
import { readReturnTo } from './sign-in-redirect';

const AuthModal = lazy(() => import('./auth-modal').then((module) => ({ default: module.AuthModal })));

interface ModalState {
  isOpen: boolean;
  mode: AuthMode;
  /** Counts openings; the forms are keyed by it so each opening starts blank. */
  session: number;
  returnTo?: string;
}

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<ModalState>({ isOpen: false, mode: 'signin', session: 0 });

  const open = useCallback((mode: AuthMode = 'signin', options: OpenAuthModalOptions = {}) => {
    setState((current) => ({ isOpen: true, mode, session: current.session + 1, returnTo: options.returnTo }));
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), []);
  const changeMode = useCallback((mode: AuthMode) => setState((current) => ({ ...current, mode })), []);
  const finishSignIn = useCallback(() => {
    close();
    if (state.returnTo) void navigate(state.returnTo);
  }, [close, navigate, state.returnTo]);

  useOpenOnSignInParam(open);

  const value = useMemo(() => ({ open }), [open]);
  return (
    <AuthModalContext.Provider value={value}>
      {children}
      {state.session > 0 && (
        <Suspense fallback={null}>
          <AuthModal
            open={state.isOpen}
            mode={state.mode}
            session={state.session}
            onModeChange={changeMode}
            onClose={close}
            onSignedIn={finishSignIn}
          />
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}

/** Opens the modal for `?signin=true` (unless already signed in) and removes the parameter. */
function useOpenOnSignInParam(open: (mode: AuthMode, options: OpenAuthModalOptions) => void) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('signin') === 'true';

  useEffect(() => {
    if (!requested || loading) return;
    if (!user) open('signin', { returnTo: readReturnTo(location.state) });
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('signin');
        return next;
      },
      { replace: true },
    );
  }, [requested, loading, user, location.state, open, setSearchParams]);
}
