// Search on every generated catalog (server/seed/generated-catalogs.ts: the uniform one and the Zipf-law broker and
// long-tail ones), with the queries buyers type (server/seed/catalog-queries.ts: the catalog's own words, typos,
// fragments, filters and sorts at random), on PGlite and PostgreSQL:
// - every listing is what a brute-force query over every searchable dataset says it must be, with its exact total or
//   "1,000+", in the memory design and the plain one; facet totals exact in the memory design, and exact or
//   estimates within a fair factor in the plain one;
// - a typed word's own stems, completions and typos are what PostgreSQL's SQL over the vocabulary says;
// - two instances (each with its own vocabulary and index in memory) answer the same totals and facet counts for the
//   same query, in both designs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetQuery, FacetQuery, type DatasetFacets } from '../../../../common/catalog';
import type { Database } from '../../../db/client';
import { withReusedPlans } from '../../../db/reused-plans';
import { catalogWords, misspell, QUERY_MIXES, type CatalogWords, type QueryParams } from '../../../seed/catalog-queries';
import { GENERATED_CATALOGS } from '../../../seed/generated-catalogs';
import { generatedSlug } from '../../../seed/generated-datasets';
import { createRandom, seedFromString } from '../../../seed/random';
import { freshDatabase } from '../../../test/harness';
import { bruteForceListing } from '../../../test/search-reference';
import { referenceStems } from '../../../test/vocabulary-reference';
import { datasetFacets } from './facets';
import { liveIndexSource } from './live-index';
import type { ListingDeps } from './listing-page';
import { memoryListDatasets, type MemoryDeps } from './memory-search';
import { plainListDatasets } from './plain-search';
import { LISTING_COUNT_CAP } from './tuning';
import { vocabulary, type WordLookup } from './vocabulary';

const CATALOG_SIZE = 4_000;
const QUERIES_PER_MIX = 25;

/** One instance of the plain design: its own per-process state over the shared database. */
function instance(database: Database): ListingDeps {
  return { db: withReusedPlans(database), vocabulary: vocabulary(database.db) };
}

/** One instance of the memory design: the whole catalog in memory, kept current. */
function memoryInstance(database: Database): MemoryDeps {
  return { ...instance(database), index: liveIndexSource(database.db) };
}

/** The listing or facet query of a mix's parameters. */
const parsed = (facets: boolean | undefined, params: QueryParams) => {
  const defined = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  return facets ? { facets: FacetQuery.parse(defined) } : { listing: DatasetQuery.parse(defined) };
};

describe.each(GENERATED_CATALOGS.map((catalog) => [catalog.name, catalog] as const))('search over the %s catalog', (name, catalog) => {
  let database: Database;
  let drop: () => Promise<void>;
  let deps: ListingDeps;
  /** The memory design's: the whole catalog in memory. */
  let memory: MemoryDeps;
  const words: CatalogWords = { size: CATALOG_SIZE, documentOf: catalog.documentOf, priceRange: catalog.priceRange };

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await catalog.insert(database.db, CATALOG_SIZE);
    await database.db.execute(sql`vacuum analyze`);
    deps = instance(database);
    memory = memoryInstance(database);
  }, 180_000);
  afterAll(() => drop?.());

  const reference = (q: DatasetQuery) => bruteForceListing(database.db, deps.vocabulary, q);

  /** Facet counts are exact, or (from a sample of the table) within a factor of the truth. */
  function expectFairFacetTotal(facets: DatasetFacets, truth: number, label: string) {
    if (facets.exact) expect(facets.total, label).toBe(truth);
    else {
      expect(facets.total, label).toBeGreaterThanOrEqual(truth / 2);
      expect(facets.total, label).toBeLessThanOrEqual(truth * 2 + 50);
    }
  }

  it('lists exactly what a brute-force query finds for every mix, with a fair total', async () => {
    const r = createRandom(seedFromString(`search generators ${name}`));
    const kinds = { empty: 0, exact: 0, capped: 0 };
    for (const mix of QUERY_MIXES) {
      for (let i = 0; i < QUERIES_PER_MIX; i++) {
        const params = mix.query(r, words);
        const label = `${mix.name}: ${JSON.stringify(params)}`;
        const { listing: q, facets: f } = parsed(mix.facets, params);
        if (f) {
          const truth = (await reference(DatasetQuery.parse({ ...f }))).length;
          expectFairFacetTotal(await datasetFacets(deps, f), truth, `plain ${label}`);
          const inMemory = await datasetFacets(memory, f);
          expect({ total: inMemory.total, exact: inMemory.exact }, `memory ${label}`).toEqual({ total: truth, exact: true });
          continue;
        }
        const [listing, plain, expected] = await Promise.all([memoryListDatasets(memory, q), plainListDatasets(deps, q), reference(q)]);
        const offset = (q.page - 1) * q.limit;
        expect(listing.items.map((d) => d.id), label).toEqual(expected.slice(offset, offset + q.limit));
        expect(listing.hasMore, label).toBe(expected.length > offset + q.limit);
        expect({ total: listing.total, capped: listing.totalIsCapped }, label)
          .toEqual({ total: Math.min(expected.length, LISTING_COUNT_CAP), capped: expected.length > LISTING_COUNT_CAP });
        // The plain design answers the same page and total.
        expect({ ...plain, items: plain.items.map((d) => d.id) }, `plain ${label}`).toEqual({ ...listing, items: listing.items.map((d) => d.id) });
        kinds[expected.length === 0 ? 'empty' : listing.totalIsCapped ? 'capped' : 'exact']++;
      }
    }
    console.log(`${name}: totals of ${QUERIES_PER_MIX * (QUERY_MIXES.length - 1)} listings: ${JSON.stringify(kinds)}`);
    // The mixes reach listings with nothing and listings with some.
    expect(kinds.empty).toBeGreaterThan(0);
    expect(kinds.exact + kinds.capped).toBeGreaterThan(QUERIES_PER_MIX);
  }, 240_000);

  it('finds what a typed word may become (own stems, completions, typos) as PostgreSQL does', async () => {
    const r = createRandom(seedFromString(`vocabulary ${name}`));
    const typed = new Map<string, WordLookup>();
    const add = (word: string, completes: boolean, exact = false) => typed.set(`${word}|${completes}|${exact}`, { word, completes, exact });
    for (const word of ['the', 'a', '22', 'xq', 'zzzzzz', 'ins', 'leads']) for (const completes of [false, true]) add(word, completes);
    add('leads', false, true);
    while (typed.size < 300) {
      const [word] = catalogWords(r, words, 1) as [string];
      const roll = r.int(0, 2);
      add(roll === 0 ? word : roll === 1 ? misspell(r, word) : word.slice(0, r.int(2, 5)), r.chance(0.5));
    }
    const kinds = { stop: 0, own: 0, completions: 0, typos: 0 };
    const inProcess = vocabulary(withReusedPlans(database));
    for (const w of typed.values()) {
      const stems = (await inProcess.lookUp([w], [])).words.get(w.word)!;
      const lexemes = (list: { lexeme: string }[]) => list.map((stem) => stem.lexeme);
      const answer = { stop: stems.stop, own: lexemes(stems.own).sort(), completions: lexemes(stems.completions), typos: lexemes(stems.typos) };
      expect(answer, JSON.stringify(w)).toEqual(await referenceStems(database.db, w));
      for (const kind of ['own', 'completions', 'typos'] as const) if (answer[kind].length > 0) kinds[kind]++;
      if (answer.stop) kinds.stop++;
    }
    // The comparison covered every kind of answer.
    for (const count of Object.values(kinds)) expect(count).toBeGreaterThan(0);
  });

  it('gives the same totals and facet counts on two instances for the same query', async () => {
    // Each memory instance draws its own index; each plain one samples the table for a large base's facets, the same
    // pages for the same size of sample (REPEATABLE) on both.
    const [a, b] = [memoryInstance(database), memoryInstance(database)];
    const [plainA, plainB] = [instance(database), instance(database)];
    const r = createRandom(seedFromString(`two instances ${name}`));
    let estimates = 0;
    for (const mix of QUERY_MIXES) {
      for (let i = 0; i < 10; i++) {
        const params = mix.query(r, words);
        const label = `${mix.name}: ${JSON.stringify(params)}`;
        const { listing: q, facets: f } = parsed(mix.facets, params);
        if (f) {
          const [fa, fb, pa, pb] = await Promise.all([datasetFacets(a, f), datasetFacets(b, f), datasetFacets(plainA, f), datasetFacets(plainB, f)]);
          expect(fb, label).toEqual(fa);
          expect(pb, `plain ${label}`).toEqual(pa);
          if (!pa.exact) estimates++;
          continue;
        }
        const [la, lb, pa, pb] = await Promise.all([memoryListDatasets(a, q), memoryListDatasets(b, q), plainListDatasets(plainA, q), plainListDatasets(plainB, q)]);
        expect({ total: lb.total, capped: lb.totalIsCapped }, label).toEqual({ total: la.total, capped: la.totalIsCapped });
        expect({ total: pb.total, capped: pb.totalIsCapped }, `plain ${label}`).toEqual({ total: pa.total, capped: pa.totalIsCapped });
      }
    }
    // The plain design's comparison means something only if some facet counts were estimates.
    expect(estimates).toBeGreaterThan(0);
  }, 120_000);

  // Last: it changes the catalog.
  it('shows a change at once in the memory design, from its index', async () => {
    const q = DatasetQuery.parse({ search: 'zeppelin' });
    const f = FacetQuery.parse({ search: 'zeppelin' });
    expect((await memoryListDatasets(memory, q)).total).toBe(0);
    const before = await memory.index.get();
    await database.db.execute(sql`update datasets set title = title || ' Zeppelin' where slug = ${generatedSlug(7)}`);
    // What the app does on the change feed's "catalog" message: the vocabulary learns the new word.
    memory.vocabulary.clear();
    const slugs = (list: { items: { slug: string }[] }) => list.items.map((d) => d.slug);
    expect(slugs(await memoryListDatasets(memory, q))).toEqual([generatedSlug(7)]);
    expect(await datasetFacets(memory, f)).toMatchObject({ total: 1, exact: true });
    // The index that answered is the one drawn before the change, with the changed row beside it: nothing drawn again.
    const after = await memory.index.get();
    expect(after.recentRows).toBeGreaterThanOrEqual(1);
    expect(after.total).toBe(before.total);
  }, 120_000);
});
