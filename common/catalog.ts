// The catalog's HTTP contract: query parameters and response shapes shared by the server routes and the web app.
import { z } from 'zod';

export {
  DATA_FORMATS, DATASET_PAGE_SIZE, DATASET_SORTS, RECORD_SIZE_IDS, RECORD_SIZES, UPDATE_FREQUENCIES,
} from './catalog-values';
import { DATA_FORMATS, DATASET_PAGE_SIZE, DATASET_SORTS, PRICE_RANGE_INVERTED, RECORD_SIZE_IDS, UPDATE_FREQUENCIES } from './catalog-values';

const slug = z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,120}$/, 'Unknown value');
/** `a,b,c` in the URL (shareable, short) -> ['a', 'b', 'c']. */
const csvList = <T extends [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v), z.array(z.enum(values)).max(values.length));

/** An inverted range matches nothing: say so rather than answer "no datasets". */
const priceRangeInOrder = (q: { priceMin?: number; priceMax?: number }) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax;

const DatasetFilters = z.object({
  search: z.string().trim().max(200).optional(),
  category: slug.optional(),
  provider: slug.optional(),
  format: csvList([...DATA_FORMATS]).optional(),
  frequency: csvList([...UPDATE_FREQUENCIES]).optional(),
  records: csvList(RECORD_SIZE_IDS).optional(),
  /** At least this many stars (SPEC.md: '4+ Stars' down to '1+ Stars'). */
  rating: z.coerce.number().int().min(1).max(4).optional(),
  /** Whole or decimal dollars, as typed in the filter bar. */
  priceMin: z.coerce.number().min(0).max(1_000_000).optional(),
  priceMax: z.coerce.number().min(0).max(1_000_000).optional(),
  sort: z.enum(DATASET_SORTS).default('popular'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(DATASET_PAGE_SIZE),
});
export const DatasetQuery = DatasetFilters.refine(priceRangeInOrder, { message: PRICE_RANGE_INVERTED, path: ['priceMin'] });
export type DatasetQuery = z.infer<typeof DatasetQuery>;

export const DatasetCard = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.object({ name: z.string(), slug: z.string() }),
  provider: z.object({ name: z.string(), slug: z.string(), verified: z.boolean() }),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  currency: z.string(),
  sizeDescription: z.string(),
  recordCount: z.number().int(),
  updateFrequency: z.string(),
  dataFormats: z.array(z.string()),
  tags: z.array(z.string()),
  featured: z.boolean(),
  rating: z.number(),
  totalReviews: z.number().int(),
  totalDownloads: z.number().int(),
  updatedAt: z.string(),
});
export type DatasetCard = z.infer<typeof DatasetCard>;

/**
 * `total` is exact up to 1,000; above, it is 1,000 with totalIsCapped (shown as "1,000+"). `hasMore`: a next page has
 * items.
 */
export const DatasetList = z.object({
  items: z.array(DatasetCard), total: z.number().int(), totalIsCapped: z.boolean(),
  hasMore: z.boolean(), page: z.number().int(), pageSize: z.number().int(),
});
export type DatasetList = z.infer<typeof DatasetList>;

/** The listing's query without its order and paging: what facet counts are counted for. */
export const FacetQuery = DatasetFilters.omit({ sort: true, page: true, limit: true })
  .refine(priceRangeInOrder, { message: PRICE_RANGE_INVERTED, path: ['priceMin'] });
export type FacetQuery = z.infer<typeof FacetQuery>;

/**
 * How many datasets the current search and filters would list under each category, format and minimum rating, each
 * counted with the other filters applied but its own (so the other choices show what they would give), and `total`
 * with all of them. Exact, or (`exact: false`) estimated from a sample of a large result.
 */
export const DatasetFacets = z.object({
  categories: z.array(z.object({ slug: z.string(), count: z.number().int() })),
  formats: z.array(z.object({ format: z.enum(DATA_FORMATS), count: z.number().int() })),
  ratings: z.array(z.object({ atLeast: z.number().int(), count: z.number().int() })),
  total: z.number().int(),
  exact: z.boolean(),
});
export type DatasetFacets = z.infer<typeof DatasetFacets>;

export const DataColumn = z.object({ name: z.string(), type: z.string(), example: z.string() });

export const DatasetDetail = DatasetCard.extend({
  longDescription: z.string(),
  createdAt: z.string(),
  /** The stored file behind the dataset: its size and data dictionary. */
  file: z.object({ bytes: z.number().int(), rows: z.number().int(), columns: z.array(DataColumn) }).nullable(),
});
export type DatasetDetail = z.infer<typeof DatasetDetail>;

export const Category = z.object({
  id: z.string(), name: z.string(), slug: z.string(), description: z.string(), icon: z.string(), color: z.string(),
  datasetCount: z.number().int(), recordCount: z.number().int(),
});
export type Category = z.infer<typeof Category>;

export const Provider = z.object({
  id: z.string(), name: z.string(), slug: z.string(), description: z.string(), logoUrl: z.string().nullable(),
  website: z.string().nullable(), rating: z.number(), totalReviews: z.number().int(), verified: z.boolean(),
  /** Records across the provider's active datasets. */
  leadsAvailable: z.number().int(),
  /** Specialty category names, in the provider's order. */
  specialties: z.array(z.string()),
});
export type Provider = z.infer<typeof Provider>;

export const CatalogStats = z.object({
  totalDatasets: z.number().int(),
  activeProviders: z.number().int(),
  totalDownloads: z.number().int(),
  /** Records across the active datasets. */
  totalRecords: z.number().int(),
  /** Categories with at least one active dataset. */
  activeCategories: z.number().int(),
  /** Accounts that are neither banned nor deactivated. */
  activeUsers: z.number().int(),
});
export type CatalogStats = z.infer<typeof CatalogStats>;

/** The first rows of a dataset's file with personal fields masked. */
export const DatasetSample = z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.string())) });
export type DatasetSample = z.infer<typeof DatasetSample>;

export const Review = z.object({
  id: z.string(), rating: z.number().int(), title: z.string(), comment: z.string(), authorName: z.string(), createdAt: z.string(),
});
export type Review = z.infer<typeof Review>;

export const ReviewList = z.object({
  items: z.array(Review),
  /** Signed in, bought the dataset in a completed order, and has not reviewed it yet. */
  canReview: z.boolean(),
});

export const NewReview = z.object({
  rating: z.number().int().min(1, 'Please choose a rating from 1 to 5 stars').max(5, 'Please choose a rating from 1 to 5 stars'),
  title: z.string().trim().min(1, 'Please add a title').max(120),
  comment: z.string().trim().min(1, 'Please write a comment').max(2000),
});
export type NewReview = z.infer<typeof NewReview>;
