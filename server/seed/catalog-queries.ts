// Listing and facet queries as buyers type them into any generated catalog (generated-catalogs.ts) or the demo one:
// words taken from a dataset picked at random (so a word is searched about as often as datasets hold it: the catalog's
// own Zipf law), 1-4 of them, a typo or a 4-5 letter fragment now and then; filters, sorts and pages drawn at random
// on their own, independently of how the catalog was generated (so many combinations match little or nothing, as
// real ones do). The search benchmark (bench/search.ts) measures these mixes; the search tests compare their answers
// with brute force (search-generators.test.ts).
import { DATA_FORMATS, DATASET_SORTS, UPDATE_FREQUENCIES } from '../../common/catalog-values';
import { CATEGORIES } from './catalog-data';
import type { GeneratedDocument } from './generated-datasets';
import type { Random } from './random';

/** What the queries are drawn from: `size` datasets, numbered from 1. */
export interface CatalogWords {
  size: number;
  documentOf(n: number): GeneratedDocument;
  /** Whole dollars. */
  priceRange: { min: number; max: number };
}

export type QueryParams = Record<string, string | number | undefined>;

export interface QueryMix {
  name: string;
  /** The endpoint: the listing unless facets. */
  facets?: boolean;
  query(r: Random, catalog: CatalogWords): QueryParams;
}

const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'from', 'days', 'all', 'each', 'every', 'per', 'our', 'your', 'of', 'in', 'by']);
const wordsOf = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !/^\d+$/.test(w));

/** `count` consecutive words of a random dataset: from its title more often than its tags or description. */
export function catalogWords(r: Random, catalog: CatalogWords, count: number): string[] {
  for (;;) {
    const doc = catalog.documentOf(r.int(1, catalog.size));
    const roll = r.next();
    const words = wordsOf(roll < 0.5 ? doc.title : roll < 0.65 ? doc.tags.join(' ') : doc.description);
    if (words.length < count) continue;
    const start = r.int(0, words.length - count);
    return words.slice(start, start + count);
  }
}

/** One slip of the finger inside the word: two letters swapped, one dropped or one replaced. */
export function misspell(r: Random, word: string): string {
  if (word.length < 4) return word;
  for (;;) {
    const i = r.int(1, word.length - 2);
    const edit = r.int(0, 2);
    const typo = edit === 0 ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
      : edit === 1 ? word.slice(0, i) + word.slice(i + 1)
        : word.slice(0, i) + String.fromCharCode(97 + r.int(0, 25)) + word.slice(i + 1);
    if (typo !== word) return typo;
  }
}

/** A word of at least 6 letters cut to its first 4-5: a search typed before the word is finished. */
function fragment(r: Random, catalog: CatalogWords): string {
  for (;;) {
    const [word] = catalogWords(r, catalog, 1) as [string];
    if (word.length >= 6) return word.slice(0, r.int(4, 5));
  }
}

const price = (r: Random, { min, max }: CatalogWords['priceRange'], half: 'low' | 'high') => {
  const mid = (min + max) / 2;
  return Math.max(min, 5 * Math.round(r.int(half === 'low' ? min : Math.round(mid), half === 'low' ? Math.round(mid) : max) / 5));
};
const anyCategory = (r: Random) => r.pick(CATEGORIES).slug;
const someOf = <T>(r: Random, values: readonly T[]) => r.sample(values, r.int(1, 2)).join(',');

export const QUERY_MIXES: readonly QueryMix[] = [
  {
    name: '1. one word + category + sort + min price',
    query: (r, c) => ({ search: catalogWords(r, c, 1)[0], category: anyCategory(r), sort: r.pick(DATASET_SORTS), priceMin: price(r, c.priceRange, 'low') }),
  },
  {
    name: '2. typo word + second word + max price',
    query: (r, c) => {
      const [a, b] = catalogWords(r, c, 2) as [string, string];
      const [longer, other] = a.length >= b.length ? [a, b] : [b, a];
      return { search: `${misspell(r, longer)} ${other}`, priceMax: price(r, c.priceRange, 'high') };
    },
  },
  {
    name: '3. three-four words + format + frequency + sort',
    query: (r, c) => ({
      search: catalogWords(r, c, r.int(3, 4)).join(' '), format: someOf(r, DATA_FORMATS), frequency: someOf(r, UPDATE_FREQUENCIES), sort: r.pick(DATASET_SORTS),
    }),
  },
  {
    name: '4. 4-5 letter fragment + category + page 1-5',
    query: (r, c) => ({ search: fragment(r, c), category: anyCategory(r), page: r.int(1, 5) }),
  },
  {
    name: '5. facets of a typo search',
    facets: true,
    query: (r, c) => ({ search: [misspell(r, catalogWords(r, c, 1)[0]!), ...(r.chance(0.5) ? catalogWords(r, c, 1) : [])].join(' ') }),
  },
  {
    name: '6. browse: category + rating + sort + page 1-40',
    query: (r) => ({ category: anyCategory(r), rating: r.int(1, 4), sort: r.pick(DATASET_SORTS), page: r.int(1, 40) }),
  },
];
