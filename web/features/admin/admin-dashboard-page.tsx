import { Ban, Database, Shield, ShoppingBag, UserCheck, Users, UserX, type LucideIcon } from 'lucide-react';
import { usePageTitle } from '../../app/use-page-title';
import { PageSpinner } from '../../components/ui/spinner';
import { useAdminStats, type AdminStats } from './use-admin-stats';
import { LoadError } from '../../components/ui/load-error';

interface StatCard {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

function statCards({ users, datasets, orders }: AdminStats): StatCard[] {
  return [
    { label: 'Total Users', value: users.total, icon: Users, tone: 'bg-primary-50 text-primary-600' },
    { label: 'Active Users', value: users.active, icon: UserCheck, tone: 'bg-green-50 text-green-600' },
    { label: 'Inactive Users', value: users.inactive, icon: UserX, tone: 'bg-amber-50 text-amber-600' },
    { label: 'Banned Users', value: users.banned, icon: Ban, tone: 'bg-red-50 text-red-600' },
    { label: 'Admins', value: users.admins, icon: Shield, tone: 'bg-violet-50 text-violet-600' },
    { label: 'Datasets', value: datasets, icon: Database, tone: 'bg-blue-50 text-blue-600' },
    { label: 'Orders', value: orders, icon: ShoppingBag, tone: 'bg-emerald-50 text-emerald-600' },
  ];
}

export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const { data, isPending, isError, error, refetch } = useAdminStats();

  if (isPending) return <PageSpinner label="Loading admin dashboard..." />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
      <p className="mt-2 text-slate-600">Users, catalog and orders at a glance.</p>
      {isError ? (
        <LoadError title="Failed to load admin statistics" error={error} onRetry={() => void refetch()} className="mt-8" />
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {statCards(data).map(({ label, value, icon: Icon, tone }) => (
            <li key={label} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <p>
                <span className="block text-sm text-slate-500">{label}</span>
                <span className="block text-2xl font-bold text-slate-900">{numberFormat.format(value)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
