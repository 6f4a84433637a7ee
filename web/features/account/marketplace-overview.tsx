// The catalog's public totals, shown on the dashboard for context.
import { Database, Download, Users, type LucideIcon } from 'lucide-react';
import { Skeleton } from '../../components/ui/skeleton';
import { useCatalogStats } from '../catalog';

const whole = new Intl.NumberFormat('en-US');

export function MarketplaceOverview() {
  const { data: stats, isError } = useCatalogStats();
  if (isError) return null;
  return (
    <section aria-labelledby="marketplace-overview-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="marketplace-overview-title" className="text-lg font-semibold text-slate-900">
        Marketplace Overview
      </h2>
      <dl className="mt-4 grid gap-3">
        <Figure icon={Database} label="Total Datasets" value={stats?.totalDatasets} />
        <Figure icon={Users} label="Active Providers" value={stats?.activeProviders} />
        <Figure icon={Download} label="Total Downloads" value={stats?.totalDownloads} />
      </dl>
    </section>
  );
}

function Figure({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <Icon className="h-4 w-4 text-primary-600" aria-hidden="true" />
        {label}
      </dt>
      <dd className="font-semibold text-slate-900">{value === undefined ? <Skeleton className="h-5 w-12 rounded" /> : whole.format(value)}</dd>
    </div>
  );
}
