// The signed-in user's dashboard: their totals, newest orders, the catalog at a glance, shortcuts and account details.
import { RECENT_ORDERS } from '../../../common/orders';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth';
import { AccountInfo } from './account-info';
import { useAccountSummary } from './account-api';
import { DashboardStats } from './dashboard-stats';
import { MarketplaceOverview } from './marketplace-overview';
import { QuickActions } from './quick-actions';
import { RecentOrders } from './recent-orders';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const summary = useAccountSummary({ enabled: Boolean(user) });
  if (!user) return null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">
        Welcome back, {user.firstName || user.email}!
      </h1>
      <p className="mt-2 text-slate-600">Here's an overview of your account.</p>

      {summary.isError && (
        <div role="alert" className="mt-6 flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-red-800">Your account summary could not be loaded. {summary.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
            Try Again
          </Button>
        </div>
      )}

      <div className="mt-8">
        <DashboardStats stats={summary.data?.stats} failed={summary.isError} />
      </div>

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <RecentOrders orders={summary.data?.recentOrders.slice(0, RECENT_ORDERS)} failed={summary.isError} />
          <AccountInfo user={user} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <QuickActions />
          <MarketplaceOverview />
        </div>
      </div>
    </div>
  );
}
