// The first `need` matches of a search in a sort order, found one of two ways, whichever the stems' and filter
// terms' document counts say is cheaper:
// - walk: read the index of that sort order (after category_id or provider_id when the listing has one) entry by
//   entry, check the filters on the entry itself (the index carries every filter column), fetch the document only
//   of entries that pass, and stop at the `need`th match. Cheap when the words are common.
// - collect: one GIN lookup of the rarer words and filter terms gives every candidate row; the rest of the query is
//   checked on those rows; the matches are sorted. Cheap when something in the query is rare, and exact in count.
// A walk has a budget of index entries; a walk that spends it (words and filters rarer together than apart) hands
// over to collect, so no search reads more than its budget plus its collect.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { allOf, filterConditions, PRICE_BOUND_SHARE, priceConditions, type FilterName, type ListingFilters } from './listing-filters';
import { sortKeys, type DatasetSort } from './sort-orders';
import { documentCount, tsquery, type Field, type Match, type TextQuery } from './text-query';

/** Which rows a tier of results draws from: one document's matches, optionally minus the strong document's. */
export interface Source {
  field: Field;
  /** Leave out what the strong words already match (the second tier of relevance order). */
  excludeStrong?: boolean;
}

export interface MatchRequest {
  query: TextQuery;
  filters: ListingFilters;
  source: Source;
  sort: DatasetSort;
  need: number;
}

/**
 * Exact when every match was seen; otherwise an estimate from the share of walked entries that matched. A walk over
 * a price range does not know how many entries its range holds: its estimate is for a range holding the whole
 * domain, to be scaled by the range's share.
 */
export type MatchCount = { exact: number } | { estimate: number } | { estimateForWholeRange: number };

export interface Matches {
  ids: string[];
  count: MatchCount;
  /** How they were found (tests and benchmarks read it). */
  method: 'walk' | 'collect' | 'walk, then collect';
}

// Costs in microseconds on PostgreSQL 15 at 100,000 datasets: an index entry walked (index-only), a document fetched
// and checked for an entry that passed the filters, a GIN posting merged, a candidate row read from a bitmap.
const ENTRY = 0.5;
const FETCH = 4;
/** The strong words checked on an index entry that carries them. */
const CHECK = 0.3;
const POSTING = 0.03;
const CANDIDATE = 2.5;
/**
 * Words of one search tend to occur together ("business" and "data"), so their matches are more than independent
 * shares predict: a walk then ends sooner than planned, a collect reads more. Collecting is chosen only when it is
 * this much cheaper.
 */
const WALK_PREFERENCE = 2;
/** A walk may read this many times the entries it expects to before handing over (more when collecting costs more). */
const BUDGET_FACTOR = 2;
const MIN_BUDGET = 1000;
/** After a walk ran out, a part in at least this share of the documents is still only checked. */
const NEARLY_ALL = 0.9;
const MAX_BUDGET_SHARE = 0.25;

interface Domain {
  /** The rows a walk reads: all, or one category's or provider's (its indexes start with that column). */
  condition: SQL;
  size: number;
  omit: FilterName[];
}

function domainOf(req: Pick<MatchRequest, 'query' | 'filters'>): Domain {
  const { filters, query } = req;
  const count = (term: string) => query.terms.get(term)?.docCount ?? 0;
  if (filters.category) return { condition: filterConditions({ category: filters.category })[0]!, size: count(`category=${filters.category}`), omit: ['category'] };
  if (filters.provider) return { condition: filterConditions({ provider: filters.provider })[0]!, size: count(`provider=${filters.provider}`), omit: ['provider'] };
  return { condition: sql`true`, size: query.total, omit: [] };
}

export interface MatchPlan { method: 'walk' | 'collect'; budget: number; walkCost: number; collectCost: number }

/** Walk or collect, from the documents' counts of every word and filter term (shares taken as independent). */
export function planMatches(req: MatchRequest): MatchPlan {
  const total = Math.max(1, req.query.total);
  const field = req.source.field;
  const share = (m: Match) => Math.min(1, documentCount(m, field, total) / total);
  const textShare = req.query.clauses.reduce((p, c) => p * share(c), 1);
  const domain = domainOf(req);
  const prefix = domain.omit.length ? 1 : 0;
  const priceShare = PRICE_BOUND_SHARE ** priceConditions(req.filters).length;
  const filterShare = req.query.filters.slice(prefix).reduce((p, f) => p * share(f), priceShare);
  // Walk: entries until `need` entries pass both; a fetch for each entry passing the filters.
  const entries = Math.min(domain.size, req.need / Math.max(textShare * filterShare, 1e-9));
  const perEntry = ENTRY + (checkedOnIndex(req) ? CHECK : filterShare * FETCH);
  const walkCost = entries * perEntry;
  // Collect: the indexed parts' postings, then their candidates (all of them must match) read and checked.
  const indexed = indexedParts(req.query, field);
  const candidates = total * indexed.reduce((p, m) => p * share(m), 1);
  const collectCost = indexed.reduce((sum, m) => sum + documentCount(m, field, total) * POSTING, 0) + candidates * CANDIDATE;
  if (walkCost > collectCost * WALK_PREFERENCE) return { method: 'collect', budget: 0, walkCost, collectCost };
  // A walk may spend what collecting would cost (a failed walk then costs at most twice the better choice), and
  // more than it expects to need, in case its entries match less often early in the order than on average.
  // Never most of the domain: PostgreSQL plans the walk for its whole budget and would sort the table instead.
  const budget = Math.min(Math.max(MIN_BUDGET, domain.size * MAX_BUDGET_SHARE), Math.max(MIN_BUDGET, entries * BUDGET_FACTOR, collectCost / perEntry));
  return { method: 'walk', budget: Math.ceil(budget), walkCost, collectCost };
}

/**
 * The parts of a query (words and filter terms) that collecting looks up in the GIN index; the rest are checked on the
 * rows found. Planned: from the rarest up, a part is looked up when merging its postings costs less than checking the
 * rows it would rule out, taking the parts as independent ("leads", in every document, never is; a second rare word
 * always is). After a walk ran out of budget the parts are known to be rarer together than that: every part is looked
 * up but those nearly every document has.
 */
function indexedParts(query: TextQuery, field: Field, afterWalk = false): Match[] {
  const total = Math.max(1, query.total);
  const parts = [...query.clauses, ...query.filters]
    .map((match) => ({ match, count: documentCount(match, field, total) }))
    .sort((a, b) => a.count - b.count);
  if (afterWalk) {
    const looked = parts.filter((p, i) => i === 0 || leastCount(p.match, field) < total * NEARLY_ALL);
    return looked.map((p) => p.match);
  }
  const looked = [parts[0]!.match];
  let candidates = parts[0]!.count;
  for (const { match, count } of parts.slice(1)) {
    const ruledOut = candidates * (1 - Math.min(1, count / total));
    if (count * POSTING < ruledOut * CANDIDATE) {
      looked.push(match);
      candidates -= ruledOut;
    }
  }
  return looked;
}

/** How many documents a match has at least, as far as the counts tell (an "any of" has at least its commonest). */
function leastCount(m: Match, field: Field): number {
  if ('stem' in m) return field === 'doc' ? m.stem.docCount : m.stem.strongCount;
  if ('any' in m) return Math.max(...m.any.map((p) => leastCount(p, field)));
  return 0;
}

export async function findMatches(db: Db, req: MatchRequest): Promise<Matches> {
  const plan = planMatches(req);
  if (plan.method === 'collect') return { ...(await collect(db, req, false)), method: 'collect' };
  const walked = await walk(db, req, plan.budget);
  if (walked) return { ...walked, method: 'walk' };
  return { ...(await collect(db, req, true)), method: 'walk, then collect' };
}

/** The words' check on a row's documents (the filters are checked apart). */
function textCheck(req: MatchRequest, alias: string): SQL {
  const words = tsquery(req.query.clauses);
  const check = sql`ts_match_vq(${sql.raw(`${alias}.${req.source.field}`)}, ${words}::tsquery)`;
  return req.source.excludeStrong ? sql`${check} and not ts_match_vq(${sql.raw(`${alias}.strong`)}, ${words}::tsquery)` : check;
}

/** The relevance indexes carry the strong words: the first relevance tier needs nothing but the index. */
const checkedOnIndex = (req: Pick<MatchRequest, 'source' | 'sort'>) =>
  req.source.field === 'strong' && !req.source.excludeStrong && req.sort === 'popular';

/** The index columns a walk reads: the filter columns every sort index carries. */
const WALKED_COLUMNS = 'dataset_id, category_id, provider_id, price_cents, rating, format_mask, update_frequency, record_count';

/** `null` when the budget ran out before `need` matches (and before the end of the domain). */
async function walk(db: Db, req: MatchRequest, budget: number): Promise<Omit<Matches, 'method'> | null> {
  const domain = domainOf(req);
  // Sorted by price, the price range is where the walk starts and ends in the index, not a check on each entry.
  const byPrice = req.sort === 'price-low' || req.sort === 'price-high';
  const range = byPrice ? [domain.condition, ...priceConditions(req.filters)] : [domain.condition];
  const checks = allOf(filterConditions(byPrice ? { ...req.filters, priceMinCents: undefined, priceMaxCents: undefined } : req.filters, domain.omit));
  // Innermost, an index-only scan bounded by the budget, with the filters checked on its entries. The popularity
  // indexes carry the strong words, so the first relevance tier is checked there too; otherwise the document is
  // fetched (by primary key) only for entries that pass the filters. The entry at the budget comes out even when it
  // does not match, to tell a spent budget from the end of the domain.
  const onIndex = checkedOnIndex(req);
  const entries = sql`select ${sql.raw(WALKED_COLUMNS)}${sql.raw(onIndex ? ', strong' : '')} from dataset_search
    where ${allOf(range)} order by ${sortKeys(req.sort)} limit ${budget}`;
  const result = await db.execute(onIndex
    ? sql`
      select id, walked, hit from (
        select dataset_id::text as id, row_number() over () as walked, ${checks} and ${textCheck(req, 'e')} as hit from (${entries}) e
      ) i
      where hit or walked = ${budget}
      limit ${req.need}`
    : sql`
      select i.dataset_id::text as id, i.walked, i.passes and ${textCheck(req, 's')} as hit
      from (
        select dataset_id, walked, passes from (select dataset_id, row_number() over () as walked, ${checks} as passes from (${entries}) e) w
        where passes or walked = ${budget}
      ) i
      left join lateral (select doc, strong from dataset_search s where s.dataset_id = i.dataset_id) s on true
      where (i.passes and ${textCheck(req, 's')}) or i.walked = ${budget}
      limit ${req.need}`);
  const rows = (result as unknown as { rows: { id: string; hit: boolean; walked: string | number }[] }).rows;
  const ids = rows.filter((r) => r.hit).map((r) => r.id);
  if (ids.length === req.need) {
    const estimate = ids.length * (domain.size / Number(rows[rows.length - 1]!.walked));
    return { ids, count: range.length > 1 ? { estimateForWholeRange: estimate } : { estimate: Math.max(ids.length, Math.round(estimate)) } };
  }
  const spent = rows.some((r) => Number(r.walked) === budget);
  return spent ? null : { ids, count: { exact: ids.length } };
}

/**
 * Every match, from the GIN index, then sorted; counted exactly. The MATERIALIZED step keeps PostgreSQL from walking
 * a sort index over every row instead: collecting is chosen for when the matches are few.
 */
async function collect(db: Db, req: MatchRequest, afterWalk: boolean): Promise<Omit<Matches, 'method'>> {
  const result = await db.execute(sql`
    with matches as materialized (
      select dataset_id, featured, rating, total_downloads, total_reviews, price_cents from dataset_search s
      where ${matchCondition(req, afterWalk)} and ${textCheck(req, 's')}
    )
    select dataset_id::text as id, count(*) over () as total from matches
    order by ${sortKeys(req.sort)} limit ${req.need}`);
  const rows = (result as unknown as { rows: { id: string; total: string | number }[] }).rows;
  return { ids: rows.map((r) => r.id), count: { exact: rows.length === 0 ? 0 : Number(rows[0]!.total) } };
}

/**
 * The GIN lookup of a query's rarer parts, the check of all its words and filter terms on the candidates, and the
 * price range: every condition of a match but the strong-tier exclusion.
 */
export function matchCondition(req: Pick<MatchRequest, 'query' | 'filters' | 'source'>, afterWalk = false): SQL {
  const field = sql.raw(`s.${req.source.field}`);
  const indexed = indexedParts(req.query, req.source.field, afterWalk);
  const all = [...req.query.clauses, ...req.query.filters];
  const checked = indexed.length === all.length ? [] : [sql`ts_match_vq(${field}, ${tsquery(all)}::tsquery)`];
  return allOf([sql`${field} @@ ${tsquery(indexed)}::tsquery`, ...checked, ...priceConditions(req.filters)]);
}
