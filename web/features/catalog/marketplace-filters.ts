// The marketplace's filters live in the URL query so a view can be shared and survives a reload.
import { DATA_FORMATS, DATASET_SORTS, PRICE_RANGE_INVERTED, RECORD_SIZES, UPDATE_FREQUENCIES } from '../../../common/catalog-values';

export type DatasetSort = (typeof DATASET_SORTS)[number];
export type ListFilterKey = 'format' | 'frequency' | 'records';

export interface MarketplaceFilters {
  search: string;
  category: string;
  provider: string;
  format: string[];
  frequency: string[];
  records: string[];
  rating: number | null;
  priceMin: string;
  priceMax: string;
  sort: DatasetSort;
}

export const LIST_FILTER_VALUES: Record<ListFilterKey, readonly string[]> = {
  format: DATA_FORMATS,
  frequency: UPDATE_FREQUENCIES,
  records: RECORD_SIZES.map((size) => size.id),
};

export const SORT_LABELS: Record<DatasetSort, string> = {
  popular: 'Most Popular',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Highest Rated',
  downloads: 'Most Downloaded',
};

const isSort = (value: string | null): value is DatasetSort => DATASET_SORTS.some((sort) => sort === value);

/** Unknown values in a hand-edited URL are dropped rather than sent on to fail validation. */
function readList(params: URLSearchParams, key: ListFilterKey): string[] {
  const allowed = LIST_FILTER_VALUES[key];
  return (params.get(key) ?? '').split(',').filter((value) => allowed.includes(value));
}

function readPrice(params: URLSearchParams, key: 'priceMin' | 'priceMax'): string {
  const value = params.get(key) ?? '';
  return value !== '' && Number.isFinite(Number(value)) && Number(value) >= 0 ? value : '';
}

export function readFilters(params: URLSearchParams): MarketplaceFilters {
  const rating = Number(params.get('rating'));
  const sort = params.get('sort');
  return {
    search: params.get('search')?.trim() ?? '',
    category: params.get('category') ?? '',
    provider: params.get('provider') ?? '',
    format: readList(params, 'format'),
    frequency: readList(params, 'frequency'),
    records: readList(params, 'records'),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 4 ? rating : null,
    priceMin: readPrice(params, 'priceMin'),
    priceMax: readPrice(params, 'priceMax'),
    sort: isSort(sort) ? sort : 'popular',
  };
}

/** The filters as a query string: empty values and the default sort are left out to keep shared links short. */
export function writeFilters(filters: MarketplaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.provider) params.set('provider', filters.provider);
  for (const key of ['format', 'frequency', 'records'] as const) {
    if (filters[key].length > 0) params.set(key, filters[key].join(','));
  }
  if (filters.rating !== null) params.set('rating', String(filters.rating));
  if (filters.priceMin) params.set('priceMin', filters.priceMin);
  if (filters.priceMax) params.set('priceMax', filters.priceMax);
  if (filters.sort !== 'popular') params.set('sort', filters.sort);
  return params;
}

export function toDatasetSearchParams(filters: MarketplaceFilters, page: number): URLSearchParams {
  const params = writeFilters(filters);
  params.set('sort', filters.sort);
  params.set('page', String(page));
  return params;
}

/** What is wrong with the price range (the server's words), or null: a minimum above the maximum matches nothing. */
export function priceRangeProblem(filters: Pick<MarketplaceFilters, 'priceMin' | 'priceMax'>): string | null {
  return filters.priceMin && filters.priceMax && Number(filters.priceMin) > Number(filters.priceMax) ? PRICE_RANGE_INVERTED : null;
}

export function hasActiveFilters(filters: MarketplaceFilters): boolean {
  return writeFilters({ ...filters, sort: 'popular' }).toString() !== '';
}

/** How many filters are on (a category, each format, frequency and size, a rating, a price bound, a provider). */
export function activeFilterCount(f: MarketplaceFilters): number {
  return [f.category, f.provider, f.rating, f.priceMin, f.priceMax].filter(Boolean).length + f.format.length + f.frequency.length + f.records.length;
}

export function toggleValue(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
