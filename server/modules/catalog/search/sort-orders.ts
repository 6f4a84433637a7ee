// The listing's sort orders over dataset_search: columns, the last one the dataset id so pages never repeat or skip a
// row, all in one direction. Each is the order of one index of dataset_search (migration 0029), read forwards or
// backwards, and a row comparison on its columns is a range of that index. The memory design's index keeps the same
// orders (index-orders.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { DatasetQuery } from '../../../../common/catalog';

export type DatasetSort = DatasetQuery['sort'];

interface SortOrder { columns: string[]; descending: boolean }

const ORDERS: Record<DatasetSort, SortOrder> = {
  popular: { columns: ['featured', 'rating', 'total_downloads', 'dataset_id'], descending: true },
  'price-low': { columns: ['price_cents', 'dataset_id'], descending: false },
  'price-high': { columns: ['price_cents', 'dataset_id'], descending: true },
  rating: { columns: ['rating', 'total_reviews', 'dataset_id'], descending: true },
  downloads: { columns: ['total_downloads', 'dataset_id'], descending: true },
};

/** The sort's column names (fixed texts: no user input); the last is dataset_id. */
export const sortColumnNames = (sort: DatasetSort): readonly string[] => ORDERS[sort].columns;

/** Whether every column sorts from high to low. */
export const sortIsDescending = (sort: DatasetSort): boolean => ORDERS[sort].descending;

/** The sort's columns, as a select list or for a row comparison. */
export const sortColumns = (sort: DatasetSort, alias?: string): SQL =>
  sql.raw(ORDERS[sort].columns.map((c) => (alias ? `${alias}.${c}` : c)).join(', '));

/** The ORDER BY list on dataset_search's columns (or those of `alias`). */
export const sortKeys = (sort: DatasetSort, alias?: string): SQL =>
  sql.raw(ORDERS[sort].columns.map((c) => `${alias ? `${alias}.` : ''}${c}${ORDERS[sort].descending ? ' desc' : ''}`).join(', '));

/**
 * Rows strictly after `last` (a row of the sort's columns) in the sort order: the rest of its index. Past the
 * featured datasets, popularity order's first column can only stay false: that is written as an equality, with the
 * row comparison on the other columns: PostgreSQL estimates a row comparison by its first column alone, and would take
 * `featured < false` for no rows at all.
 */
export const after = (sort: DatasetSort, last: Record<string, unknown>): SQL => {
  const { columns, descending } = ORDERS[sort];
  const rest = columns[0] === 'featured' && last.featured === false ? columns.slice(1) : columns;
  const values = rest.map((c) => sql`${last[c]}`);
  const comparison = sql`(${sql.raw(rest.join(', '))}) ${sql.raw(descending ? '<' : '>')} (${sql.join(values, sql`, `)})`;
  return rest === columns ? comparison : sql`featured = false and ${comparison}`;
};
