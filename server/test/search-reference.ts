// What a listing must show, by brute force: every searchable dataset checked against the query's words and filters
// (no index, no plan), in the listing's order. The search tests compare the real listing with it.
import { sql } from 'drizzle-orm';
import type { DatasetQuery } from '../../common/catalog';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { allOf, filterConditions, listingFilters } from '../modules/catalog/search/listing-filters';
import { sortKeys } from '../modules/catalog/search/sort-orders';
import { compileSearch, tsquery } from '../modules/catalog/search/text-query';
import type { VocabularySource } from '../modules/catalog/search/vocabulary';

/** Every match of `q` in its order (relevance: strong-word matches first), as dataset ids. */
export async function bruteForceListing(db: Db, vocabulary: VocabularySource, q: DatasetQuery): Promise<string[]> {
  const filters = listingFilters(q);
  const text = q.search ? await compileSearch(vocabulary, q.search, filters) : null;
  if (text === 'nothing') return [];
  const words = text ? tsquery(text.clauses) : null;
  const tiers = words && q.sort === 'popular' ? sql`ts_match_vq(strong, ${words}::tsquery) desc, ` : sql``;
  const result = await db.execute(sql`
    select dataset_id::text as id from dataset_search
    where ${allOf([...filterConditions(filters), ...(words ? [sql`ts_match_vq(doc, ${words}::tsquery)`] : [])])}
    order by ${tiers}${sortKeys(q.sort)}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}
