// The catalog browser: search, filters, categories and sort all read from and written to the URL query.
import { useSearchParams } from 'react-router';
import { DESKTOP, useMediaQuery } from '../../app/use-media-query';
import { usePageTitle } from '../../app/use-page-title';
import { useContent } from '../content';
import { useDatasetFacets } from './catalog-api';
import { CategoryList } from './category-list';
import { CustomDataHelp } from './custom-data-help';
import { DatasetResults } from './dataset-results';
import { FilterBar } from './filter-bar';
import { activeFilterCount, hasActiveFilters, readFilters, writeFilters, type MarketplaceFilters } from './marketplace-filters';
import { MarketplaceSearch } from './marketplace-search';
import { MarketplaceStats } from './marketplace-stats';
import { MobileFilters } from './mobile-filters';
import { PromoBanner } from './promo-banner';
import { SortSelect } from './sort-select';

export function MarketplacePage() {
  const { t } = useContent();
  const title = t('marketplace_title');
  usePageTitle(title);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);

  const updateFilters = (patch: Partial<MarketplaceFilters>) => setSearchParams(writeFilters({ ...filters, ...patch }));
  const clearFilters = () => setSearchParams(writeFilters({ ...readFilters(new URLSearchParams()), sort: filters.sort }));
  // In the side column on a desktop, in a sheet on smaller screens.
  const desktop = useMediaQuery(DESKTOP);
  const facets = useDatasetFacets(filters).data;
  const categories = <CategoryList selected={filters.category} onSelect={(category) => updateFilters({ category })} facets={facets} />;
  const filterBar = <FilterBar filters={filters} onChange={updateFilters} onClear={clearFilters} canClear={hasActiveFilters(filters)} facets={facets} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-slate-600">{t('marketplace_description')}</p>
        </div>
        <div className="w-full lg:max-w-md">
          <MarketplaceSearch search={filters.search} onSearch={(search) => updateFilters({ search })} />
        </div>
      </header>

      {/* On a phone the figures would push the first datasets off the first screen. */}
      <div className="mt-6 hidden sm:block">
        <MarketplaceStats />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {desktop && <aside className="min-w-0 lg:sticky lg:top-32 lg:self-start">{categories}</aside>}
        <div className="flex min-w-0 flex-col gap-6">
          {desktop && filterBar}
          {!filters.category && !filters.search && <PromoBanner />}
          <div className="flex items-center justify-between gap-3 lg:justify-end">
            {!desktop && (
              <MobileFilters active={activeFilterCount(filters)}>
                {categories}
                {filterBar}
              </MobileFilters>
            )}
            <SortSelect sort={filters.sort} onSort={(sort) => updateFilters({ sort })} />
          </div>
          <DatasetResults filters={filters} onClearFilters={clearFilters} />
          <CustomDataHelp />
        </div>
      </div>
    </div>
  );
}
