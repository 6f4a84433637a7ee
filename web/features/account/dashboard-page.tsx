// The signed-in user's dashboard. Orders, stats and quick actions join it with their features.
import { usePageTitle } from '../../app/use-page-title';
import { useAuth } from '../auth/auth-context';
import { AccountInfo } from './account-info';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">Welcome back, {user.firstName || user.email}!</h1>
      <p className="mt-2 text-slate-600">Here's an overview of your account.</p>
      <div className="mt-8 max-w-2xl">
        <AccountInfo user={user} />
      </div>
    </div>
  );
}
