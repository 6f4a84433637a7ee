// The memory design, beside the planned one so that bench/search.ts measures both in the same run (SEARCH_DESIGN=memory
// on a server): every searchable dataset held in each process as an inverted index, kept current row by row
// (live-index.ts), so that a search's matches, their exact count and their facet counts are operations on bitsets in
// memory; PostgreSQL is asked only for the words' stems (the vocabulary) and the page's cards. Browsing (no words)
// reads the database as the planned design does. Facets are datasetFacets' own: it counts on an exact index.
import type { DatasetList, DatasetQuery } from '../../../../common/catalog';
import { cardsOf } from '../dataset-cards';
import { listingFilters } from './listing-filters';
import { answer, exact, listCompiled, type ListingDeps } from './list-datasets';
import type { LiveIndexSource } from './live-index';
import { compileSearch } from './text-query';
import { MAX_SEARCH_RESULTS } from './tuning';

export interface MemoryDeps extends ListingDeps { index: LiveIndexSource }

export async function memoryListDatasets(deps: MemoryDeps, query: DatasetQuery): Promise<DatasetList> {
  const filters = listingFilters(query);
  const text = query.search ? await compileSearch(deps.vocabulary, query.search, filters) : null;
  if (!text || text === 'nothing') return listCompiled(deps, query, filters, text);
  const index = await deps.index.get();
  // As the planned design lists them: up to the (MAX_SEARCH_RESULTS + 1)th match, and nothing from a page past it.
  const offset = (query.page - 1) * query.limit;
  const listed = Math.min(offset + query.limit, MAX_SEARCH_RESULTS + 1);
  const found = index.list({
    all: [...text.clauses, ...text.filters], priceMinCents: filters.priceMinCents, priceMaxCents: filters.priceMaxCents,
    sort: query.sort, strongFirst: query.sort === 'popular' ? text.clauses : undefined,
    from: offset, to: offset >= MAX_SEARCH_RESULTS ? offset : listed,
  });
  const hasMore = Math.min(found.count, MAX_SEARCH_RESULTS + 1) > offset + query.limit;
  return answer(query, await cardsOf(deps.db, found.ids), hasMore, exact(found.count));
}
