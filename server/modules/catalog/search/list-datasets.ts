// One marketplace page: the filters and sort over dataset_search, with or without a search, and its total.
//
// Without a search, PostgreSQL walks the index of the sort order (after the category or provider when there is one)
// and stops at the page; the total is counted up to LISTING_COUNT_CAP on an index. With a search, the default order
// is relevance: datasets whose strong words (title and tags) hold every search word come first, then those matching
// anywhere (category, description, provider), each tier most popular first; an explicit sort orders every match by
// its key. Each tier's matches come from findMatches, which reads about as much as the page asked for. A search's
// total is exact (read whole, or counted through the GIN index up to just past the cap) or "1,000+": never an
// estimate, so every instance shows the same figure for the same query (an estimate from a walk or a sample strayed
// by 4-8x on the Zipf-law catalogs, search-generators.test.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { DatasetCard, DatasetList, DatasetQuery } from '../../../../common/catalog';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { pageCards, withPageCards } from '../dataset-cards';
import { allOf, filterConditions, listingFilters, priceConditions, type ListingFilters } from './listing-filters';
import type { CatalogSampleSource } from './catalog-sample';
import { countRequest, findMatches, sampledMatches, SECOND_TIER, type Source } from './match-finder';
import type { PriceShares } from './price-share';
import type { VocabularySource } from './vocabulary';
import { sortKeys } from './sort-orders';
import { compileSearch, type TextQuery } from './text-query';
import { LISTING_COUNT_CAP, MAX_SEARCH_RESULTS } from './tuning';

const RELEVANCE_TIERS: Source[] = [{ field: 'strong' }, SECOND_TIER];
const ANY_MATCH: Source[] = [{ field: 'doc' }];

export interface ListingDeps { db: Db; vocabulary: VocabularySource; prices: PriceShares; sample: CatalogSampleSource }

export async function listDatasets(deps: ListingDeps, query: DatasetQuery): Promise<DatasetList> {
  const filters = listingFilters(query);
  const text = query.search ? await compileSearch(deps.vocabulary, query.search, filters) : null;
  return listCompiled(deps, query, filters, text);
}

/** The listing of a search already compiled (`null`: no searchable word, a browse). */
export async function listCompiled(deps: ListingDeps, query: DatasetQuery, filters: ListingFilters, text: TextQuery | null | 'nothing'):
  Promise<DatasetList> {
  if (text === 'nothing') return answer(query, [], false, exact(0));
  if (!text) return browse(deps.db, filters, query);
  return search(deps, text, filters, query);
}

type Total = Pick<DatasetList, 'total' | 'totalIsCapped'>;
/** A listing's total of `n` matches: exact up to the cap, else the cap and "1,000+". */
export const exact = (n: number): Total => ({ total: Math.min(n, LISTING_COUNT_CAP), totalIsCapped: n > LISTING_COUNT_CAP });

export function answer(query: DatasetQuery, items: DatasetCard[], hasMore: boolean, total: Total): DatasetList {
  return { items, ...total, hasMore, page: query.page, pageSize: query.limit };
}

function browse(db: Db, filters: ListingFilters, query: DatasetQuery): Promise<DatasetList> {
  return pageWithCount(db, allOf(filterConditions(filters)), sortKeys(query.sort), query);
}

/**
 * One page of the rows `where` selects in `order`, and their total up to just past the cap, in one statement: how a
 * listing reads without words, and how the plain design (plain-search.ts) reads with them.
 */
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

async function countRows(db: Db, where: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from dataset_search s where ${where} limit ${LISTING_COUNT_CAP + 1}) c`);
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
}

async function search(deps: ListingDeps, text: TextQuery, filters: ListingFilters, query: DatasetQuery): Promise<DatasetList> {
  const offset = (query.page - 1) * query.limit;
  if (offset >= MAX_SEARCH_RESULTS) return answer(query, [], false, exact(await countMatches(deps, text, filters)));
  // One match past the page tells whether there is a next one.
  const need = Math.min(offset + query.limit, MAX_SEARCH_RESULTS) + 1;
  const ids: string[] = [];
  const cards: DatasetCard[] = [];
  // The sample answers "1,000+" without a count when it holds more matches than the cap (sampleHoldsMoreThanCap).
  const sampled = await deps.sample.get();
  const countedAfter = { uncountedFrom: (LISTING_COUNT_CAP * sampled.total) / Math.max(1, sampled.rows) };
  const priceShare = priceConditions(filters).length > 0
    ? await deps.prices.priceShare({ minCents: filters.priceMinCents, maxCents: filters.priceMaxCents }) ?? undefined : undefined;
  // The tiers' matches: seen, and counted in all when every tier was (read to its end, or collected).
  let seen = 0;
  let countedMatches = 0;
  let counted = true;
  const tiers = query.sort === 'popular' ? RELEVANCE_TIERS : ANY_MATCH;
  for (const [tier, source] of tiers.entries()) {
    // This tier's part of the page: its hits after those of earlier tiers.
    const page = { skip: Math.max(0, offset - ids.length), take: Math.max(0, offset + query.limit - Math.max(offset, ids.length)) };
    const restFollows = tier < tiers.length - 1;
    const found = await findMatches(deps, { query: text, filters, source, sort: query.sort, need: need - ids.length, page, countedAfter, priceShare, restFollows });
    ids.push(...found.ids);
    cards.push(...found.cards);
    seen += found.ids.length;
    // A tier left unread (the page full before it) is not counted.
    counted &&= found.count !== null && (ids.length < need || tier === tiers.length - 1 || found.allTiers === true);
    countedMatches += found.count ?? 0;
    if (ids.length >= need || found.allTiers) break;
  }
  const hasMore = ids.length > offset + query.limit;
  // Fewer than needed: every tier ran out, so every match was seen.
  if (ids.length < need) return answer(query, cards, hasMore, exact(seen));
  if (counted) return answer(query, cards, hasMore, exact(countedMatches));
  if (await sampleHoldsMoreThanCap(deps.sample, text, filters)) return answer(query, cards, hasMore, exact(LISTING_COUNT_CAP + 1));
  return answer(query, cards, hasMore, exact(await countMatches(deps, text, filters, priceShare)));
}

/**
 * Whether the catalog's sample alone holds more matches than the cap: its rows are real datasets, so the total is then
 * "1,000+" for certain (as of the sample's drawing), without the count, which merges every part's GIN postings and
 * was over half of a typo search's time at 100,000 datasets. At 100,000 the sample holds two thirds of the catalog;
 * at 1,000,000 a sixteenth, so it answers for the common words, whose counts cost the most.
 */
async function sampleHoldsMoreThanCap(source: CatalogSampleSource, text: TextQuery, filters: ListingFilters): Promise<boolean> {
  const sampled = await sampledMatches(source, { query: text, filters, source: { field: 'doc' } });
  return (sampled?.hits ?? 0) > LISTING_COUNT_CAP;
}

/**
 * How many datasets match, up to just past the cap, found as a page's matches are (countRequest): walked along a sort
 * index or collected through the GIN index, whichever the plan finds cheaper for the cap + 1 matches. (Counting
 * through the GIN index alone read a whole category's rows at random to count a common word under a price floor:
 * 0.5-0.7 s at 1,000,000 datasets.)
 */
async function countMatches(deps: ListingDeps, text: TextQuery, filters: ListingFilters, priceShare?: number): Promise<number> {
  const found = await findMatches(deps, countRequest(text, filters, priceShare));
  return found.count ?? found.ids.length;
}
