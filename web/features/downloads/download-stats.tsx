import { Database, Download, HardDrive, PackageCheck } from 'lucide-react';
import type { DownloadList } from '../../../common/orders';
import { StatTile } from '../../components/ui/stat-tile';
import { formatNumber } from '../catalog';
import { formatTotalSize } from './download-format';

export function DownloadStats({ stats }: { stats: DownloadList['stats'] | undefined }) {
  return (
    <section aria-label="Download statistics">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile icon={Database} label="Total Purchases" value={stats && formatNumber(stats.totalPurchases)} />
        <StatTile icon={Download} label="Total Downloads" value={stats && formatNumber(stats.totalDownloads)} />
        <StatTile icon={PackageCheck} label="Active Downloads" value={stats && formatNumber(stats.activeDownloads)} />
        <StatTile icon={HardDrive} label="Total Size" value={stats && formatTotalSize(stats.totalBytes)} />
      </dl>
    </section>
  );
}
