import { Building2, Database, LayoutGrid, Rows3, Users, type LucideIcon } from 'lucide-react';
import type { CatalogStats } from '../../../common/catalog';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCompact, formatNumber, useCatalogStats } from '../catalog';
import { useContent } from '../content';

interface Candidate {
  /** The content keys' stem: home_stats_<key>_label, _label_one, _min. */
  key: string;
  stat: keyof CatalogStats;
  format: (value: number) => string;
  icon: LucideIcon;
}

/** In the order Home prefers them; a figure below its (editable) minimum gives its place to the next one. */
const CANDIDATES: Candidate[] = [
  { key: 'users', stat: 'activeUsers', format: formatNumber, icon: Users },
  { key: 'datasets', stat: 'totalDatasets', format: formatNumber, icon: Database },
  { key: 'records', stat: 'totalRecords', format: formatCompact, icon: Rows3 },
  { key: 'providers', stat: 'activeProviders', format: formatNumber, icon: Building2 },
  { key: 'categories', stat: 'activeCategories', format: formatNumber, icon: LayoutGrid },
];
const TILES = 3;

/**
 * The figures are counted by the server (GET /api/stats), never typed in. A young marketplace's "3 Active Users" helps
 * no visitor: each figure shows from a minimum the admins set, and until then a true figure that is big enough shows.
 */
export function HomeStats() {
  const { t } = useContent();
  const { data: stats, isError } = useCatalogStats();
  if (isError) return null;
  const minimum = (key: string) => Number(t(`home_stats_${key}_min`) || 0);
  const shown = stats ? CANDIDATES.filter((c) => stats[c.stat] >= minimum(c.key)).slice(0, TILES) : CANDIDATES.slice(0, TILES);
  if (!shown.length) return null;
  return (
    <section aria-label="Marketplace statistics" className="relative z-10 mx-auto -mt-10 max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        {shown.map(({ key, stat, format, icon: Icon }) => (
          <li key={key} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <div className="text-2xl font-bold text-slate-900">
                {stats ? format(stats[stat]) : <Skeleton className="h-8 w-16 rounded" />}
              </div>
              <div className="text-sm text-slate-600">
                {stats ? t(stats[stat] === 1 ? `home_stats_${key}_label_one` : `home_stats_${key}_label`) : t(`home_stats_${key}_label`)}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
