// The benchmark's users: the six query mixes of server/seed/catalog-queries.ts (words drawn from the catalog's own
// datasets; typos, fragments, filters, sorts and pages at random), over a generated catalog or, when BENCH_DB=pglite,
// the demo one. bench/search.ts measures them under load.
import { DATASETS } from '../server/seed/catalog-data';
import { QUERY_MIXES, type CatalogWords, type QueryMix } from '../server/seed/catalog-queries';
import { generatedCatalog } from '../server/seed/generated-catalogs';
import { createRandom, seedFromString } from '../server/seed/random';

export type { QueryMix as Mix } from '../server/seed/catalog-queries';

/** The demo catalog (64 datasets, in PGlite) rather than a generated one. */
export const demoCatalog = process.env.BENCH_DB === 'pglite';

const demoWords: CatalogWords = {
  size: DATASETS.length,
  documentOf: (n) => ({ ...DATASETS[n - 1]!, tags: [...DATASETS[n - 1]!.tags] }),
  priceRange: {
    min: Math.floor(Math.min(...DATASETS.map((d) => d.priceCents)) / 100),
    max: Math.ceil(Math.max(...DATASETS.map((d) => d.priceCents)) / 100),
  },
};

/** The words of the demo catalog, or of `size` datasets of the named generator. */
export function wordsOf(catalog: string | null, size: number): CatalogWords {
  if (!catalog) return demoWords;
  const { documentOf, priceRange } = generatedCatalog(catalog);
  return { size, documentOf, priceRange };
}

/** The run's random source: the same queries in the same order on every run. */
export const rng = createRandom(seedFromString('bench/search'));
/** Every listing URL generated in this run. */
export const used = new Set<string>();

// BENCH_MIXES=2,3 runs only those mixes (by number).
const only = process.env.BENCH_MIXES?.split(',');
export const MIXES = QUERY_MIXES.filter((mix) => !only || only.includes(mix.name.split('.')[0]!));

/**
 * Distinct queries of each mix run first, unmeasured, as a server that has been up a while has run them: its pool
 * connections have prepared the search's statement shapes and PostgreSQL has made their plans (server/db/reused-plans.ts;
 * PGlite keeps none, and its demo catalog has too few distinct queries of some mixes for more). No answer is kept:
 * every measured query is new.
 */
export const WARM_UP_PER_MIX = demoCatalog ? 7 : 240;

export const pathOf = (mix: QueryMix) => (mix.facets ? '/api/catalog/facets' : '/api/datasets');

/** `count` URLs of one mix over `words`, none seen before in this run. */
export function distinctQueries(mix: QueryMix, count: number, words: CatalogWords): string[] {
  const paths: string[] = [];
  for (let attempts = 0; paths.length < count; attempts++) {
    if (attempts > count * 100) throw new Error(`${mix.name}: cannot find ${count} distinct queries`);
    const params = Object.entries(mix.query(rng, words)).filter(([, value]) => value !== undefined);
    const path = `${pathOf(mix)}?${params.map(([k, value]) => `${k}=${encodeURIComponent(String(value))}`).join('&')}`;
    if (used.has(path)) continue;
    used.add(path);
    paths.push(path);
  }
  return paths;
}
