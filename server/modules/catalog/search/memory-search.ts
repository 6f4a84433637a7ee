// The memory design (SEARCH_DESIGN=memory, the default): every searchable dataset held in each process as an inverted
// index, kept current row by row
// (live-index.ts), so that a search's matches, their exact count and their facet counts are operations on bitsets in
// memory; PostgreSQL is asked only for the words' stems (the vocabulary) and the page's cards, read in the statement
// that checks the index holds every write (live-index.ts's listAndRead). Browsing (no words) is the same with the
// filters' terms alone. Facets are facets.ts's, counted on the same index.
import type { DatasetList, DatasetQuery } from '../../../../common/catalog';
import { cardsOf } from '../dataset-cards';
import { listingFilters } from './listing-filters';
import { answer, exact, type ListingDeps } from './listing-page';
import type { LiveIndexSource } from './live-index';
import { compileSearch, filterTermMatches } from './text-query';
import { LISTING_COUNT_CAP, MAX_SEARCH_RESULTS } from './tuning';

export interface MemoryDeps extends ListingDeps { index: LiveIndexSource }

export async function memoryListDatasets(deps: MemoryDeps, query: DatasetQuery): Promise<DatasetList> {
  const filters = listingFilters(query);
  const text = query.search ? await compileSearch(deps.vocabulary, query.search, filters) : null;
  if (text === 'nothing') return answer(query, [], false, exact(0));
  const offset = (query.page - 1) * query.limit;
  // A search lists up to the (MAX_SEARCH_RESULTS + 1)th match, and nothing from a page past it; a browse every page.
  const listedUpTo = text ? MAX_SEARCH_RESULTS + 1 : Infinity;
  const to = offset >= listedUpTo - 1 ? offset : Math.min(offset + query.limit, listedUpTo);
  const { listed: found, read: cards } = await deps.index.listAndRead((index) => index.list({
    all: text ? [...text.clauses, ...text.filters] : filterTermMatches(filters),
    priceMinCents: filters.priceMinCents, priceMaxCents: filters.priceMaxCents,
    sort: query.sort, strongFirst: text && query.sort === 'popular' ? text.clauses : undefined,
    from: offset, to,
    // Enough to tell the total (exact or "1,000+") and whether a page follows.
    countUpTo: Math.max(LISTING_COUNT_CAP, to) + 1,
  }), (listing) => cardsOf(listing.ids));
  const hasMore = Math.min(found.count, listedUpTo) > offset + query.limit;
  return answer(query, cards, hasMore, exact(found.count));
}
