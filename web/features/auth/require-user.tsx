import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from './auth-context';
import { SIGN_IN_PATH, type SignInRedirectState } from './sign-in-redirect';

/**
 * Layout route for signed-in pages: signed-out visitors go to the sign-in entry and come back afterwards; one who has
 * just signed out or deleted their account here goes home.
 */
export function RequireUser() {
  const { user, loading, sessionEndedHere } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner label="Checking your session..." />;
  if (!user && sessionEndedHere()) return <Navigate to="/" replace />;
  if (!user) {
    const state: SignInRedirectState = { returnTo: `${location.pathname}${location.search}` };
    return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  }
  return <Outlet />;
}
