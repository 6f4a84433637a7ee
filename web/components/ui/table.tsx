// Tables: a scrolling, focusable region (a keyboard can scroll a wide table) with a caption for screen readers, header
// cells that sort (on the server), and the states a list can be in (loading, failed, empty).
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { LoadError } from './load-error';
import { Skeleton } from './skeleton';

export const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
export const td = 'px-4 py-3 align-middle';

const frames = {
  /** A white card of its own (lists, admin). */
  card: 'rounded-2xl border border-slate-200 bg-white shadow-sm',
  /** A thin rounded border, inside a section that is already a card. */
  bordered: 'rounded-xl border border-slate-200',
  /** No frame: the section around it is the card. */
  plain: '',
};

interface TableProps {
  /** The table's caption for screen readers (sr-only); also the region's name unless label or labelledBy is given. */
  caption?: string;
  label?: string;
  labelledBy?: string;
  head: ReactNode;
  children: ReactNode;
  /** Older rows shown while the next ones load. */
  dimmed?: boolean;
  frame?: keyof typeof frames;
  /** Placement of the scrolling region (margins, height, hidden on a phone). */
  className?: string;
  /** Replace the defaults of the table, its head and its body. */
  tableClassName?: string;
  headClassName?: string;
  bodyClassName?: string;
}

export function Table({ caption, label, labelledBy, head, children, dimmed, frame = 'card', className, tableClassName, headClassName, bodyClassName }: TableProps) {
  return (
    // Focusable so a keyboard can scroll a table wider than the screen (WCAG scrollable-region-focusable). Relative:
    // the containing block of the cells' sr-only text, which would otherwise escape the scroll box and widen the page.
    <div tabIndex={0} role="region" aria-label={labelledBy ? undefined : (label ?? caption)} aria-labelledby={labelledBy}
      className={cn('relative overflow-x-auto transition-opacity focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500', frames[frame], dimmed && 'opacity-60', className)}>
      <table className={tableClassName ?? 'min-w-full text-sm'}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={headClassName ?? 'border-b border-slate-200 bg-slate-50'}><tr>{head}</tr></thead>
        <tbody className={bodyClassName ?? 'divide-y divide-slate-100'}>{children}</tbody>
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
