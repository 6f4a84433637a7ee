// /browse-data: the catalog as a paged grid or list. Search, category, price, sort, view and page live in the URL
// and drive GET /api/datasets; the cards and filters are the marketplace's own.
import { countOf } from '../../../common/count';
import { LayoutGrid, List } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { DatasetCard as Dataset } from '../../../common/catalog';
import { usePageTitle } from '../../app/use-page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { LoadError } from '../../components/ui/load-error';
import { Pager } from '../../components/ui/pager';
import { Spinner } from '../../components/ui/spinner';
import {
  AddToCartButton,
  DatasetCard,
  formatCompact,
  formatNumber,
  formatTotal,
  hasActiveFilters,
  MarketplaceSearch,
  pageCount,
  PriceRangeInputs,
  PriceTag,
  readFilters,
  SortSelect,
  StarRating,
  useDatasetPage,
  writeFilters,
  type MarketplaceFilters,
} from '../catalog';
import { addPageContentDefaults, useContent } from '../content';
import { CategorySelect } from './category-select';

addPageContentDefaults();

export const BROWSE_PAGE_SIZE = 12;
type View = 'grid' | 'list';

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function BrowseDataPage() {
  const { t } = useContent();
  const title = t('browse_title');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = readPage(params);
  const view: View = params.get('view') === 'list' ? 'list' : 'grid';

  const navigate = (next: MarketplaceFilters, nextPage: number, nextView: View) => {
    const query = writeFilters(next);
    if (nextPage > 1) query.set('page', String(nextPage));
    if (nextView === 'list') query.set('view', 'list');
    setParams(query);
  };
  // Any filter change starts again from the first page.
  const update = (patch: Partial<MarketplaceFilters>) => navigate({ ...filters, ...patch }, 1, view);
  const clear = () => navigate({ ...readFilters(new URLSearchParams()), sort: filters.sort }, 1, view);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-slate-600">{t('browse_description')}</p>
        </div>
        <div className="w-full lg:max-w-md">
          <MarketplaceSearch search={filters.search} onSearch={(search) => update({ search })} />
        </div>
      </header>

      <section aria-label="Filters" className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-end">
        <CategorySelect value={filters.category} onChange={(category) => update({ category })} />
        <PriceRangeInputs priceMin={filters.priceMin} priceMax={filters.priceMax} onApply={update} />
        <div className="flex flex-wrap items-center gap-3 sm:ml-auto">
          <SortSelect sort={filters.sort} onSort={(sort) => update({ sort })} />
          <div role="group" aria-label="View" className="flex rounded-lg border border-slate-300 p-0.5">
            <ViewButton label="Grid view" pressed={view === 'grid'} onPress={() => navigate(filters, page, 'grid')} icon={LayoutGrid} />
            <ViewButton label="List view" pressed={view === 'list'} onPress={() => navigate(filters, page, 'list')} icon={List} />
          </div>
        </div>
        {hasActiveFilters(filters) && (
          <Button variant="ghost" size="sm" onClick={clear}>
            Clear all filters
          </Button>
        )}
      </section>

      <Results filters={filters} page={page} view={view} onPage={(next) => navigate(filters, next, view)} onClear={clear} />
    </div>
  );
}

function ViewButton({ label, pressed, onPress, icon: Icon }: { label: string; pressed: boolean; onPress: () => void; icon: typeof List }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onPress}
      className={cn(
        'flex h-9 w-9 items-center justify-center rounded-md focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none',
        pressed ? 'bg-primary-600 text-white' : 'text-slate-600 hover:bg-slate-100',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}

interface ResultsProps {
  filters: MarketplaceFilters;
  page: number;
  view: View;
  onPage: (page: number) => void;
  onClear: () => void;
}

function Results({ filters, page, view, onPage, onClear }: ResultsProps) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useDatasetPage(filters, page, BROWSE_PAGE_SIZE);
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading datasets..." />
      </div>
    );
  }
  if (isError) return <div className="mt-6"><LoadError title="Datasets could not be loaded." error={error} onRetry={() => void refetch()} /></div>;

  const pages = pageCount(data);
  if (data.items.length === 0) {
    return (
      <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <h2 className="text-lg font-semibold text-slate-900">No datasets found</h2>
        <p className="mt-1 text-sm text-slate-600">Try a different search or fewer filters.</p>
        <Button variant="outline" className="mt-6" onClick={onClear}>
          Clear all filters
        </Button>
      </div>
    );
  }
  const first = (data.page - 1) * data.pageSize + 1;
  return (
    <section aria-label="Datasets" className="mt-6">
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        Showing {formatNumber(first)}–{formatNumber(first + data.items.length - 1)} of {formatTotal(data)} datasets
      </p>
      <ul aria-busy={isPlaceholderData} className={cn('grid grid-cols-1 gap-5 transition-opacity', view === 'grid' && 'md:grid-cols-2 xl:grid-cols-3', isPlaceholderData && 'opacity-60')}>
        {data.items.map((dataset) => (
          <li key={dataset.id} className="flex min-w-0">
            {view === 'grid' ? <DatasetCard dataset={dataset} /> : <DatasetRow dataset={dataset} />}
          </li>
        ))}
      </ul>
      <Pager page={data.page} pages={pages} label="Dataset pages" onPage={onPage} />
    </section>
  );
}

/** The list view: one compact row per dataset. */
function DatasetRow({ dataset }: { dataset: Dataset }) {
  const href = `/dataset/${dataset.slug}`;
  return (
    <article className="flex w-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:flex-row md:items-center">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-primary-700">{dataset.category.name}</p>
        <h3 className="mt-1 font-semibold text-slate-900">
          <Link to={href} className="hover:text-primary-700 focus-visible:underline focus-visible:outline-none">
            {dataset.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-500">by {dataset.provider.name}</p>
        <p className="mt-2 line-clamp-2 text-sm text-slate-600">{dataset.description}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <StarRating rating={dataset.rating} />
            <span className="font-medium text-slate-900">{dataset.rating.toFixed(1)}</span>
          </span>
          <span>{countOf(dataset.recordCount, 'record', 'records', formatCompact)}</span>
          <span>{dataset.updateFrequency}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 md:w-48">
        <PriceTag priceCents={dataset.priceCents} originalPriceCents={dataset.originalPriceCents} />
        <AddToCartButton dataset={dataset} />
        <Link to={href} className={buttonClasses('outline')} aria-label={`View details of ${dataset.title}`}>
          View Details
        </Link>
      </div>
    </article>
  );
}
