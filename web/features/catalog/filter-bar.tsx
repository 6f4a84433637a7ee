import type { ReactNode } from 'react';
import type { DatasetFacets } from '../../../common/catalog';
import { DELIVERY_FORMATS, RECORD_SIZES, UPDATE_FREQUENCIES } from '../../../common/catalog-values';
import { Button } from '../../components/ui/button';
import { formatFacetCount } from './format-count';
import { toggleValue, type ListFilterKey, type MarketplaceFilters } from './marketplace-filters';
import { PriceRangeInputs } from './price-range-inputs';
import { ToggleChip } from './toggle-chip';

const RATINGS = [4, 3, 2, 1] as const;

interface FilterBarProps {
  filters: MarketplaceFilters;
  onChange: (patch: Partial<MarketplaceFilters>) => void;
  onClear: () => void;
  canClear: boolean;
  /** Counts for the current search and filters, shown beside the formats and ratings. */
  facets?: DatasetFacets;
}

export function FilterBar({ filters, onChange, onClear, canClear, facets }: FilterBarProps) {
  const toggle = (key: ListFilterKey, value: string) => onChange({ [key]: toggleValue(filters[key], value) });
  return (
    <section aria-labelledby="filter-bar-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between">
        <h2 id="filter-bar-heading" className="text-base font-semibold text-slate-900">
          Filters
        </h2>
        {canClear && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear all filters
          </Button>
        )}
      </div>
      {filters.provider && (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          Provider:
          <ToggleChip pressed onToggle={() => onChange({ provider: '' })}>
            {filters.provider} <span aria-hidden="true">×</span>
          </ToggleChip>
        </p>
      )}
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <FilterGroup label="Data format">
          {DELIVERY_FORMATS.map((format) => (
            <ToggleChip key={format} pressed={filters.format.includes(format)} onToggle={() => toggle('format', format)}>
              {format}
              <FacetCount facets={facets} count={facets?.formats.find((f) => f.format === format)?.count} />
            </ToggleChip>
          ))}
        </FilterGroup>
        <FilterGroup label="Update frequency">
          {UPDATE_FREQUENCIES.map((frequency) => (
            <ToggleChip key={frequency} pressed={filters.frequency.includes(frequency)} onToggle={() => toggle('frequency', frequency)}>
              {frequency}
            </ToggleChip>
          ))}
        </FilterGroup>
        <FilterGroup label="Record count">
          {RECORD_SIZES.map((size) => (
            <ToggleChip key={size.id} pressed={filters.records.includes(size.id)} onToggle={() => toggle('records', size.id)}>
              {size.label}
            </ToggleChip>
          ))}
        </FilterGroup>
        <FilterGroup label="Minimum rating">
          {RATINGS.map((rating) => (
            <ToggleChip
              key={rating}
              pressed={filters.rating === rating}
              onToggle={() => onChange({ rating: filters.rating === rating ? null : rating })}
            >
              {rating}+ Stars
              <FacetCount facets={facets} count={facets?.ratings.find((r) => r.atLeast === rating)?.count} />
            </ToggleChip>
          ))}
        </FilterGroup>
        <FilterGroup label="Price range">
          <PriceRangeInputs priceMin={filters.priceMin} priceMax={filters.priceMax} onApply={onChange} />
        </FilterGroup>
      </div>
    </section>
  );
}

function FacetCount({ facets, count }: { facets?: DatasetFacets; count?: number }) {
  if (!facets || count === undefined) return null;
  return <>{' '}<span className="ml-0.5 text-xs opacity-85">({formatFacetCount(count, facets.exact)})</span></>;
}

function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}
