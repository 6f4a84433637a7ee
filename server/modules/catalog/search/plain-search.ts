// The plain design (SEARCH_DESIGN=plain), kept as the comparison bench/search.ts measures the memory design against,
// and as the design that holds nothing in memory: PostgreSQL's full text search with its GIN index and the sort
// indexes, left to PostgreSQL's own planner. A page is one statement (relevance order: strong-word matches first)
// with its total counted up to just past the cap; facets are facets.ts's, counted on the base read whole, or on a
// TABLESAMPLE of it. Answers are the memory design's (search-generators.test.ts compares both with brute force).
import { sql } from 'drizzle-orm';
import type { DatasetList, DatasetQuery } from '../../../../common/catalog';
import { allOf, filterConditions, listingFilters, priceConditions } from './listing-filters';
import { answer, countRows, exact, pageWithCount, type ListingDeps } from './listing-page';
import { sortKeys } from './sort-orders';
import { compileSearch, tsquery } from './text-query';
import { MAX_SEARCH_RESULTS } from './tuning';

export async function plainListDatasets({ db, vocabulary }: ListingDeps, query: DatasetQuery): Promise<DatasetList> {
  const filters = listingFilters(query);
  const text = query.search ? await compileSearch(vocabulary, query.search, filters) : null;
  if (text === 'nothing') return answer(query, [], false, exact(0));
  if (!text) return pageWithCount(db, allOf(filterConditions(filters)), sortKeys(query.sort), query);
  const where = allOf([sql`s.doc @@ ${tsquery([...text.clauses, ...text.filters])}::tsquery`, ...priceConditions(filters)]);
  // A search lists at most MAX_SEARCH_RESULTS matches: a page past them is empty.
  if ((query.page - 1) * query.limit >= MAX_SEARCH_RESULTS) return answer(query, [], false, exact(await countRows(db, where)));
  const strongFirst = query.sort === 'popular' ? sql`ts_match_vq(s.strong, ${tsquery(text.clauses)}::tsquery) desc, ` : sql``;
  return pageWithCount(db, where, sql`${strongFirst}${sortKeys(query.sort)}`, query);
}
