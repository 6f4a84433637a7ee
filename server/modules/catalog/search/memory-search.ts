// The memory design, beside the planned one so that bench/search.ts measures both in the same run (SEARCH_DESIGN=memory
// on a server): every searchable dataset held in each process as an inverted index (catalog-sample.ts drawn whole, in
// popularity order, with every other sort order beside it), so that a search's matches, their exact count and their
// facet counts are operations on bitsets in memory; PostgreSQL is asked only for the words' stems (the vocabulary) and
// the page's cards. Browsing (no words) reads the database as the planned design does.
//
// The index is drawn again after a catalog change (the change feed): at once for a small catalog, else in the
// background. Until it holds every change announced, the planned design answers from the database, so a change shows
// at once either way; a large catalog's searches are then as fast as the planned design's for the draw's while.
import type { DatasetFacets, DatasetList, DatasetQuery, FacetQuery } from '../../../../common/catalog';
import { cardsOf } from '../dataset-cards';
import { datasetFacets } from './facets';
import { listingFilters } from './listing-filters';
import { answer, exact, listCompiled, type ListingDeps } from './list-datasets';
import { compileSearch } from './text-query';
import { MAX_SEARCH_RESULTS } from './tuning';

export async function memoryListDatasets(deps: ListingDeps, query: DatasetQuery): Promise<DatasetList> {
  const filters = listingFilters(query);
  const text = query.search ? await compileSearch(deps.vocabulary, query.search, filters) : null;
  if (!text || text === 'nothing') return listCompiled(deps, query, filters, text);
  const index = await deps.sample.get();
  if (!deps.sample.holdsEveryChange()) return listCompiled(deps, query, filters, text);
  // As the planned design lists them: up to the (MAX_SEARCH_RESULTS + 1)th match, and nothing from a page past it.
  const offset = (query.page - 1) * query.limit;
  const listed = Math.min(offset + query.limit, MAX_SEARCH_RESULTS + 1);
  const found = index.list({
    all: [...text.clauses, ...text.filters], priceMinCents: filters.priceMinCents, priceMaxCents: filters.priceMaxCents,
    sort: query.sort, strongFirst: query.sort === 'popular' ? text.clauses : undefined,
    from: offset, to: offset >= MAX_SEARCH_RESULTS ? offset : listed,
  });
  if (!found) throw new Error('the memory design needs the whole catalog in memory: catalogSampleSource(db, Infinity)');
  const hasMore = Math.min(found.count, MAX_SEARCH_RESULTS + 1) > offset + query.limit;
  return answer(query, await cardsOf(deps.db, found.ids), hasMore, exact(found.count));
}

/** Facet counts on the index (exact), or, while it does not hold every change, counted in the database. */
export async function memoryDatasetFacets(deps: ListingDeps, query: FacetQuery): Promise<DatasetFacets> {
  await deps.sample.get();
  return datasetFacets(deps.sample.holdsEveryChange() ? deps : { db: deps.db, vocabulary: deps.vocabulary }, query);
}
