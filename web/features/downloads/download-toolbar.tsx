// Search (debounced, sent to the server) and the format filter of the download center.
import { DOWNLOAD_FILTERS } from '../../../common/orders';
import { SearchInput } from '../../components/ui/search-input';
import type { DownloadFilterFormat, DownloadFilters } from './download-filters';

interface DownloadToolbarProps {
  filters: DownloadFilters;
  onChange: (patch: Partial<DownloadFilters>) => void;
}

const selectClasses =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm ' +
  'focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/30 sm:w-44';

export function DownloadToolbar({ filters, onChange }: DownloadToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchInput
        id="downloads-search"
        label="Search your downloads"
        placeholder="Search your purchased datasets"
        value={filters.search}
        onCommit={(search) => onChange({ search })}
      />
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
