// Every tuning constant of the catalog search, grouped by what it tunes, each with its basis: what was measured, on
// what, at what size, as far as the code's comments, bench/RESULTS.md and the commits that set it record it. Where
// none records a measurement, the basis says "judgement, not measured". Changing one changes speed or memory, not
// answers (every answer is checked against brute force in search-generators.test.ts and live-index.test.ts), except
// where a group says otherwise.
//
// Figures quoted: "100k" / "1M" are generated catalogs of 100,000 / 1,000,000 datasets (bench/search.ts, PostgreSQL
// 15 on its defaults, 2 shared cores).
//
// Not here, and why: ALL_TERM (listing-filters.ts) is an index term's name, not a number; RATINGS (facets.ts) are the
// facet's values.

// ---------------------------------------------------------------------------------------------------------------
// Product rules (not tuning): what the listing promises. A listing's total is exact or "1,000+", never an estimate.

/** A listing's total is exact up to this; beyond, the page says "1,000+". Product rule (the UI shows the number + "+"). */
export const LISTING_COUNT_CAP = 1000;
/** A search lists at most this many of its matches (pages beyond are empty); browsing has no such end. Product rule. */
export const MAX_SEARCH_RESULTS = 10_000;
/** More words than this add nothing to a listing and only make the query bigger. Basis: judgement, not measured. */
export const MAX_SEARCH_WORDS = 8;
/** A word's completions: the stems of this many of the words it begins, most datasets first (word-list.ts). Product rule. */
export const MAX_COMPLETIONS = 6;
/** A word's typos, when nothing has it and it begins no word: the stems of this many closest words. Product rule. */
export const MAX_TYPOS = 3;
/** A word this similar (pg_trgm's trigram similarity; its `%` operator's default threshold) is a typo's match. Product rule. */
export const TYPO_MIN_SIMILARITY = 0.3;

// ---------------------------------------------------------------------------------------------------------------
// The memory design's index (catalog-index.ts, live-index.ts). Basis of the whole: bench/RESULTS.md tenth and
// eleventh sessions: the memory design meets the 1M targets where the plain design's p99 is seconds.

/**
 * Rows indexed between yields to the event loop while the index is drawn (about 10 ms of work), so that searches
 * keep being answered meanwhile. Basis: judgement, not measured.
 */
export const ROWS_PER_SLICE = 4_096;
/**
 * A whole catalog (the memory design's index) is read this many rows a statement: about 20 MB of text at a time
 * rather than every row in one result. Basis: memory arithmetic (about 1 kB a row at broker); other sizes not compared.
 */
export const ROWS_PER_READ = 20_000;
/**
 * The memory design's index (live-index.ts) is drawn again whole, in the background, when more rows than this were
 * written since its draw (each redraw is 30 s of a core at 1M). Basis: bench/search-look.ts at 1M broker: a look
 * after one sale takes 1.5-2.0 ms on average whether 0 or 20,000 rows were written since the draw (in 3-6 segments);
 * when a look indexed all of them again, it took 14 ms at 1,000 and 96 ms at 5,000 (the limit was 5,000 then). What
 * more segments cost a search, and the recent rows' memory (about 1 kB a row), bound it; the figure itself is judgement.
 */
export const RECENT_ROWS_MAX = 20_000;
/**
 * ...or when its whole is older than this: well within the day dataset_search_removals keeps a removal. Basis: a draw
 * at 1,000,000 is 30 s of one core, 1% of an hour; judgement.
 */
export const WHOLE_MAX_AGE_MS = 60 * 60_000;
/**
 * A listing looks by id and version in the statement that reads its cards (live-index.ts listAndRead), up to this many
 * rows written and as many removed since the last look; past it, it looks in full before reading. Basis: at 10 sales a
 * second a look by version finds a few rows; the limit's own reason is the statement's generic plan (live-index.ts),
 * which any constant keeps; judgement.
 */
export const LOOK_BY_VERSION_MAX = 100;
/**
 * A lexeme in at least this share of the rows keeps its rows as a bitset too (at most 32 such bitsets' worth
 * of memory per lexeme's postings). Basis: memory arithmetic (a 4-byte row number per posting equals one bit per row
 * at 1/32); speed at other shares not measured.
 */
export const DENSE_SHARE = 1 / 32;
/**
 * A page of matches in a sort order other than popularity is found by walking the order (about to * rows / count rows
 * visited, one bit test each) when that visits at most this many rows for each match that sorting their ranks would
 * sort. Basis: 1,000,000 rows in random order, 24 to 240 of 300 to 32,000 matches: a walk 3.6 ns a row visited, a sort
 * 120-180 ns a match (the break-even at 700-1,300 matches; 16,000 matches: sort 2.9 ms, walk 0.03 ms).
 */
export const WALK_ROWS_PER_SORTED_MATCH = 32;

// ---------------------------------------------------------------------------------------------------------------
// Facet counts (facets.ts).

/**
 * The plain design's facets: a base up to this many datasets is counted whole (with a search, through the GIN index;
 * without, through the filters' indexes); a larger one from a sample of the table.
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

// ---------------------------------------------------------------------------------------------------------------
// Filters and vocabulary.

/**
 * A price bound lets through about half the datasets: the one filter without a count, when the plain design's facets
 * size their sample. Basis: judgement, not measured.
 */
export const PRICE_BOUND_SHARE = 0.5;
/**
 * A vocabulary entry is looked up again after this, for writes that announce nothing (a catalog change clears the
 * vocabulary at once through the change feed). Basis: judgement, not measured.
 */
export const VOCABULARY_MAX_AGE_MS = 60_000;
/** Words and filter terms kept per process, the oldest dropped first. Basis: judgement, not measured. */
export const VOCABULARY_MAX_ENTRIES = 50_000;
