// Every tuning constant of the catalog search, grouped by what it tunes, each with its basis: what was measured, on
// what, at what size, as far as the code's comments, bench/RESULTS.md and the commits that set it record it. Where
// none records a measurement, the basis says "judgement, not measured". Changing one changes plans, not answers
// (every answer is checked against brute force in search-at-scale.test.ts), except where a group says otherwise.
//
// Figures quoted: "100k" / "1M" are generated catalogs of 100,000 / 1,000,000 datasets (bench/search.ts, PostgreSQL
// 15 on its defaults, 2 shared cores); "d", "e", "f" are bench/search.ts's query mixes.
//
// Not here, and why: ALL_TERM (listing-filters.ts) is an index term's name, not a number; SIGNATURE_BITS
// (signature.ts) is the width the schema's search_signature() writes (bit(256)), changed only with a migration;
// RATINGS (facets.ts) are the facet's values; the vocabulary's 6 completions and 3 closest words per word are in the
// SQL function search_vocabulary (server/db/functions/search_vocabulary.sql).

// ---------------------------------------------------------------------------------------------------------------
// Product rules (not tuning): what the listing promises. A listing's total is exact or "1,000+", never an estimate.

/** A listing's total is exact up to this; beyond, the page says "1,000+". Product rule (the UI shows the number + "+"). */
export const LISTING_COUNT_CAP = 1000;
/** A search lists at most this many of its matches (pages beyond are empty); browsing has no such end. Product rule. */
export const MAX_SEARCH_RESULTS = 10_000;
/** More words than this add nothing to a listing and only make the query bigger. Basis: judgement, not measured. */
export const MAX_SEARCH_WORDS = 8;

// ---------------------------------------------------------------------------------------------------------------
// Walk or collect: costs (match-finder.ts, planMatches). Costs in microseconds on PostgreSQL 15 at 100,000
// datasets, as match-finder's comment has said since 4352dbe (first values ENTRY 0.5, FETCH 4, CHECK 0.3) and
// cc241cc (today's, with the signature). How they were measured (runs, queries) is recorded nowhere in the repo;
// bench/RESULTS.md (fifth session) quotes POSTING as "0.03 µs a posting". They are 100k figures: at 1M a random row
// read costs about four times CANDIDATE (facets.ts measured ~10 µs against 2.5), and the plan does not scale them.

/** An index entry walked (index-only). Basis: stated as measured at 100k (cc241cc, was 0.5); method not recorded. */
export const ENTRY = 0.15;
/**
 * A document fetched by primary key and checked, for an entry that passed the filters and the signature. Basis:
 * stated as measured at 100k (cc241cc, was 4); method not recorded.
 */
export const FETCH = 3;
/** The strong words checked on an index entry that carries them. Basis: stated as measured at 100k (was 0.3). */
export const CHECK = 0.2;
/** A clause checked against an entry's signature. Basis: stated as measured at 100k (cc241cc); method not recorded. */
export const SIGNATURE = 0.1;
/**
 * The share of documents without a clause whose signature still passes it. Basis: not recorded as measured; it is
 * what 256 bits give a document of about 40 distinct stems (1 - (255/256)^40 ≈ 0.145) — an inference, not a record.
 */
export const SIGNATURE_FALSE_SHARE = 0.15;
/** A GIN posting merged. Basis: stated as measured at 100k (4352dbe); RESULTS.md fifth session uses 0.03 µs. */
export const POSTING = 0.03;
/**
 * A candidate row read from a bitmap (a random heap page) and checked. Basis: stated as measured at 100k (4352dbe);
 * facets.ts's comment measures a random row at 2.5 µs at 100k and about 10 µs at 1M.
 */
export const CANDIDATE = 2.5;

// ---------------------------------------------------------------------------------------------------------------
// Walk or collect: budgets and thresholds (match-finder.ts).

/**
 * A walk's first stretch reads this many times the entries it expects to need, all its stretches at most this.
 * (The second half is the original comment's and does not match the code: later stretches grow by STRETCH_GROWTH up
 * to the allowance.) Basis: judgement, not measured (2 in 4352dbe, 3 since cc241cc, no comparison recorded).
 */
export const BUDGET_FACTOR = 3;
/** The fewest entries a stretch (and a walk's allowance) reads. Basis: judgement, not measured (4352dbe). */
export const MIN_BUDGET = 1000;
/** Each further stretch of a walk reads this many times the last (up to the allowance). Basis: judgement, not measured. */
export const STRETCH_GROWTH = 4;
/**
 * A walk finding this many times fewer matches than predicted asks the catalog's sample: it hands over to collect
 * when looking the parts up and reading the sampled number of matches costs less than walking on to the rest would,
 * matches spread as the sample says; else it walks on. Basis: the rule (4c8d9e5, b9ead70: at 1M collecting thousands
 * of matches cost 100-180 ms, d's p99 one user at a time 191 -> 101 ms); the factor 8 is judgement, not measured.
 */
export const UNDER_PREDICTION = 8;
/**
 * A walk planned to cost this much (µs) or more is checked against the sample first (every collect is, whatever its
 * plan costs: issue 29, sixth session, bench/RESULTS.md). Basis: fc35c92 (walks only), d at 100k one user at a time
 * p99 21-23 -> 14-18 ms, mean unchanged; other thresholds were not compared for walks.
 */
export const SAMPLE_FIRST_FROM = 3_000;
/**
 * A sample of part of the catalog tells nothing of a domain it holds fewer rows of (a small provider: collect it).
 * Basis: judgement, not measured (38032e1; it replaced a 10% share of a TABLESAMPLE, 6fa8804, after the profile
 * showed samples taken for provider domains too small to tell, RESULTS.md third session).
 */
export const MIN_SAMPLED_DOMAIN = 200;
/**
 * After a walk ran out (and when counting), a part in at least this share of the documents is only checked, not
 * looked up in the GIN index. Basis: judgement, not measured (4352dbe).
 */
export const NEARLY_ALL = 0.9;
/**
 * Relevance order's first tier collects the rest of the text's matches along when the whole text's lookup costs at
 * most this many times the strong words' (and whenever the rest would be collected anyway, whatever its lookup costs).
 * Basis: 1b5e86e, RESULTS.md fourth session: the second tier's collect merged the same postings again (28 ms each at
 * 1M); d at 100k p99 88-90 -> 52-67 ms. The factor 1.5 is judgement, but 10 was measured worse (RESULTS.md eighth
 * session): mix 4 at 100k broker ran 1.76 -> 1.46 statements a request, and the larger lookups cost the database more
 * than the statements saved (server and database CPU a request 6.9 -> 7.4 and 5.7 -> 6.1 ms).
 */
export const SAME_LOOKUP = 1.5;

// ---------------------------------------------------------------------------------------------------------------
// The catalog's sample in memory (catalog-sample.ts). Basis of the whole: 38032e1, RESULTS.md seventh session: a
// sample's count is 50-60 µs at 1M where TABLESAMPLE read pages at random for 5-25 ms; d's p99 at 1M and 8
// connections 152-167 -> 124-155 ms with the sample alone.

/**
 * Rows at most: a bitset of them is 8 kB. Basis: memory arithmetic; drawn in 0.7 s at 1M (in slices), counts 50-60 µs
 * at 1M (RESULTS.md seventh session); other sizes were not compared.
 */
export const SAMPLE_SIZE = 65_536;
/** A large catalog's sample is drawn again after this, for writes that announce nothing. Basis: judgement, not measured. */
export const SAMPLE_MAX_AGE_MS = 10 * 60_000;
/**
 * A small catalog's sample (counts given as exact) is drawn again after this, as the vocabulary is. Basis: judgement,
 * not measured (53661cf).
 */
export const SMALL_SAMPLE_MAX_AGE_MS = 60_000;
/**
 * A catalog up to this size is drawn again at once when stale (a few milliseconds): tests and the demo see changes.
 * Basis: "a few milliseconds" is not recorded as measured; judgement.
 */
export const DRAWN_AT_ONCE_UP_TO = 5_000;
/**
 * Rows interned between yields to the event loop while a large sample is built (about 10 ms of work). Basis: the
 * 10 ms is not recorded as measured (the 0.7 s draw at 1M includes the database read); judgement.
 */
export const ROWS_PER_SLICE = 4_096;
/**
 * A whole catalog (the memory design's index) is read this many rows a statement: about 20 MB of text at a time
 * rather than every row in one result. Basis: memory arithmetic (about 1 kB a row at broker); other sizes not compared.
 */
export const ROWS_PER_READ = 20_000;
/**
 * The memory design's index (live-index.ts) is drawn again whole, in the background, when more rows than this were
 * written since its draw: a look that finds a write indexes them all again. Basis: judgement, not measured (a look's
 * cost against the recent rows' count is the next measurement, bench/RESULTS.md eleventh session).
 */
export const RECENT_ROWS_MAX = 5_000;
/**
 * ...or when its whole is older than this: well within the day dataset_search_removals keeps a removal. Basis: a draw
 * at 1,000,000 is 30 s of one core, 1% of an hour; judgement.
 */
export const WHOLE_MAX_AGE_MS = 60 * 60_000;
/**
 * A lexeme in at least this share of the sampled rows keeps its rows as a bitset too (at most 32 such bitsets' worth
 * of memory per lexeme's postings). Basis: memory arithmetic (a 4-byte row number per posting equals one bit per row
 * at 1/32); speed at other shares not measured.
 */
export const DENSE_SHARE = 1 / 32;

// ---------------------------------------------------------------------------------------------------------------
// Facet counts (facets.ts).

/**
 * A base up to this many datasets is counted whole (with a search, through the GIN index; without, through a
 * provider's index); a larger one, or one only a scan of the catalog would find, from a sample.
 * Each row of a whole read is a random page of the table: 2.5 µs at 100,000 datasets, about 10 µs at 1,000,000, so
 * at most ~10 ms; a sample of the same base costs less (0.35 µs a row), and is within a few per cent. Basis: those
 * figures (6fa8804; it was 5,000 in 957e4b5, then 2,000 in 78ce27d).
 */
export const FACET_EXACT_UP_TO = 1_000;
/**
 * A sample reads enough rows to hold about SAMPLED_BASE_ROWS of the base as predicted (±6% on the total, ±20% on one
 * of nine categories): from MIN_SAMPLED_ROWS for a common word to MAX_SAMPLED_ROWS for a rare base. Basis: binomial
 * arithmetic for 250; the bounds from the third session's profile (RESULTS.md: samples of 10,000 rows where 2,000
 * held enough of the base), 6fa8804.
 */
export const SAMPLED_BASE_ROWS = 250;
export const MIN_SAMPLED_ROWS = 2_000;
export const MAX_SAMPLED_ROWS = 10_000;
/** The sampled base rows that make a sample's counts fair (about ±20%, 1/sqrt(25)). Basis: binomial arithmetic (78ce27d). */
export const FAIR_SAMPLE = 25;
/**
 * What counting the facets on the catalog's sample costs (µs): a few dozen operations on bitsets of its rows.
 * Basis: f414fd4 (f at 100k, one user at a time, 4.3 -> 0.9 ms a request); the 200 µs itself is an estimate from
 * the 50-60 µs of one sample count at 1M, not a measurement of the facet counting.
 */
export const IN_MEMORY_COST = 200;

// ---------------------------------------------------------------------------------------------------------------
// Filters, statistics and vocabulary.

/**
 * A price bound lets through about half the datasets: the one filter without a count, used when the price column's
 * statistics are missing. Basis: judgement, not measured.
 */
export const PRICE_BOUND_SHARE = 0.5;
/** The price column's statistics (pg_stats) are read again after this, per process. Basis: judgement, not measured. */
export const PRICE_STATISTICS_MAX_AGE_MS = 60_000;
/**
 * A vocabulary entry is looked up again after this, for writes that announce nothing (a catalog change clears the
 * vocabulary at once through the change feed). Basis: judgement, not measured.
 */
export const VOCABULARY_MAX_AGE_MS = 60_000;
/** Words and filter terms kept per process, the oldest dropped first. Basis: judgement, not measured. */
export const VOCABULARY_MAX_ENTRIES = 50_000;
