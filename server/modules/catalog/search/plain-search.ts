// The plain design, beside the planned one so that bench/search.ts measures both in the same run (SEARCH_DESIGN=plain
// on a server): PostgreSQL's full text search with its GIN index and the sort indexes, left to PostgreSQL's own
// planner. A search's page is one statement (relevance order: strong-word matches first) with its total counted up to
// just past the cap; facets are counted on the base read whole, or on a TABLESAMPLE of it, without the in-memory
// sample. Answers are the same as the planned design's (search-generators.test.ts compares both with brute force).
import { sql } from 'drizzle-orm';
import type { DatasetFacets, DatasetList, DatasetQuery, FacetQuery } from '../../../../common/catalog';
import { datasetFacets } from './facets';
import { allOf, listingFilters, priceConditions } from './listing-filters';
import { listCompiled, pageWithCount, type ListingDeps } from './list-datasets';
import { sortKeys } from './sort-orders';
import { compileSearch, tsquery } from './text-query';
import { MAX_SEARCH_RESULTS } from './tuning';

export async function plainListDatasets(deps: ListingDeps, query: DatasetQuery): Promise<DatasetList> {
  const filters = listingFilters(query);
  const text = query.search ? await compileSearch(deps.vocabulary, query.search, filters) : null;
  // Browsing, and a word that matches nothing, are answered alike by both designs.
  if (!text || text === 'nothing' || (query.page - 1) * query.limit >= MAX_SEARCH_RESULTS) return listCompiled(deps, query, filters, text);
  const where = allOf([sql`s.doc @@ ${tsquery([...text.clauses, ...text.filters])}::tsquery`, ...priceConditions(filters)]);
  const strongFirst = query.sort === 'popular' ? sql`ts_match_vq(s.strong, ${tsquery(text.clauses)}::tsquery) desc, ` : sql``;
  return pageWithCount(deps.db, where, sql`${strongFirst}${sortKeys(query.sort)}`, query);
}

export function plainDatasetFacets({ db, vocabulary }: ListingDeps, query: FacetQuery): Promise<DatasetFacets> {
  return datasetFacets({ db, vocabulary }, query);
}
