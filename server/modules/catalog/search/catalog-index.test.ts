// The catalog's index in memory: its counts, and the facet counts made from them, are what PostgreSQL counts over the
// same rows; a lexeme's postings, kept as a list or a bitset, hold its rows whatever the lexeme's share of them.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATA_FORMATS, DatasetQuery, UPDATE_FREQUENCIES } from '../../../../common/catalog';
import { rowsOf } from '../../../db/rows';
import { CATEGORIES } from '../../../seed/catalog-data';
import { GENERATED_PRICE_RANGE, GENERATED_VOCABULARY } from '../../../seed/generated-datasets';
import { createRandom, seedFromString } from '../../../seed/random';
import { generatedCatalogFixture, randomFilters } from '../../../test/listing-fixtures';
import { bruteForceFacets } from '../../../test/search-reference';
import { drawCatalog, indexRows, type IndexedRow, type IndexQuery } from './catalog-index';
import { datasetFacets } from './facets';
import { allOf, listingFilters, priceConditions } from './listing-filters';
import { liveIndexSource } from './live-index';
import { compileSearch, termMatch, tsquery } from './text-query';
import { vocabulary } from './vocabulary';

const CATALOG_SIZE = 3_000;
const fixture = generatedCatalogFixture(CATALOG_SIZE);

const v = GENERATED_VOCABULARY;
const WORDS = [...v.nouns, ...v.states, ...v.freshness, ...CATEGORIES.map((c) => c.name)].flatMap((p) => p.toLowerCase().split(' '));

/** What PostgreSQL counts for an index query over every searchable dataset. */
async function counted(q: IndexQuery): Promise<number> {
  const conditions = [
    sql`ts_match_vq(${sql.raw(q.field)}, ${tsquery(q.all)}::tsquery)`,
    ...priceConditions({ priceMinCents: q.priceMinCents, priceMaxCents: q.priceMaxCents }),
  ];
  const result = await fixture.database.db.execute(sql`select count(*)::int as n from dataset_search where ${allOf(conditions)}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

describe('the catalog index', () => {
  it("counts a search's matches as PostgreSQL does: words, filter terms, price range, strong words", async () => {
    const { index } = await drawCatalog(fixture.database.db);
    expect(index.total).toBe(CATALOG_SIZE);
    const vocab = vocabulary(fixture.database.db);
    const r = createRandom(seedFromString('catalog sample counts'));
    let matched = 0;
    for (let i = 0; i < 60; i++) {
      const q = DatasetQuery.parse({ search: Array.from({ length: r.int(1, 3) }, () => r.pick(WORDS)).join(' '), ...randomFilters(r, 3) });
      const filters = listingFilters(q);
      const text = await compileSearch(vocab, q.search!, filters);
      if (!text || text === 'nothing') continue;
      const query: IndexQuery = {
        field: r.pick(['doc', 'strong'] as const),
        all: [...text.clauses, ...text.filters],
        priceMinCents: filters.priceMinCents,
        priceMaxCents: filters.priceMaxCents,
      };
      const label = JSON.stringify(q);
      const expected = await counted(query);
      expect(index.count(query), label).toBe(expected);
      if (expected > 0) matched++;
    }
    expect(matched).toBeGreaterThan(10);
  }, 60_000);

  it('finds every row of a lexeme common among the first rows and rare after, of a common one and of a rare one', async () => {
    // Row i is the i-th most popular (downloads descending): "early" is in each of the first 64 and every 200th after,
    // so its postings become a bitset while drawn and end a list; "half" stays a bitset; "rare" stays a list.
    const lexemes = (i: number) => [i < 64 || i % 200 === 0 ? 'early' : '', i % 2 === 0 ? 'half' : '', i % 97 === 0 ? 'rare' : ''].filter(Boolean);
    const rows: IndexedRow[] = Array.from({ length: 4_000 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, version: 1, featured: false, rating: 4, total_reviews: 1,
      total_downloads: 10_000 - i, price_cents: 1_000, doc: lexemes(i).join(' '), strong: '',
    }));
    const index = await indexRows([...rows].reverse());
    for (const lexeme of ['early', 'half', 'rare']) {
      const holding = rows.filter((row) => row.doc.split(' ').includes(lexeme)).map((row) => row.id);
      const query = { field: 'doc' as const, all: [termMatch(lexeme)] };
      expect(index.count(query), lexeme).toBe(holding.length);
      const { parts } = index.ranked({ ...query, sort: 'popular', to: holding.length, countUpTo: holding.length });
      expect(Array.from(parts[0]!, (row) => index.keys.dataset_id[row]), lexeme).toEqual(holding);
    }
  });

  it("counts a large result's facets as PostgreSQL does, each under the other facets' filters", async () => {
    const deps = { db: fixture.database.db, vocabulary: vocabulary(fixture.database.db), index: liveIndexSource(fixture.database.db) };
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
      expect(facets.exact, JSON.stringify(q)).toBe(true);
      expect(facets, JSON.stringify(q)).toEqual(await bruteForceFacets(fixture.database.db, deps.vocabulary, q));
    }
  }, 60_000);
});
