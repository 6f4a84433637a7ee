// Search (debounced, sent to the server) and the format filter of the download center.
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DOWNLOAD_FILTERS } from '../../../common/orders';
import { Input } from '../../components/ui/input';
import type { DownloadFilterFormat, DownloadFilters } from './download-filters';

export const SEARCH_DEBOUNCE_MS = 300;

interface DownloadToolbarProps {
  filters: DownloadFilters;
  onChange: (patch: Partial<DownloadFilters>) => void;
}

const selectClasses =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm ' +
  'focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/30 sm:w-44';

export function DownloadToolbar({ filters, onChange }: DownloadToolbarProps) {
  const [draft, setDraft] = useState(filters.search);
  // The search this box last wrote to the URL: when the URL comes back with it, the user may already have typed on.
  const [sent, setSent] = useState<string | null>(null);
  // Follow the URL when it changes elsewhere (Clear filters, back button) without fighting the user's typing.
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    if (filters.search !== sent) {
      setDraft(filters.search);
      setSent(null);
    }
  }

  const trimmed = draft.trim();
  useEffect(() => {
    if (trimmed === filters.search) return;
    const timer = setTimeout(() => {
      setSent(trimmed);
      onChange({ search: trimmed });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, filters.search, onChange]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div role="search" className="flex-1">
        <label htmlFor="downloads-search" className="sr-only">
          Search your downloads
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            id="downloads-search"
            type="search"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Search your purchased datasets"
            className="pl-9"
          />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor="downloads-format" className="shrink-0 text-sm font-medium text-slate-700">
          Format
        </label>
        <select
          id="downloads-format"
          value={filters.format}
          onChange={(event) => onChange({ format: event.target.value as DownloadFilterFormat | '' })}
          className={selectClasses}
        >
          <option value="">All Formats</option>
          {Object.entries(DOWNLOAD_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
