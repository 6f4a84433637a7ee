// Search (debounced, sent to the server) and the format filter of the download center.
import { DOWNLOAD_FILTERS } from '../../../common/orders';
import { SearchInput } from '../../components/ui/search-input';
import type { DownloadFilterFormat, DownloadFilters } from './download-filters';
import { Select } from '../../components/ui/select';

interface DownloadToolbarProps {
  filters: DownloadFilters;
  onChange: (patch: Partial<DownloadFilters>) => void;
}

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
        <Select
          id="downloads-format"
          value={filters.format}
          onChange={(event) => onChange({ format: event.target.value as DownloadFilterFormat | '' })}
          className="sm:w-44"
        >
          <option value="">All Formats</option>
          {Object.entries(DOWNLOAD_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
