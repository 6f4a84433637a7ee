import { Database, Download, Users } from 'lucide-react';
import { StatTile } from '../../components/ui/stat-tile';
import { useCatalogStats } from './catalog-api';
import { formatNumber } from './format-count';

export function MarketplaceStats() {
  const { data: stats, isError } = useCatalogStats();
  if (isError) return null;
  return (
    <section aria-label="Catalog statistics">
      <dl className="grid grid-cols-3 gap-3">
        <StatTile icon={Database} label="Total Datasets" value={stats && formatNumber(stats.totalDatasets)} />
        <StatTile icon={Users} label="Active Providers" value={stats && formatNumber(stats.activeProviders)} />
        <StatTile icon={Download} label="Total Downloads" value={stats && formatNumber(stats.totalDownloads)} />
      </dl>
    </section>
  );
}
