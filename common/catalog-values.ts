// The catalog's fixed value lists, without zod: the marketplace page needs them, not the schemas.
/** Formats the search index knows (SPEC.md's filter list); a dataset lists the ones it is delivered in. */
export const DATA_FORMATS = ['CSV', 'JSON', 'Excel', 'XML', 'API'] as const;
/**
 * What every purchase downloads as (the stored CSV, converted on the way out), so what every dataset lists: the
 * database's default for datasets.data_formats. API joins when a purchase delivers through the data API.
 */
export const DELIVERY_FORMATS = ['CSV', 'JSON', 'Excel', 'XML'] as const;
export const UPDATE_FREQUENCIES = ['Real-time', 'Daily', 'Weekly', 'Monthly', 'Quarterly'] as const;
export const DATASET_SORTS = ['popular', 'price-low', 'price-high', 'rating', 'downloads'] as const;

/** SPEC.md's record-size filter: id -> label and the half-open record_count range [min, max). */
export const RECORD_SIZES = [
  { id: 'lt-1k', label: '< 1K', min: 0, max: 1_000 },
  { id: '1k-10k', label: '1K - 10K', min: 1_000, max: 10_000 },
  { id: '10k-50k', label: '10K - 50K', min: 10_000, max: 50_000 },
  { id: '50k-100k', label: '50K - 100K', min: 50_000, max: 100_000 },
  { id: '100k-plus', label: '100K+', min: 100_000, max: null },
] as const;
export const RECORD_SIZE_IDS = RECORD_SIZES.map((r) => r.id) as [string, ...string[]];

export const DATASET_PAGE_SIZE = 24;
export const PRICE_RANGE_INVERTED = 'The minimum price is above the maximum price: lower the minimum or raise the maximum.';
