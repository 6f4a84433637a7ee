import { Database, Rows3, Users, type LucideIcon } from 'lucide-react';
import type { CatalogStats } from '../../../common/catalog';
import { Skeleton } from '../../components/ui/skeleton';
import { useCatalogStats } from '../catalog/catalog-api';
import { formatCompact, formatNumber } from '../catalog/format-count';
import { useContent } from '../content/content-context';

interface Stat {
  value: (stats: CatalogStats) => string;
  label: string;
  icon: LucideIcon;
}

/** The figures are counted by the server (GET /api/stats), never typed in; only their labels are editable content. */
export function HomeStats() {
  const { t } = useContent();
  const { data: stats, isError } = useCatalogStats();
  if (isError) return null;
  const tiles: Stat[] = [
    { value: (s) => formatNumber(s.activeUsers), label: t('home_stats_users_label'), icon: Users },
    { value: (s) => formatNumber(s.totalDatasets), label: t('home_stats_datasets_label'), icon: Database },
    { value: (s) => formatCompact(s.totalRecords), label: t('home_stats_records_label'), icon: Rows3 },
  ];
  return (
    <section aria-label="Marketplace statistics" className="relative z-10 mx-auto -mt-10 max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        {tiles.map(({ value, label, icon: Icon }) => (
          <li key={label} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <div className="text-2xl font-bold text-slate-900">
                {stats ? value(stats) : <Skeleton className="h-8 w-16 rounded" />}
              </div>
              <div className="text-sm text-slate-600">{label}</div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
