// The data API's contract (/api/v1): queries and answers. Every list is `{ data, next_cursor }`; pass next_cursor back
// as `cursor` for the next page until it is null. Cursors are opaque: their content may change between releases.
import { z } from 'zod';
import { DATASET_SORTS } from './catalog-values';
import { DatasetCard } from './catalog';

const cursor = z.string().max(500).optional();
const limit = z.coerce.number().int().min(1).max(100).default(50);

export const V1CatalogQuery = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,120}$/, 'Unknown value').optional(),
  /** Dollars. */
  price_min: z.coerce.number().min(0).max(1_000_000).optional(),
  price_max: z.coerce.number().min(0).max(1_000_000).optional(),
  sort: z.enum(DATASET_SORTS).default('popular'),
  limit,
  cursor,
});
export type V1CatalogQuery = z.infer<typeof V1CatalogQuery>;

export const V1CatalogPage = z.object({ data: z.array(DatasetCard), next_cursor: z.string().nullable() });

export const V1PageQuery = z.object({ limit, cursor });

export const V1OwnedDataset = z.object({
  grant_id: z.string(),
  source: z.enum(['purchase', 'plan']),
  dataset: z.object({ id: z.string(), slug: z.string(), title: z.string(), data_formats: z.array(z.string()) }),
  rows: z.number().int().nullable(),
  granted_at: z.string(),
  expires_at: z.string(),
});
export const V1OwnedPage = z.object({ data: z.array(V1OwnedDataset), next_cursor: z.string().nullable() });
