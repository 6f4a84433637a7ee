// The catalog's in-memory sample: its counts are what PostgreSQL counts over the same rows (here every dataset, as a
// catalog smaller than the sample is held whole), a larger catalog is sampled, and a change is seen after markStale.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_FORMATS, DatasetQuery, UPDATE_FREQUENCIES } from '../../../../common/catalog';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { CATEGORIES } from '../../../seed/catalog-data';
import { GENERATED_PRICE_RANGE, GENERATED_VOCABULARY, insertGeneratedDatasets } from '../../../seed/generated-datasets';
import { createRandom, seedFromString } from '../../../seed/random';
import { freshDatabase } from '../../../test/harness';
import { randomFilters } from '../../../test/listing-fixtures';
import { catalogSampleSource, type SampleQuery } from './catalog-sample';
import { datasetFacets } from './facets';
import { allOf, filterConditions, formatMaskOf, listingFilters, priceConditions } from './listing-filters';
import { compileSearch, tsquery } from './text-query';
import { vocabulary } from './vocabulary';

const CATALOG_SIZE = 3_000;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await insertGeneratedDatasets(database.db, CATALOG_SIZE);
}, 120_000);
afterAll(() => drop?.());

const v = GENERATED_VOCABULARY;
const WORDS = [...v.nouns, ...v.states, ...v.freshness, ...CATEGORIES.map((c) => c.name)].flatMap((p) => p.toLowerCase().split(' '));

/** What PostgreSQL counts for a sample query over every searchable dataset. */
async function counted(q: SampleQuery): Promise<{ inDomain: number; matching: number }> {
  const field = sql.raw(q.field);
  const domain = q.domain ? sql`ts_match_vq(doc, ${tsquery([q.domain])}::tsquery)` : sql`true`;
  const conditions = [
    domain,
    sql`ts_match_vq(${field}, ${tsquery(q.all)}::tsquery)`,
    ...(q.notAllInStrong ? [sql`not ts_match_vq(strong, ${tsquery(q.notAllInStrong)}::tsquery)`] : []),
    ...priceConditions({ priceMinCents: q.priceMinCents, priceMaxCents: q.priceMaxCents }),
  ];
  const result = await database.db.execute(sql`
    select count(*) filter (where ${domain})::int as "inDomain", count(*) filter (where ${allOf(conditions)})::int as matching
    from dataset_search`);
  return rowsOf<{ inDomain: number; matching: number }>(result)[0]!;
}

describe('the catalog sample', () => {
  it("counts a search's matches as PostgreSQL does: words, filter terms, price range, strong words, a domain", async () => {
    const source = catalogSampleSource(database.db);
    const sample = await source.get();
    expect(sample.rows).toBe(CATALOG_SIZE);
    const vocab = vocabulary(database.db);
    const r = createRandom(seedFromString('catalog sample counts'));
    let matched = 0;
    for (let i = 0; i < 60; i++) {
      const q = DatasetQuery.parse({ search: Array.from({ length: r.int(1, 3) }, () => r.pick(WORDS)).join(' '), ...randomFilters(r, 3) });
      const filters = listingFilters(q);
      const text = await compileSearch(vocab, q.search!, filters);
      if (!text || text === 'nothing') continue;
      const query: SampleQuery = {
        field: r.pick(['doc', 'strong'] as const),
        all: [...text.clauses, ...text.filters],
        domain: text.filters.length > 0 ? r.pick(text.filters) : undefined,
        notAllInStrong: r.int(0, 2) === 0 ? text.clauses : undefined,
        priceMinCents: filters.priceMinCents,
        priceMaxCents: filters.priceMaxCents,
      };
      const label = JSON.stringify(q);
      const expected = await counted(query);
      expect(sample.count(query), label).toEqual(expected);
      if (expected.matching > 0) matched++;
    }
    expect(matched).toBeGreaterThan(10);
  }, 60_000);

  it("counts a large result's facets as PostgreSQL does, each under the other facets' filters", async () => {
    const deps = { db: database.db, vocabulary: vocabulary(database.db), sample: catalogSampleSource(database.db) };
    const r = createRandom(seedFromString('catalog sample facets'));
    for (let i = 0; i < 12; i++) {
      const maybe = <T>(value: () => T) => (r.int(0, 1) === 0 ? value() : undefined);
      const q = {
        search: r.pick(['leads', 'insurance', 'verified records', 'phone consent']),
        category: maybe(() => r.pick(CATEGORIES).slug),
        format: maybe(() => r.sample(DATA_FORMATS, r.int(1, 2))),
        frequency: maybe(() => r.sample(UPDATE_FREQUENCIES, r.int(1, 3))),
        rating: maybe(() => r.int(1, 4)),
        priceMax: maybe(() => r.int(200, GENERATED_PRICE_RANGE.max)),
      };
      const facets = await datasetFacets(deps, q);
      const label = JSON.stringify(q);
      // The catalog's sample holds every dataset of a catalog this small, and is drawn again on a change: exact.
      expect(facets.exact, label).toBe(true);
      const filters = listingFilters({ ...q, sort: 'popular', page: 1, limit: 1 });
      const text = await compileSearch(deps.vocabulary, q.search, filters);
      if (!text || text === 'nothing') throw new Error(label);
      const base = allOf([...filterConditions({ ...filters, category: undefined, formats: undefined, minRating: undefined }), sql`ts_match_vq(doc, ${tsquery(text.clauses)}::tsquery)`]);
      const [inCategory, withFormat, withRating] = [filterConditions({ category: filters.category }), filterConditions({ formats: filters.formats }), filterConditions({ minRating: filters.minRating })];
      const count = async (...conditions: ReturnType<typeof sql>[][]) => Number(rowsOf<{ n: number }>(await database.db.execute(sql`
        select count(*)::int as n from dataset_search where ${allOf([base, ...conditions.flat()])}`))[0]!.n);
      const categories = rowsOf<{ slug: string; count: number }>(await database.db.execute(sql`
        select c.slug, count(*) filter (where ${allOf([...withFormat, ...withRating])})::int as count
        from dataset_search s join categories c on c.id = s.category_id where ${base} group by c.slug order by c.slug`));
      expect(facets.categories, label).toEqual(categories);
      for (const [i, format] of DATA_FORMATS.entries()) {
        expect(facets.formats[i], label).toEqual({ format, count: await count(inCategory, withRating, [sql`(format_mask & ${formatMaskOf([format])}) <> 0`]) });
      }
      for (const rating of [1, 2, 3, 4]) {
        expect(facets.ratings[rating - 1], label).toEqual({ atLeast: rating, count: await count(inCategory, withFormat, [sql`rating >= ${rating}`]) });
      }
      expect(facets.total, label).toBe(await count(inCategory, withFormat, withRating));
    }
  }, 60_000);

  it('samples a catalog larger than its size, about that many rows', async () => {
    const sample = await catalogSampleSource(database.db, 1_000).get();
    expect(sample.total).toBe(CATALOG_SIZE);
    expect(sample.rows).toBeGreaterThan(500);
    expect(sample.rows).toBeLessThan(1_500);
  });

  it('serves the same sample until the catalog changes, then holds the change', async () => {
    const source = catalogSampleSource(database.db);
    const first = await source.get();
    expect(await source.get()).toBe(first);
    const word = { stem: { lexeme: 'zeppelin', docCount: 1, strongCount: 1 } };
    expect(first.count({ field: 'doc', all: [word] }).matching).toBe(0);
    await database.db.execute(sql`update datasets set title = title || ' Zeppelin' where slug = 'bench-dataset-7'`);
    expect(await source.get()).toBe(first);
    source.markStale();
    const second = await source.get();
    expect(second).not.toBe(first);
    expect(second.count({ field: 'doc', all: [word] }).matching).toBe(1);
  });
});
