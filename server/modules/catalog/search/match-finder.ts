// The first `need` matches of a search in a sort order, found one of two ways, whichever the stems' and filter
// terms' document counts say is cheaper:
// - walk: read the index of that sort order (after category_id or provider_id when the listing has one, else after
//   update_frequency when it filters by frequency) entry by entry; check the filters, and the strong words or the
//   document's signature, on the entry itself; fetch the document only of the few entries that pass; stop at the
//   `need`th match. Cheap when the words are common.
// - collect: one GIN lookup of the rarer words and filter terms gives every candidate row; the rest of the query is
//   checked on those rows; the matches are sorted. Cheap when something in the query is rare, and exact in count.
// A walk goes in stretches, each resuming where the last stopped, while it costs less than collecting would; one that
// gets that far (words and filters rarer together than apart) hands over to collect. The counts take the parts as
// independent; the catalog's sample (catalog-sample.ts) tells how many matches there really are, before a walk planned
// long and when a walk finds far fewer than predicted, and the plan follows it.
import { sql, type SQL } from 'drizzle-orm';
import { UPDATE_FREQUENCIES, type DatasetCard } from '../../../../common/catalog';
import type { Db } from '../../../db/client';
import { planEachRun } from '../../../db/reused-plans';
import { rowsOf } from '../../../db/rows';
import { pageCards, withPageCards, type PageWindow } from '../dataset-cards';
import { allOf, filterConditions, filterTerms, priceConditions, type FilterName, type ListingFilters } from './listing-filters';
import { after, sortColumnNames, sortColumns, sortKeys, type DatasetSort } from './sort-orders';
import type { CatalogSampleSource } from './catalog-sample';
import { SIGNATURE_TYPE, signatureOf } from './signature';
import { documentCount, tsquery, type Field, type Match, type TextQuery } from './text-query';
import {
  BUDGET_FACTOR, CANDIDATE, CHECK, ENTRY, FETCH, LISTING_COUNT_CAP, MIN_BUDGET, MIN_SAMPLED_DOMAIN, NEARLY_ALL, POSTING, PRICE_BOUND_SHARE,
  SAME_LOOKUP, SAMPLE_FIRST_FROM, SIGNATURE, SIGNATURE_FALSE_SHARE, STRETCH_GROWTH, UNDER_PREDICTION,
} from './tuning';

/** Which rows a tier of results draws from: one document's matches, optionally minus the strong document's. */
export interface Source {
  field: Field;
  /** Leave out what the strong words already match (the second tier of relevance order). */
  excludeStrong?: boolean;
}

/** Relevance order's second tier: the rest of the text's matches, after the strong words' (list-datasets.ts). */
export const SECOND_TIER: Source = { field: 'doc', excludeStrong: true };

export interface MatchRequest {
  query: TextQuery;
  filters: ListingFilters;
  source: Source;
  sort: DatasetSort;
  need: number;
  /** Which of the matches found are on the listing's page: their cards come with them. */
  page: PageWindow;
  /**
   * The caller counts the matches (up to just past the listing's cap) when a walk fills the page, unless the catalog's
   * sample alone holds more matches than the cap, as it does for about `uncountedFrom` matches or more: below that, a
   * walk costs its count too, which collecting gives for nothing.
   */
  countedAfter?: { uncountedFrom: number };
  /** The share of the datasets in the price range, from the price statistics when known (else guessed). */
  priceShare?: number;
  /**
   * Relevance order's first tier, the rest of the text's matches to follow: a collect takes them along (strong ones
   * first) when looking up the whole text costs about what looking up the strong words does.
   */
  restFollows?: boolean;
}

export interface Matches {
  ids: string[];
  /** The cards of the matches in the page window, in order. */
  cards: DatasetCard[];
  /**
   * Every match of the tier, when all were seen (collected, or walked to the end), or just past the listing's cap when
   * there are more and no card was asked for; null when a walk filled the page first.
   */
  count: number | null;
  /** How they were found (tests and benchmarks read it). */
  method: 'walk' | 'collect' | 'sample, then collect' | 'sample, then walk' | 'walk, then collect';
  /** Every tier's matches, the strong ones first (a collect that took the rest along): no tier follows. */
  allTiers?: boolean;
}

// Costs (µs) and thresholds of the plan: tuning.ts, each with its basis.

interface Domain {
  /** The rows a walk reads: all, one category's or provider's, or those of some update frequencies. */
  condition: SQL;
  /**
   * The same rows as ranges of sort indexes that start with the domain's column: one, or one per frequency (a walk
   * reads each in order and merges them).
   */
  ranges: SQL[];
  size: number;
  omit: FilterName[];
}

function domainOf(req: Pick<MatchRequest, 'query' | 'filters'>): Domain {
  const { filters, query } = req;
  // The rows of one filter: its condition, and how many datasets have any of its index terms.
  const ofFilter = (filter: ListingFilters) => ({
    condition: filterConditions(filter)[0]!,
    size: filterTerms(filter)[0]!.terms.reduce((sum, term) => sum + (query.terms.get(term)?.docCount ?? 0), 0),
  });
  const one = ({ condition, size }: { condition: SQL; size: number }, omit: FilterName[]): Domain => ({ condition, ranges: [condition], size, omit });
  if (filters.category) return one(ofFilter({ category: filters.category }), ['category']);
  if (filters.provider) return one(ofFilter({ provider: filters.provider }), ['provider']);
  const frequencies = [...new Set(filters.frequencies)];
  if (frequencies.length > 0 && frequencies.length < UPDATE_FREQUENCIES.length) {
    const ranges = frequencies.map((frequency) => sql`update_frequency = ${frequency}`);
    return { ...ofFilter({ frequencies }), ranges, omit: ['frequencies'] };
  }
  return one({ condition: sql`true`, size: query.total }, []);
}

export interface MatchPlan {
  method: 'walk' | 'collect';
  /** The entries a walk reads first, and how many it may read in all before collecting. */
  budget: number;
  allowance: number;
  /** How many matches the counts predict, taking every part as independent, and how many entries to read to `need`. */
  expectedMatches: number;
  expectedEntries: number;
  /** What reading one index entry costs the walk. */
  perEntry: number;
  walkCost: number;
  collectCost: number;
}

/** Walk or collect, from the documents' counts of every word and filter term (shares taken as independent). */
export function planMatches(req: MatchRequest): MatchPlan {
  const total = Math.max(1, req.query.total);
  const field = req.source.field;
  const share = (m: Match) => Math.min(1, documentCount(m, field, total) / total);
  const textShare = req.query.clauses.reduce((p, c) => p * share(c), 1);
  const domain = domainOf(req);
  const priceShare = req.priceShare ?? PRICE_BOUND_SHARE ** priceConditions(req.filters).length;
  const filterShare = req.query.filters.filter((_f, i) => !domain.omit.includes(req.query.filterNames[i]!))
    .reduce((p, f) => p * share(f), priceShare);
  // Walk: entries until `need` entries pass both; for each entry passing the filters, the words checked on the
  // entry, or its signature checked and, if that passes (the matches and some more), its document fetched.
  const entries = Math.min(domain.size, req.need / Math.max(textShare * filterShare, 1e-9));
  const signatureShare = req.query.clauses.reduce((p, c) => p * Math.min(1, share(c) + SIGNATURE_FALSE_SHARE), 1);
  const perEntry = ENTRY + (checkedOnIndex(req, domain) ? CHECK : filterShare * (SIGNATURE + signatureShare * FETCH));
  const walkCost = entries * perEntry;
  // Collect: the indexed parts' postings, then their candidates (all of them must match) read and checked.
  const indexed = indexedParts(req.query, field);
  const candidates = total * indexed.reduce((p, m) => p * share(m), 1);
  const collectCost = indexed.reduce((sum, m) => sum + documentCount(m, field, total) * POSTING, 0) + candidates * CANDIDATE;
  // A walk that fills the page is counted afterwards (up to just past the cap) unless the sample answers for it,
  // which collecting does for nothing.
  const expectedMatches = domain.size * textShare * filterShare;
  const counted = req.countedAfter && expectedMatches < req.countedAfter.uncountedFrom ? countCost(req) : 0;
  const method = walkCost + counted > collectCost ? 'collect' : 'walk';
  // A walk starts with a little more than it expects to need and may go on while it costs less than collecting would
  // (so a walk that was the wrong choice costs at most twice the right one). One stretch may read the whole domain:
  // PostgreSQL keeps to the sort index's range even for a limit of every row, and a walk expected to read all of a
  // category did so in 4-5 stretches of a quarter each, a statement apiece. (A collect plan has them too, for when the
  // sample tells that walking is the cheaper after all.)
  const allowance = Math.max(MIN_BUDGET, collectCost / perEntry);
  const budget = Math.max(MIN_BUDGET, Math.min(entries * BUDGET_FACTOR, allowance));
  return { method, budget: Math.ceil(budget), allowance: Math.ceil(allowance), expectedMatches, expectedEntries: entries, perEntry, walkCost, collectCost };
}

/**
 * The request that counts a search's matches up to just past the listing's cap (list-datasets.ts): its matches found
 * as a page's are, with no cards, in the order whose index bounds the filters best (a price range is then one range).
 */
export function countRequest(query: TextQuery, filters: ListingFilters, priceShare?: number): MatchRequest {
  const sort = priceConditions(filters).length > 0 ? 'price-low' : 'popular';
  return { query, filters, source: { field: 'doc' }, sort, need: LISTING_COUNT_CAP + 1, page: { skip: 0, take: 0 }, priceShare };
}

/** What counting a request's matches would cost, walked or collected as planned. */
function countCost(req: MatchRequest): number {
  const plan = planMatches(countRequest(req.query, req.filters, req.priceShare));
  return Math.min(plan.walkCost, plan.collectCost);
}

/**
 * The parts of a query (words and filter terms) that collecting looks up in the GIN index; the rest are checked on the
 * rows found. Planned: from the rarest up, a part is looked up when merging its postings costs less than checking the
 * rows it would rule out ("leads", in every document, never is; a second rare word always is). Filter terms are taken
 * as independent of the rest; a search's words as going together halfway (a word's share counts as its square root):
 * "new york" or "intent signals" rule out nothing of each other, and taken as independent they would leave the filter
 * terms unlooked-up, with thousands of candidates to check. After a walk ran out of budget the parts are known to be
 * rarer together than that: every part is looked up but those nearly every document has.
 */
function indexedParts(query: TextQuery, field: Field, lookUpAll = false): Match[] {
  const total = Math.max(1, query.total);
  const parts = [...query.clauses.map((match) => ({ match, word: true })), ...query.filters.map((match) => ({ match, word: false }))]
    .map((part) => ({ ...part, count: documentCount(part.match, field, total) }))
    .sort((a, b) => a.count - b.count);
  if (lookUpAll) {
    const looked = parts.filter((p, i) => i === 0 || leastCount(p.match, field) < total * NEARLY_ALL);
    return looked.map((p) => p.match);
  }
  const looked = [parts[0]!.match];
  let candidates = parts[0]!.count;
  let wordLooked = parts[0]!.word;
  for (const { match, word, count } of parts.slice(1)) {
    const share = Math.min(1, count / total);
    const ruledOut = candidates * (1 - (word && wordLooked ? Math.sqrt(share) : share));
    if (count * POSTING < ruledOut * CANDIDATE) {
      looked.push(match);
      candidates -= ruledOut;
      wordLooked ||= word;
    }
  }
  return looked;
}

/** What a GIN lookup of the matches of `query` in `field` (as matchCondition plans it) costs, in microseconds. */
export function lookupCost(query: TextQuery, field: Field, lookUpAll = false): number {
  const total = Math.max(1, query.total);
  return indexedParts(query, field, lookUpAll).reduce((sum, m) => sum + documentCount(m, field, total) * POSTING, 0);
}

/** How many documents a match has at least, as far as the counts tell (an "any of" has at least its commonest). */
function leastCount(m: Match, field: Field): number {
  if ('stem' in m) return field === 'doc' ? m.stem.docCount : m.stem.strongCount;
  if ('any' in m) return Math.max(...m.any.map((p) => leastCount(p, field)));
  return 0;
}

export interface MatchDeps { db: Db; sample: CatalogSampleSource }

export async function findMatches(deps: MatchDeps, req: MatchRequest): Promise<Matches> {
  const plan = planMatches(req);
  const { collecting, sampled } = await collectsAtOnce(deps, req, plan);
  if (collecting) {
    const method = plan.method === 'collect' ? 'collect' : 'sample, then collect';
    // A walk's plan with far fewer matches than it predicted: the parts are rarer together, so look every one up.
    const lookUpAll = plan.method === 'walk' && sampled !== null && sampled.estimate < plan.expectedMatches;
    return { ...(await collectTier(deps, req, plan, lookUpAll)), method };
  }
  const walked = await walk(deps, req, plan, sampled?.estimate);
  if (walked) return { ...walked, method: plan.method === 'walk' ? 'walk' : 'sample, then walk' };
  return { ...(await collectTier(deps, req, plan, true)), method: 'walk, then collect' };
}

/**
 * Whether findMatches collects at once rather than walks first. A plan stands on the counts alone, which take the parts
 * as independent: the sample first tells whether there are as many matches as that or far fewer (collect them), or
 * far more, as words that go together have (walk, which stops at the page). Asked before a long walk, and before every
 * collect, however cheap its plan: a collect's cost grows with the matches ("dialer ready": 7,005 where 497 were
 * expected, collected whole to show 25 in 15 ms at 100,000 broker), and the sample's count costs 50-60 µs at 1,000,000.
 */
async function collectsAtOnce(deps: MatchDeps, req: MatchRequest, plan: MatchPlan): Promise<{ collecting: boolean; sampled: SampledMatches | null }> {
  const sampleFirst = plan.method === 'collect' || plan.walkCost >= SAMPLE_FIRST_FROM;
  const sampled = sampleFirst ? await sampledMatches(deps.sample, req) : null;
  return { collecting: sampled ? collectingIsCheaper(req, plan, sampled, 0) : plan.method === 'collect', sampled };
}

/**
 * Collecting looks every part up in the GIN index and reads a row per match (the sample's estimate); walking on to the
 * rest of `need`, with the matches spread along the order as the sample says, reads the domain's entries in order. At
 * a million datasets, collecting thousands of matches is most of a second's worth of random reads, and merging the
 * postings of common words and filter terms alone 20-40 ms even for a few. A sample without a match tells only that
 * there are fewer matches than one sampled match stands for.
 */
export function collectingIsCheaper(req: MatchRequest, plan: MatchPlan, sampled: SampledMatches, found: number): boolean {
  const matches = Math.max(sampled.estimate, sampled.perHit);
  const walkOnCost = ((req.need - found) * domainOf(req).size / matches) * plan.perEntry;
  // A walk that fills the page is counted afterwards, up to just past the cap, unless the sample answers "1,000+".
  const countedAfterWalk = req.countedAfter && matches < req.countedAfter.uncountedFrom
    ? lookupCost(req.query, 'doc', true) + Math.min(matches, LISTING_COUNT_CAP + 1) * CANDIDATE : 0;
  return lookupCost(req.query, req.source.field, true) + matches * CANDIDATE <= walkOnCost + countedAfterWalk;
}

/** How many index entries a walk reads for what collecting `matches` would cost (whole entries: a LIMIT). */
const entriesCosting = (plan: MatchPlan, matches: number) => Math.ceil((matches * CANDIDATE) / plan.perEntry);

/** The words' check on a row's documents (the filters are checked apart). */
function textCheck(req: Pick<MatchRequest, 'query' | 'source'>, alias: string): SQL {
  const check = sql`ts_match_vq(${sql.raw(`${alias}.${req.source.field}`)}, ${tsquery(req.query.clauses)}::tsquery)`;
  return allOf([check, ...strongExclusion(req, alias)]);
}

/** The second relevance tier's check that the strong words do not match the row (none for other tiers). */
function strongExclusion(req: Pick<MatchRequest, 'query' | 'source'>, alias: string): SQL[] {
  return req.source.excludeStrong ? [sql`not ts_match_vq(${sql.raw(`${alias}.strong`)}, ${tsquery(req.query.clauses)}::tsquery)`] : [];
}

/**
 * The relevance indexes carry the strong words: the first relevance tier needs nothing but the index (those led by a
 * frequency carry the signature instead).
 */
const checkedOnIndex = (req: Pick<MatchRequest, 'source' | 'sort'>, domain: Domain) =>
  req.source.field === 'strong' && !req.source.excludeStrong && req.sort === 'popular' && !domain.omit.includes('frequencies');

/** The index columns a walk reads besides the sort's: the filter columns every sort index carries. */
const FILTER_COLUMNS = ['category_id', 'provider_id', 'price_cents', 'rating', 'format_mask', 'update_frequency', 'record_count'];

/** A clause can match a document only if the document's signature has a bit of one of the clause's stems. */
function signatureChecks(clauses: Match[], alias: string): SQL[] {
  const stems = (m: Match): string[] => ('stem' in m ? [m.stem.lexeme] : ('all' in m ? m.all : m.any).flatMap(stems));
  return clauses.map((clause) =>
    sql`(${sql.raw(`${alias}.doc_signature`)} & ${signatureOf(stems(clause))}::${SIGNATURE_TYPE}) <> B'0'::${SIGNATURE_TYPE}`);
}

/**
 * The words' check on a row read whole (a sample's): its signature first, a few bit operations that rule most rows
 * out, and the text only of those that pass, three times cheaper on a sample. A CASE fixes that order: PostgreSQL
 * would otherwise check the text first, as it costs the fewer operators.
 */
export function screenedTextCheck(req: Pick<MatchRequest, 'query' | 'source'>, alias: string): SQL {
  return sql`case when ${allOf(signatureChecks(req.query.clauses, alias))} then ${textCheck(req, alias)} else false end`;
}

type Hit = { id: string; card: DatasetCard | null } & Record<string, unknown>;

/**
 * Walks in stretches: each reads at most its budget of index entries from where the last stopped, the next one four
 * times as long (at most what is left of the allowance), until `need` matches, the end of the range, or the plan's
 * allowance. `null`: the allowance ran out.
 */
async function walk(deps: MatchDeps, req: MatchRequest, plan: MatchPlan, sampledEstimate?: number):
  Promise<Omit<Matches, 'method'> | null> {
  const hits: Hit[] = [];
  let resumeAfter: Record<string, unknown> | null = null;
  let read = 0;
  // Sampled before: many matches, so the walk may go on as long as collecting them would cost.
  let allowance = sampledEstimate === undefined ? plan.allowance : Math.max(plan.allowance, entriesCosting(plan, sampledEstimate));
  let sampled = sampledEstimate !== undefined;
  for (let budget = plan.budget; ; budget = Math.min(budget * STRETCH_GROWTH, Math.max(MIN_BUDGET, allowance - read))) {
    const page = { skip: Math.max(0, req.page.skip - hits.length), take: Math.max(0, req.page.skip + req.page.take - Math.max(req.page.skip, hits.length)) };
    const stretch = await walkStretch(deps.db, { ...req, need: req.need - hits.length, page }, budget, resumeAfter);
    hits.push(...stretch.hits);
    read += budget;
    const ids = hits.map((h) => h.id);
    const cards = pageCards(hits);
    if (hits.length === req.need) return { ids, cards, count: null };
    if (!stretch.lastEntry) return { ids, cards, count: hits.length };
    if (read >= allowance) return null;
    // Far fewer matches than the counts predicted: either the parts are rarer together than apart (then collecting,
    // which looks every part up in the index at once, finds the few quickly) or the matches lie further along the
    // order (then walking on finds them sooner than collecting them all). The catalog's sample tells which.
    // Collecting thousands of matches reads as many random rows of the table, which at a million datasets is most of
    // a second's worth; walking on reads the index in order.
    const predicted = (read / plan.expectedEntries) * req.need;
    if (!sampled && hits.length * UNDER_PREDICTION < predicted) {
      sampled = true;
      const sampledNow = await sampledMatches(deps.sample, req);
      if (sampledNow === null || collectingIsCheaper(req, plan, sampledNow, hits.length)) return null;
      allowance = Math.max(allowance, read + entriesCosting(plan, sampledNow.estimate));
    }
    // At the rate it has found them, the rest of its matches lie past what the walk may read: it would walk to its
    // allowance and collect anyway. (Without a match yet, the rate tells nothing: the sample above decides.)
    if (hits.length > 0 && read + ((req.need - hits.length) * read) / hits.length > allowance) return null;
    resumeAfter = stretch.lastEntry;
  }
}

/** How many datasets match as the sample tells: its estimate, the matches it held, and how many datasets each stands for. */
export interface SampledMatches { estimate: number; hits: number; perHit: number }

/**
 * How many datasets of the walk's domain match, from the catalog's sample (catalog-sample.ts): the estimate and the
 * sampled matches it stands on; null when a sample of part of the catalog holds too few of the domain's rows to tell
 * (a small provider: collecting it is cheap anyway).
 */
export async function sampledMatches(source: CatalogSampleSource, req: Pick<MatchRequest, 'query' | 'filters' | 'source'>):
  Promise<SampledMatches | null> {
  const sample = await source.get();
  const domain = domainOf(req);
  const domainFilter = req.query.filterNames.indexOf(domain.omit[0]!);
  const { inDomain, matching } = sample.count({
    field: req.source.field,
    all: [...req.query.clauses, ...req.query.filters],
    notAllInStrong: req.source.excludeStrong ? req.query.clauses : undefined,
    domain: domainFilter >= 0 ? req.query.filters[domainFilter] : undefined,
    priceMinCents: req.filters.priceMinCents,
    priceMaxCents: req.filters.priceMaxCents,
  });
  const whole = sample.rows >= sample.total;
  if (inDomain === 0 || (!whole && inDomain < MIN_SAMPLED_DOMAIN)) return null;
  return { estimate: (matching / inDomain) * domain.size, hits: matching, perHit: domain.size / inDomain };
}

/**
 * One stretch of a walk: at most `budget` index entries (after `resumeAfter`), the matches among them up to `need`,
 * and the entry the stretch ended on (none when the range ended first).
 */
async function walkStretch(db: Db, req: MatchRequest, budget: number, resumeAfter: Record<string, unknown> | null):
  Promise<{ hits: Hit[]; lastEntry: Record<string, unknown> | null }> {
  const domain = domainOf(req);
  // Sorted by price, the price range is where the walk starts and ends in the index, not a check on each entry.
  const byPrice = req.sort === 'price-low' || req.sort === 'price-high';
  const range = [...(byPrice ? priceConditions(req.filters) : []), ...(resumeAfter ? [after(req.sort, resumeAfter)] : [])];
  const checks = filterConditions(byPrice ? { ...req.filters, priceMinCents: undefined, priceMaxCents: undefined } : req.filters, domain.omit);
  // The domain's index entries in the sort order from where the walk is: one index range, or several merged.
  const inOrder = (columns: SQL, limit: number, offset = 0) => {
    const scan = (part: SQL, scanLimit: SQL) => sql`select ${columns} from dataset_search where ${allOf([part, ...range])}
      order by ${sortKeys(req.sort)} ${scanLimit}`;
    if (domain.ranges.length === 1) return scan(domain.ranges[0]!, sql`limit ${limit} offset ${offset}`);
    const parts = domain.ranges.map((part) => sql`(${scan(part, sql`limit ${limit + offset}`)})`);
    return sql`select * from (${sql.join(parts, sql` union all `)}) parts order by ${sortKeys(req.sort)} limit ${limit} offset ${offset}`;
  };
  // Innermost, an index-only scan of at most `budget` entries, with the filters checked on its entries. The words are
  // checked on the entry too when the index carries the strong words; otherwise the entry's signature rules most
  // rows out and the document is fetched (by primary key) only for the entries that pass. PostgreSQL evaluates all
  // of it in the scan and stops at the `need`th match.
  const onIndex = checkedOnIndex(req, domain);
  const columns = [...new Set([...sortColumnNames(req.sort), ...FILTER_COLUMNS, onIndex ? 'strong' : 'doc_signature'])];
  const entries = inOrder(sql.raw(columns.join(', ')), budget);
  const matches = onIndex
    ? sql`select ${sortColumns(req.sort)} from (${entries}) e where ${allOf([...checks, textCheck(req, 'e')])}`
    : sql`select ${sortColumns(req.sort, 'e')} from (${entries}) e
      cross join lateral (select doc, strong from dataset_search s where s.dataset_id = e.dataset_id) s
      where ${allOf([...checks, ...signatureChecks(req.query.clauses, 'e'), textCheck(req, 's')])}`;
  // Where the stretch ended, only asked for when it found too few: the budget's last entry (an index-only skip).
  const end = sql`select row_to_json(l) from (${inOrder(sortColumns(req.sort), 1, budget - 1)}) l`;
  // One row at least (with no match, an empty one) to carry it.
  const result = await db.execute(withPageCards(sql`
    with found as materialized (${matches} limit ${req.need})
    select f.*, f.dataset_id::text as id, f.dataset_id is not null as hit,
      case when (select count(*) from found) < ${req.need} then (${end}) end as last_entry
    from (values (1)) as one (row) left join found f on true
    order by ${sortKeys(req.sort, 'f')}`, req.page));
  const rows = rowsOf<Hit & { hit: boolean; last_entry: Record<string, unknown> | null }>(result);
  return { hits: rows.filter((r) => r.hit), lastEntry: rows[0]!.last_entry };
}

/**
 * The tier's matches collected, or, for the first relevance tier with the rest to follow, every match with the strong
 * ones first when that lookup costs about the same (the two tiers' words and filters are the same parts, and words of
 * titles and tags have about as many documents in the whole text, so the second lookup would repeat the first), or
 * when the rest would be collected anyway: one statement instead of two.
 */
async function collectTier(deps: MatchDeps, req: MatchRequest, plan: MatchPlan, afterWalk: boolean): Promise<Omit<Matches, 'method'>> {
  if (!req.restFollows) return collect(deps.db, req, afterWalk);
  const whole = { ...req, source: { field: 'doc' } satisfies Source };
  if (planMatches(whole).collectCost > plan.collectCost * SAME_LOOKUP && !(await restCollected(deps, req))) return collect(deps.db, req, afterWalk);
  return { ...(await collect(deps.db, whole, afterWalk, textCheck(req, 's'))), allTiers: true };
}

/** Whether findMatches would collect the tier after this one (the rest of the text's matches) at once. */
async function restCollected(deps: MatchDeps, req: MatchRequest): Promise<boolean> {
  const rest: MatchRequest = { ...req, source: SECOND_TIER, restFollows: false };
  return (await collectsAtOnce(deps, rest, planMatches(rest))).collecting;
}

/**
 * Every match, from the GIN index, then sorted (those passing `first` before the rest, when given); counted exactly.
 * The MATERIALIZED step keeps PostgreSQL from walking a sort index over every row instead: collecting is chosen for
 * when the matches are few. matchCondition already holds the words in the tier's field (checking them again costs a
 * tenth of a 3,600-row collect), and the count is a sub-select: as a window over every match it stored and read them
 * all again (a fifth).
 */
async function collect(db: Db, req: MatchRequest, afterWalk: boolean, first?: SQL): Promise<Omit<Matches, 'method'>> {
  if (req.page.take === 0) return collectUncarded(db, req, afterWalk);
  const result = await db.execute(collected(req, withPageCards(sql`
    with matches as materialized (
      select dataset_id, featured, rating, total_downloads, total_reviews, price_cents${first ? sql`, ${first} as first` : sql``}
      from dataset_search s
      where ${collectCondition(req, afterWalk)}
    )
    select dataset_id::text as id, true as hit, (select count(*) from matches) as total from matches
    order by ${first ? sql`first desc, ` : sql``}${sortKeys(req.sort)} limit ${req.need}`, req.page)));
  const rows = rowsOf<{ id: string; total: string | number; card: DatasetCard | null }>(result);
  return { ids: rows.map((r) => r.id), cards: pageCards(rows), count: rows.length === 0 ? 0 : Number(rows[0]!.total) };
}

/**
 * A collect none of whose matches shows on a card (a search's count, or a tier asked only whether the page has more):
 * their number matters, not their order, so the rows are read unsorted and only to just past the listing's cap, which
 * is as far as a total is shown ("1,000+"). Counts at 100,000 broker, sorted whole before: 1,254 matches 8.5 -> 3.8 ms,
 * 3,641 20.3 -> 5.6, 6,030 26.1 -> 5.8.
 */
async function collectUncarded(db: Db, req: MatchRequest, afterWalk: boolean): Promise<Omit<Matches, 'method'>> {
  // Planned as a whole lookup (the outer LIMIT stops its heap reads): with the LIMIT in view, PostgreSQL may prefer to
  // scan the table until it has found that many.
  const result = await db.execute(collected(req, sql`
    with uncarded as materialized (
      select dataset_id from dataset_search s where ${collectCondition(req, afterWalk)}
    )
    select dataset_id::text as id from uncarded limit ${Math.max(req.need, LISTING_COUNT_CAP + 1)}`));
  const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
  return { ids: ids.slice(0, req.need), cards: [], count: ids.length };
}

/** The rows a collect reads: the tier's matches (matchCondition), less the strong document's in the second tier. */
const collectCondition = (req: MatchRequest, afterWalk: boolean) => allOf([matchCondition(req, afterWalk), ...strongExclusion(req, 's')]);

/**
 * A collect's statement, planned each run when it has a price range: whether to intersect the GIN lookup with the price
 * index (a narrow range) or check the price on each row (a wide one) is the plan's whole cost, and only the values tell.
 */
const collected = (req: MatchRequest, statement: SQL) => (priceConditions(req.filters).length > 0 ? planEachRun(statement) : statement);

/**
 * The GIN lookup of a query's rarer parts, the check of all its words and filter terms on the candidates, and the
 * price range: every condition of a match but the strong-tier exclusion.
 */
export function matchCondition(req: Pick<MatchRequest, 'query' | 'filters' | 'source'>, lookUpAll = false): SQL {
  const field = sql.raw(`s.${req.source.field}`);
  const indexed = indexedParts(req.query, req.source.field, lookUpAll);
  const all = [...req.query.clauses, ...req.query.filters];
  const checked = indexed.length === all.length ? [] : [sql`ts_match_vq(${field}, ${tsquery(all)}::tsquery)`];
  return allOf([sql`${field} @@ ${tsquery(indexed)}::tsquery`, ...checked, ...priceConditions(req.filters)]);
}
