// The catalog index's rows in each sort order of the marketplace (sort-orders.ts): their sort keys as columns, a
// comparison of two rows by them, and every row's place in each order.
import { sortColumnNames, sortIsDescending, type DatasetSort } from './sort-orders';

/** Each row's sort keys, by sort-orders.ts's column names (featured as 1 or 0). */
export interface SortKeys {
  dataset_id: string[]; featured: Uint8Array; rating: Float64Array; total_reviews: Int32Array; total_downloads: Int32Array; price_cents: Int32Array;
}

/**
 * A comparison of rows of `a` with rows of `b` (the same index, or two) in `sort`'s order: sort-orders.ts's columns
 * and direction, ties broken by dataset_id as PostgreSQL compares uuids (their lower-case text compares the same).
 */
export function comparing(sort: DatasetSort, a: SortKeys, b: SortKeys): (x: number, y: number) => number {
  const columns = sortColumnNames(sort).map((c) => [a[c as keyof SortKeys], b[c as keyof SortKeys]] as const);
  const sign = sortIsDescending(sort) ? -1 : 1;
  return (x, y) => {
    for (const [ax, by] of columns) {
      if (ax[x]! !== by[y]!) return ax[x]! < by[y]! ? -sign : sign;
    }
    return 0;
  };
}

/**
 * A whole catalog's rows (numbered in popularity order) in every other sort order: `rows` first to last, each row's
 * place in it (`rank`), read backwards for `reversed` (price high to low is price low to high backwards: the same
 * columns, all descending).
 */
export interface SortOrder { rows: Int32Array; rank: Int32Array; reversed: boolean }
export type SortOrders = Record<Exclude<DatasetSort, 'popular'>, SortOrder>;

export function sortOrdersOf(k: SortKeys): SortOrders {
  const ordered = (sort: DatasetSort): SortOrder => {
    const rows = Int32Array.from(k.dataset_id, (_id, i) => i).sort(comparing(sort, k, k));
    const rank = new Int32Array(rows.length);
    rows.forEach((row, i) => { rank[row] = i; });
    return { rows, rank, reversed: false };
  };
  const priceLow = ordered('price-low');
  return { 'price-low': priceLow, 'price-high': { ...priceLow, reversed: true }, rating: ordered('rating'), downloads: ordered('downloads') };
}

/** What a row's sort keys are read from. */
export interface KeyedRow { id: string; featured: boolean; rating: number; total_reviews: number; total_downloads: number; price_cents: number }

/** The rows' sort keys as they are read. */
export class KeyColumns {
  private readonly c = { dataset_id: [] as string[], featured: [] as number[], rating: [] as number[], total_reviews: [] as number[], total_downloads: [] as number[], price_cents: [] as number[] };

  add(row: KeyedRow): void {
    const { c } = this;
    c.dataset_id.push(row.id);
    c.featured.push(row.featured ? 1 : 0);
    c.rating.push(row.rating);
    c.total_reviews.push(row.total_reviews);
    c.total_downloads.push(row.total_downloads);
    c.price_cents.push(row.price_cents);
  }

  keys(): SortKeys {
    const { c } = this;
    return {
      dataset_id: c.dataset_id, featured: Uint8Array.from(c.featured), rating: Float64Array.from(c.rating),
      total_reviews: Int32Array.from(c.total_reviews), total_downloads: Int32Array.from(c.total_downloads), price_cents: Int32Array.from(c.price_cents),
    };
  }
}
