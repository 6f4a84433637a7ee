// Admin tables: a scrolling card with a caption for screen readers, header cells that sort on the server, and the
// states a list can be in (loading, failed, empty).
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';

export const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
export const td = 'px-4 py-3 align-middle';

export function Table({ caption, head, children, dimmed }: { caption: string; head: ReactNode; children: ReactNode; dimmed?: boolean }) {
  return (
    // Focusable so a keyboard can scroll a table wider than the screen (WCAG scrollable-region-focusable). Relative:
    // the containing block of the cells' sr-only text, which would otherwise escape the scroll box and widen the page.
    <div tabIndex={0} role="region" aria-label={caption} className={cn('relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm transition-opacity focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500', dimmed && 'opacity-60')}>
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50"><tr>{head}</tr></thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

interface SortHeaderProps<T extends string> {
  label: string;
  column: T;
  sort: T;
  order: 'asc' | 'desc';
  onSort: (sort: T, order: 'asc' | 'desc') => void;
  className?: string;
}

/** A column header that sorts by its column; pressed again, it turns the order around. */
export function SortHeader<T extends string>({ label, column, sort, order, onSort, className }: SortHeaderProps<T>) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className={cn(th, className)} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="inline-flex items-center gap-1 uppercase hover:text-slate-900" onClick={() => onSort(column, active && order === 'desc' ? 'asc' : 'desc')}>
        {label} <Icon className={cn('h-3.5 w-3.5', !active && 'opacity-40')} aria-hidden="true" />
      </button>
    </th>
  );
}

interface ListStateProps {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  what: string;
  empty: boolean;
  emptyText: string;
  onClear?: () => void;
  children: ReactNode;
}

/** Skeleton rows while loading, the error with Try Again, the empty message (with Clear Filters), or the list. */
export function ListState({ query, what, empty, emptyText, onClear, children }: ListStateProps) {
  if (query.isPending) {
    return <div className="space-y-2" aria-busy="true" aria-label={`Loading ${what}`}>{Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-12 rounded-lg" />)}</div>;
  }
  if (query.isError) return <LoadError title={`The ${what} could not be loaded.`} error={query.error!} onRetry={() => void query.refetch()} />;
  if (empty) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="font-medium text-slate-900">{emptyText}</p>
        {onClear && <Button variant="outline" className="mt-4" onClick={onClear}>Clear Filters</Button>}
      </div>
    );
  }
  return <>{children}</>;
}

/** "1,234 users" or "10,000+ users" when the server stopped counting. */
export function totalLabel(total: number, capped: boolean, noun: string, plural = `${noun}s`) {
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''} ${total === 1 && !capped ? noun : plural}`;
}
