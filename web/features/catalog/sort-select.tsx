import { DATASET_SORTS } from '../../../common/catalog-values';
import { SORT_LABELS, type DatasetSort } from './marketplace-filters';

interface SortSelectProps {
  sort: DatasetSort;
  onSort: (sort: DatasetSort) => void;
}

export function SortSelect({ sort, onSort }: SortSelectProps) {
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
      {/* Beside the filters button a phone has no room for the words; the select keeps them as its name. */}
      <span className="sr-only shrink-0 sm:not-sr-only">Sort by</span>
      <select
        value={sort}
        onChange={(event) => onSort(DATASET_SORTS.find((value) => value === event.target.value) ?? 'popular')}
        className="h-10 min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30 focus:outline-none"
      >
        {DATASET_SORTS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
