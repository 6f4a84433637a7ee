// The benchmark's users: five mixes of distinct generated queries (typos, several words, filters, every sort, deep
// pages) and the facet counts beside them, over the generated catalog, or the demo one when BENCH_DB=pglite.
// bench/search.ts measures them under load; bench/search-profile.ts times each statement of each, one user at a time.
import { DATA_FORMATS, DATASET_SORTS, UPDATE_FREQUENCIES } from '../common/catalog-values';
import { CATEGORIES, DATASETS, PROVIDERS } from '../server/seed/catalog-data';
import { createRandom, seedFromString, type Random } from '../server/seed/random';
import { GENERATED_PRICE_RANGE, GENERATED_VOCABULARY } from './seed-datasets';

/** The demo catalog (64 datasets, in PGlite) rather than the generated one. */
export const demoCatalog = process.env.BENCH_DB === 'pglite';

// What users type: words of the catalog's own titles and tags, in the order they appear there.
const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'from', 'days', 'all']);
const wordsOf = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
const v = GENERATED_VOCABULARY;
/**
 * Phrases a searcher takes words from, with where they are found: the generated titles' shapes (every provider has
 * datasets of every category there), or the demo catalog's titles and tags.
 */
interface Phrase { category: string; provider?: string; words: string[] }
const phrases: Phrase[] = (demoCatalog
  ? DATASETS.flatMap((d) => [d.title, d.tags.join(' ')].map((text) => ({ category: d.category, provider: d.provider, text })))
  : CATEGORIES.flatMap((c) => [
    ...v.nouns.flatMap((n) => v.states.map((s) => `${c.name} ${n} ${s}`)),
    ...[...v.freshness, ...v.audiences].map((tag) => `${tag} leads`),
    `verified ${c.name} ${v.description}`,
  ].map((text) => ({ category: c.slug, provider: undefined, text }))))
  .map(({ text, ...where }) => ({ ...where, words: wordsOf(text) })).filter((p) => p.words.length > 0);
const priceRange = demoCatalog
  ? { min: Math.floor(Math.min(...DATASETS.map((d) => d.priceCents)) / 100), max: Math.ceil(Math.max(...DATASETS.map((d) => d.priceCents)) / 100) }
  : GENERATED_PRICE_RANGE;
const midPrice = Math.round((priceRange.min + priceRange.max) / 2);

/** The run's random source: the same queries in the same order on every run. */
export const rng = createRandom(seedFromString('bench/search'));
/** Every listing URL generated in this run. */
export const used = new Set<string>();

/** `count` words of one phrase (found in that category or provider's datasets when given), in its order: `auto insurance texas`, not `texas auto`. */
function wordsFrom(r: Random, count: number, where: { category?: string; provider?: string } = {}): string[] {
  const long = phrases.filter((p) => p.words.length >= count);
  const own = long.filter((p) => (!where.category || p.category === where.category) && (!where.provider || !p.provider || p.provider === where.provider));
  const { words } = r.pick(own.length > 0 ? own : long);
  const start = r.int(0, words.length - count);
  return words.slice(start, start + count);
}

/** One deterministic slip of the finger inside the word: two letters swapped, one dropped or one replaced. */
function misspell(r: Random, word: string): string {
  for (;;) {
    const i = r.int(1, word.length - 2);
    const edit = r.int(0, 2);
    const typo = edit === 0 ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
      : edit === 1 ? word.slice(0, i) + word.slice(i + 1)
        : word.slice(0, i) + String.fromCharCode(97 + r.int(0, 25)) + word.slice(i + 1);
    if (typo !== word) return typo;
  }
}

const roundTo5 = (n: number) => Math.max(priceRange.min, Math.round(n / 5) * 5);

export interface Mix { name: string; query(r: Random, i: number): Record<string, string | number | undefined>; path?: string }

export const LISTING_MIXES: Mix[] = [
  {
    name: 'a. word + category + sort + price floor',
    // Searching inside the category one is browsing, with one of its words.
    query: (r) => {
      const category = r.pick(CATEGORIES).slug;
      return { search: wordsFrom(r, 1, { category })[0], category, sort: r.pick(DATASET_SORTS), priceMin: roundTo5(r.int(priceRange.min, midPrice)) };
    },
  },
  {
    name: 'b. typo + second word, price ceiling',
    query: (r) => {
      const [a, b] = wordsFrom(r, 2) as [string, string];
      const [longer, other] = a.length >= b.length ? [a, b] : [b, a];
      return { search: `${misspell(r, longer)} ${other}`, priceMax: roundTo5(r.int(midPrice, priceRange.max)) };
    },
  },
  {
    name: 'c. browse: category + sort + rating, page 20-200',
    query: (r) => ({ category: r.pick(CATEGORIES).slug, sort: r.pick(DATASET_SORTS), rating: r.int(1, 4), page: r.int(20, 200) }),
  },
  {
    name: 'd. 2-3 words + format + frequency, every sort',
    query: (r, i) => ({
      search: wordsFrom(r, r.int(2, 3)).join(' '), format: r.sample(DATA_FORMATS, r.int(1, 2)).join(','),
      frequency: r.sample(UPDATE_FREQUENCIES, r.int(1, 2)).join(','), sort: DATASET_SORTS[i % DATASET_SORTS.length],
    }),
  },
  {
    name: 'e. provider + search',
    query: (r) => {
      const provider = r.pick(PROVIDERS).slug;
      return { provider, search: wordsFrom(r, r.int(1, 2), { provider }).join(' ') };
    },
  },
];

/** The facet counts shown beside those listings: a query of a listing mix picked at random, without order and page. */
const FACETS_MIX: Mix = {
  name: 'f. facet counts for the queries of a-e',
  path: '/api/catalog/facets',
  query: (r, i) => {
    const { sort: _sort, page: _page, ...facetQuery } = r.pick(LISTING_MIXES).query(r, i);
    return facetQuery;
  },
};

// BENCH_MIXES=b,d runs only those mixes (by letter).
const only = process.env.BENCH_MIXES?.split(',');
export const MIXES = [...LISTING_MIXES, FACETS_MIX].filter((mix) => !only || only.includes(mix.name[0]!));

/**
 * Distinct queries of each mix run first, unmeasured, as a server that has been up a while has run them: its pool
 * connections have prepared the search's statement shapes and PostgreSQL has made their plans (server/db/reused-plans.ts;
 * PGlite keeps none, and its demo catalog has too few distinct provider searches for more). No answer is kept: every
 * measured query is new.
 */
export const WARM_UP_PER_MIX = demoCatalog ? 7 : 240;

/** `count` listing URLs of one mix, none seen before in this run. */
export function distinctQueries(mix: Mix, count: number): string[] {
  const paths: string[] = [];
  for (let attempts = 0; paths.length < count; attempts++) {
    if (attempts > count * 100) throw new Error(`${mix.name}: cannot find ${count} distinct queries`);
    const params = Object.entries(mix.query(rng, paths.length)).filter(([, value]) => value !== undefined);
    const path = `${mix.path ?? '/api/datasets'}?${params.map(([k, value]) => `${k}=${encodeURIComponent(String(value))}`).join('&')}`;
    if (used.has(path)) continue;
    used.add(path);
    paths.push(path);
  }
  return paths;
}
