// The listing's sort orders over dataset_search, each ending in the dataset id so pages never repeat or skip a row.
// Each is the order of one index of migration 0009 (price-high walks the price index backwards), alone and after
// category_id or provider_id: ORDER BY these keys after an equality on that prefix reads the index in order.
import { sql, type SQL } from 'drizzle-orm';
import type { DatasetQuery } from '../../../../common/catalog';

export type DatasetSort = DatasetQuery['sort'];

const KEYS: Record<DatasetSort, string> = {
  popular: 'featured desc, rating desc, total_downloads desc, dataset_id',
  'price-low': 'price_cents, dataset_id',
  'price-high': 'price_cents desc, dataset_id desc',
  rating: 'rating desc, total_reviews desc, dataset_id',
  downloads: 'total_downloads desc, dataset_id',
};

/** The ORDER BY list on dataset_search's unqualified columns (a fixed text: no user input). */
export const sortKeys = (sort: DatasetSort): SQL => sql.raw(KEYS[sort]);

/** The same order on the `s.`-qualified columns, for a statement that joins the datasets table too. */
export const qualifiedSortKeys = (sort: DatasetSort, alias: string): SQL =>
  sql.raw(KEYS[sort].split(', ').map((key) => `${alias}.${key}`).join(', '));
