import { Database, Download, Users, type LucideIcon } from 'lucide-react';
import { Skeleton } from '../../components/ui/skeleton';
import { useCatalogStats } from './catalog-api';
import { formatNumber } from './format-count';

export function MarketplaceStats() {
  const { data: stats, isError } = useCatalogStats();
  if (isError) return null;
  return (
    <section aria-label="Catalog statistics">
      <dl className="grid grid-cols-3 gap-3">
        <StatTile icon={Database} label="Total Datasets" value={stats?.totalDatasets} />
        <StatTile icon={Users} label="Active Providers" value={stats?.activeProviders} />
        <StatTile icon={Download} label="Total Downloads" value={stats?.totalDownloads} />
      </dl>
    </section>
  );
}

function StatTile({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-3 sm:p-4">
      <Icon className="h-5 w-5 text-primary-600" aria-hidden="true" />
      <div className="flex flex-col-reverse">
        <dt className="text-xs text-slate-600 sm:text-sm">{label}</dt>
        <dd className="text-lg font-bold text-slate-900 sm:text-xl">
          {value === undefined ? <Skeleton className="h-6 w-12 rounded" /> : formatNumber(value)}
        </dd>
      </div>
    </div>
  );
}
