// Figures that claim facts, counted by the server (GET /api/stats); only the labels are editable content.
import type { LucideIcon } from 'lucide-react';
import type { CatalogStats } from '../../../common/catalog';
import { StatTile } from '../../components/ui/stat-tile';
import { cn } from '../../components/ui/cn';
import { formatCompact, formatNumber, useCatalogStats } from '../catalog';

export interface Figure {
  stat: keyof CatalogStats;
  label: string;
  icon: LucideIcon;
  /** Large totals read better as 2.4M. */
  compact?: boolean;
}

export function CatalogFigures({ figures, label, className }: { figures: Figure[]; label: string; className?: string }) {
  const { data: stats, isError } = useCatalogStats();
  if (isError) return null;
  return (
    <section aria-label={label} className={className}>
      <dl className={cn('grid grid-cols-2 gap-3', figures.length === 4 ? 'lg:grid-cols-4' : 'sm:grid-cols-3')}>
        {figures.map(({ stat, label: figureLabel, icon, compact }) => (
          <StatTile
            key={stat}
            icon={icon}
            label={figureLabel}
            value={stats && (compact ? formatCompact(stats[stat]) : formatNumber(stats[stat]))}
          />
        ))}
      </dl>
    </section>
  );
}
