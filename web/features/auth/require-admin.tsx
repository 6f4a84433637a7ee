import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { AccessDenied } from './access-denied';
import { useAuth } from './auth-context';

/** Layout route for admin pages (SPEC.md "Admin screens"): signed out -> home, signed-in non-admin -> Access Denied. */
export function RequireAdmin() {
  const { user, isAdmin, loading } = useAuth();
  if (loading) return <PageSpinner label="Checking your session..." />;
  if (!user) return <Navigate to="/" replace />;
  if (!isAdmin) return <AccessDenied />;
  return <Outlet />;
}
