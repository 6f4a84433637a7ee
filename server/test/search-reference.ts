// What a listing must show, by brute force: every searchable dataset checked against the query's words and filters
// (no index, no plan), in the listing's order. The search tests compare the real listing with it.
import { sql, type SQL } from 'drizzle-orm';
import { DATA_FORMATS, type DatasetFacets, type DatasetQuery, type FacetQuery } from '../../common/catalog';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { allOf, filterConditions, formatMaskOf, listingFilters } from '../modules/catalog/search/listing-filters';
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

/**
 * A search's facet counts (DatasetFacets) by brute force: each facet counted by its own statement over the datasets
 * matching the search and every filter but that facet's own.
 */
export async function bruteForceFacets(db: Db, vocabulary: VocabularySource, q: FacetQuery & { search: string }): Promise<DatasetFacets> {
  const filters = listingFilters({ ...q, sort: 'popular', page: 1, limit: 1 });
  const text = await compileSearch(vocabulary, q.search, filters);
  if (!text || text === 'nothing') throw new Error(`${q.search}: no searchable word`);
  const base = allOf([...filterConditions({ ...filters, category: undefined, formats: undefined, minRating: undefined }), sql`ts_match_vq(doc, ${tsquery(text.clauses)}::tsquery)`]);
  const [inCategory, withFormat, withRating] = [filterConditions({ category: filters.category }), filterConditions({ formats: filters.formats }), filterConditions({ minRating: filters.minRating })];
  const count = async (...conditions: SQL[][]) => Number(rowsOf<{ n: number }>(await db.execute(sql`
    select count(*)::int as n from dataset_search where ${allOf([base, ...conditions.flat()])}`))[0]!.n);
  const categories = rowsOf<{ slug: string; count: number }>(await db.execute(sql`
    select c.slug, count(*) filter (where ${allOf([...withFormat, ...withRating])})::int as count
    from dataset_search s join categories c on c.id = s.category_id where ${base} group by c.slug order by c.slug`));
  const formats = [];
  for (const format of DATA_FORMATS) formats.push({ format, count: await count(inCategory, withRating, [sql`(format_mask & ${formatMaskOf([format])}) <> 0`]) });
  const ratings = [];
  for (const atLeast of [1, 2, 3, 4]) ratings.push({ atLeast, count: await count(inCategory, withFormat, [sql`rating >= ${atLeast}`]) });
  return { categories, formats, ratings, total: await count(inCategory, withFormat, withRating), exact: true };
}
