// A figure with its label, as one group of a <dl>. A group may hold only dt and dd, so the icon lives in the dt
// (placed by absolute positioning) and the grid shows the value above its label.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { Skeleton } from './skeleton';

interface StatTileProps {
  icon: LucideIcon;
  label: string;
  /** undefined while loading: a skeleton stands in. */
  value: ReactNode | undefined;
  /** Icon badge colours. */
  tone?: string;
}

export function StatTile({ icon: Icon, label, value, tone = 'bg-primary-50 text-primary-600' }: StatTileProps) {
  return (
    <div className="relative grid min-w-0 content-center gap-1 rounded-xl border border-slate-200 bg-white p-3 pt-14 shadow-sm sm:gap-0 sm:py-4 sm:pr-4 sm:pl-[4.25rem]">
      <dt className="row-start-2 text-xs leading-tight text-slate-600 sm:truncate sm:text-sm">
        <span className={cn('absolute top-3 left-3 flex h-9 w-9 items-center justify-center rounded-lg sm:top-1/2 sm:left-4 sm:h-10 sm:w-10 sm:-translate-y-1/2', tone)}>
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="row-start-1 truncate text-lg font-bold text-slate-900 sm:text-xl">
        {value === undefined ? <Skeleton className="h-6 w-14 rounded" /> : value}
      </dd>
    </div>
  );
}
