// What both designs' listings share: a listing's total (exact, or the cap and "1,000+": never an estimate, so every
// instance shows the same figure for the same query), the answer's shape, and, for the plain design, one page of
// rows with its capped total in one statement.
import { sql, type SQL } from 'drizzle-orm';
import type { DatasetCard, DatasetList, DatasetQuery } from '../../../../common/catalog';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { pageCards, withPageCards } from '../dataset-cards';
import { LISTING_COUNT_CAP } from './tuning';
import type { VocabularySource } from './vocabulary';

export interface ListingDeps { db: Db; vocabulary: VocabularySource }

type Total = Pick<DatasetList, 'total' | 'totalIsCapped'>;
/** A listing's total of `n` matches: exact up to the cap, else the cap and "1,000+". */
export const exact = (n: number): Total => ({ total: Math.min(n, LISTING_COUNT_CAP), totalIsCapped: n > LISTING_COUNT_CAP });

export function answer(query: DatasetQuery, items: DatasetCard[], hasMore: boolean, total: Total): DatasetList {
  return { items, ...total, hasMore, page: query.page, pageSize: query.limit };
}

/** One page of the rows `where` selects in `order`, and their total up to just past the cap, in one statement. */
export async function pageWithCount(db: Db, where: SQL, order: SQL, query: DatasetQuery): Promise<DatasetList> {
  const offset = (query.page - 1) * query.limit;
  // One row past the page tells whether there is a next one. The capped count is an uncorrelated sub-select:
  // computed once, with the first row.
  const result = await db.execute(withPageCards(sql`
    select dataset_id::text as id, true as hit,
      (select count(*) from (select 1 from dataset_search s where ${where} limit ${LISTING_COUNT_CAP + 1}) c) as total
    from dataset_search s where ${where}
    order by ${order} limit ${query.limit + 1} offset ${offset}`, { skip: 0, take: query.limit }));
  const rows = rowsOf<{ total: string | number; card: DatasetCard | null }>(result);
  const hasMore = rows.length > query.limit;
  // A last page tells the total; a page past the end counts on its own.
  const total = rows.length > 0 && !hasMore ? offset + rows.length
    : rows.length > 0 ? Number(rows[0]!.total) : await countRows(db, where);
  return answer(query, pageCards(rows), hasMore, exact(total));
}

/** How many rows `where` selects, up to just past the cap. */
export async function countRows(db: Db, where: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from dataset_search s where ${where} limit ${LISTING_COUNT_CAP + 1}) c`);
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
}
