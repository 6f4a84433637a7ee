// The memory design's index kept current row by row: after writes (new words, new sort keys, removals, a dataset
// removed and back, a deletion), every listing merged from the whole and the recent rows is PostgreSQL's, in every
// order; a write nobody announces shows in the next search; the whole is drawn again once the recent rows grow; a row
// read again at the version held (an older transaction running elsewhere holds the horizon back) changes nothing; a
// look whose indexing failed leaves the rows for the next; a page is read with its look in one statement, and listed
// again when that look finds a write (or more rows than it reads); a page's cards leave out a dataset removed after it
// was listed.
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DatasetQuery } from '../../../../common/catalog';
import { rowsOf } from '../../../db/rows';
import { generatedSlug } from '../../../seed/generated-datasets';
import { createRandom, seedFromString } from '../../../seed/random';
import { otherConnection } from '../../../test/harness';
import { generatedCatalogFixture } from '../../../test/listing-fixtures';
import { bruteForceFacets, bruteForceListing } from '../../../test/search-reference';
import { cardsOf } from '../dataset-cards';
import { datasetFacets } from './facets';
import { indexRows } from './catalog-index';
import { liveIndexSource, type LiveIndexSource } from './live-index';
import { memoryListDatasets } from './memory-search';
import { LOOK_BY_VERSION_MAX } from './tuning';
import { vocabulary } from './vocabulary';

const CATALOG_SIZE = 3_000;
const fixture = generatedCatalogFixture(CATALOG_SIZE);

const slugs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => generatedSlug(from + i));
const write = (statement: ReturnType<typeof sql>) => fixture.database.db.execute(statement);

/** A server's search over `index`, as catalog-search.ts wires it. */
function memoryDeps(index: LiveIndexSource) {
  return { db: fixture.database.db, vocabulary: vocabulary(fixture.database.db), index };
}

async function searchable(): Promise<number> {
  return Number(rowsOf<{ n: number }>(await write(sql`select count(*)::int as n from dataset_search`))[0]!.n);
}

/** Pages 1 and 3 of 10 of every search in every order, and their totals, are what a brute-force query gives. */
async function expectListsAsPostgreSQL(deps: ReturnType<typeof memoryDeps>, searches: string[]) {
  for (const search of searches) {
    for (const sort of ['popular', 'price-low', 'price-high', 'rating', 'downloads'] as const) {
      for (const page of [1, 3]) {
        const q = DatasetQuery.parse({ search, sort, page: String(page), limit: '10' });
        const [listed, expected] = await Promise.all([memoryListDatasets(deps, q), bruteForceListing(fixture.database.db, deps.vocabulary, q)]);
        const label = `${search} ${sort} ${page}`;
        expect(listed.items.map((d) => d.id), label).toEqual(expected.slice((page - 1) * 10, page * 10));
        expect(listed.total, label).toBe(Math.min(expected.length, 1_000));
      }
    }
  }
}

/** What the change feed's "catalog" message does on a server: its vocabulary learns the new words. */
function announce(deps: ReturnType<typeof memoryDeps>) {
  deps.vocabulary.clear();
}

describe('the memory design index', () => {
  it('lists as PostgreSQL does after rows are written, removed, brought back and deleted, in every order', async () => {
    const deps = memoryDeps(liveIndexSource(fixture.database.db));
    const before = await deps.index.get();
    expect(before.total).toBe(CATALOG_SIZE);
    // New words, prices, ratings and downloads (so the recent rows interleave with the whole's in every order).
    await write(sql`update datasets set title = title || ' Zeppelin', price_cents = 777 + (total_downloads % 5) * 100,
      rating = 4.9, total_downloads = total_downloads + 5000, featured = not featured where slug in ${slugs(1, 20)}`);
    await write(sql`update datasets set active = false where slug in ${slugs(21, 30)}`);
    await write(sql`update datasets set active = true where slug = ${generatedSlug(25)}`);
    await write(sql`delete from datasets where slug = ${generatedSlug(31)}`);
    announce(deps);
    const index = await deps.index.get();
    expect(index).not.toBe(before);
    expect(index.total).toBe(await searchable());
    // The 21 rows written back, and no other (a look may read again rows it holds: they are passed over).
    expect(index.recentRows).toBe(21);
    await expectListsAsPostgreSQL(deps, ['zeppelin', 'leads', 'texas exclusive', 'verified records zeppelin']);
    // Facets too, over the whole (with rows left out) and the recent rows, for a base of few rows and of most.
    for (const q of [{ search: 'zeppelin' }, { search: 'leads', format: ['CSV' as const], rating: 3 }, { search: 'texas' }]) {
      expect(await datasetFacets(deps, q), JSON.stringify(q)).toEqual(await bruteForceFacets(fixture.database.db, deps.vocabulary, q));
    }
  }, 60_000);

  it('lists as PostgreSQL does after many looks found writes, in segments merged as they grow', async () => {
    const deps = memoryDeps(liveIndexSource(fixture.database.db));
    await deps.index.get();
    const r = createRandom(seedFromString('live index segments'));
    let most = 0;
    for (let round = 0; round < 16; round++) {
      // A few rows each look: some new among the recent rows, some written again (held by an older segment).
      const some = Array.from({ length: r.int(1, 6) }, () => generatedSlug(r.int(400, 440)));
      await write(sql`update datasets set title = title || ' Gondola', price_cents = ${r.int(100, 90_000)},
        total_downloads = total_downloads + ${r.int(1, 9_000)}, rating = ${r.int(10, 50) / 10} where slug in ${some}`);
      if (round % 4 === 3) await write(sql`update datasets set active = not active where slug = ${generatedSlug(r.int(400, 440))}`);
      announce(deps);
      most = Math.max(most, (await deps.index.get()).segments);
    }
    expect(most).toBeGreaterThan(1);
    const index = await deps.index.get();
    expect(index.total).toBe(await searchable());
    await expectListsAsPostgreSQL(deps, ['gondola', 'leads gondola', 'leads']);
  }, 60_000);

  it('shows a write nobody announced in the next search', async () => {
    const deps = memoryDeps(liveIndexSource(fixture.database.db));
    const q = DatasetQuery.parse({ search: 'leads', sort: 'downloads', limit: '1' });
    const first = async () => (await memoryListDatasets(deps, q)).items[0]!.slug;
    expect(await first()).not.toBe(generatedSlug(100));
    await write(sql`update datasets set total_downloads = 10000000 where slug = ${generatedSlug(100)}`);
    expect(await first()).toBe(generatedSlug(100));
    await write(sql`update datasets set active = false where slug = ${generatedSlug(100)}`);
    expect(await first()).not.toBe(generatedSlug(100));
  });

  it('reads a page with its look in one statement, and lists again when that look finds a write', async () => {
    let statements = 0;
    const counted = Object.assign(Object.create(fixture.database.db) as typeof fixture.database.db, {
      execute: (query: Parameters<typeof write>[0]) => { statements++; return fixture.database.db.execute(query); },
    });
    const deps = memoryDeps(liveIndexSource(counted));
    await deps.index.get();
    const q = DatasetQuery.parse({ sort: 'downloads', limit: '3' });
    const listed = async () => {
      statements = 0;
      const first = (await memoryListDatasets(deps, q)).items[0]!.slug;
      return { first, statements };
    };
    expect(await listed()).toEqual({ first: expect.not.stringMatching(generatedSlug(160)), statements: 1 });
    await write(sql`update datasets set total_downloads = total_downloads + 50000000 where slug = ${generatedSlug(160)}`);
    // The read with its look, which finds the write; a look; the read again.
    expect(await listed()).toEqual({ first: generatedSlug(160), statements: 3 });
    expect(await listed()).toEqual({ first: generatedSlug(160), statements: 1 });
    await write(sql`update datasets set total_downloads = total_downloads - 50000000 where slug = ${generatedSlug(160)}`);
  });

  it('leaves out of the cards of a page a dataset removed after it was listed', async () => {
    const ids = rowsOf<{ id: string }>(await write(sql`select id from datasets where active order by slug limit 5`)).map((row) => row.id);
    await write(sql`update datasets set active = false where id = ${ids[0]!}`);
    const cards = rowsOf<{ cards: { id: string }[] }>(await write(sql`select ${cardsOf(ids)} as cards`))[0]!.cards;
    expect(cards.map((card) => card.id)).toEqual(ids.slice(1));
    await write(sql`update datasets set active = true where id = ${ids[0]!}`);
  });

  it('draws the whole catalog again once more rows were written than it keeps apart', async () => {
    const deps = memoryDeps(liveIndexSource(fixture.database.db, { recentRowsMax: 5 }));
    await deps.index.get();
    await write(sql`update datasets set description = description || ' airship' where slug in ${slugs(200, 209)}`);
    announce(deps);
    expect((await deps.index.get()).recentRows).toBe(10);
    await vi.waitFor(async () => expect((await deps.index.get()).recentRows).toBe(0), { timeout: 30_000, interval: 20 });
    const q = DatasetQuery.parse({ search: 'airship', sort: 'price-low' });
    expect((await memoryListDatasets(deps, q)).items.map((d) => d.id)).toEqual(await bruteForceListing(fixture.database.db, deps.vocabulary, q));
  }, 60_000);

  it('finds the rows again on the next look when indexing them failed', async () => {
    // indexRows as it is, but failing once.
    const indexFound = vi.fn(indexRows).mockRejectedValueOnce(new Error('out of memory'));
    const deps = memoryDeps(liveIndexSource(fixture.database.db, { indexFound }));
    const drawn = await deps.index.get();
    await write(sql`update datasets set title = title || ' Montgolfier' where slug in ${slugs(500, 504)}`);
    announce(deps);
    await expect(deps.index.get()).rejects.toThrow('out of memory');
    const index = await deps.index.get();
    expect(index).not.toBe(drawn);
    expect(index.recentRows).toBe(5);
    await expectListsAsPostgreSQL(deps, ['montgolfier']);
  });

  // PGlite has one connection: a transaction held open beside the index's reads needs a PostgreSQL server.
  it.skipIf(!process.env.DATABASE_URL)('passes over rows it holds at their version while an older transaction holds the horizon back', async () => {
    const other = await otherConnection(fixture.database);
    try {
      // A writing transaction left open: every snapshot's horizon stays at or before it.
      await other.query('begin');
      await other.query('select pg_current_xact_id()');
      await write(sql`update datasets set title = title || ' Dirigible' where slug in ${slugs(300, 309)}`);
      const deps = memoryDeps(liveIndexSource(fixture.database.db));
      const drawn = await deps.index.get();
      // Every look reads those ten rows again (written after the horizon); the whole holds them at that version.
      expect(await deps.index.get()).toBe(drawn);
      await write(sql`update datasets set title = title || ' Blimp' where slug = ${generatedSlug(310)}`);
      const after = await deps.index.get();
      expect(after.recentRows).toBe(1);
      expect(await deps.index.get()).toBe(after);
    } finally {
      await other.query('rollback');
      await other.end();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('looks in full when a look by version finds more rows than it reads', async () => {
    const other = await otherConnection(fixture.database);
    const last = generatedSlug(800);
    try {
      // The horizon held back before more rows than a look by version reads, all held by the index at their version.
      await other.query('begin');
      await other.query('select pg_current_xact_id()');
      await write(sql`update datasets set total_downloads = total_downloads + 1 where slug in ${slugs(600, 600 + LOOK_BY_VERSION_MAX)}`);
      const deps = memoryDeps(liveIndexSource(fixture.database.db));
      await deps.index.get();
      // Written after them: past the rows a look by version reads.
      await write(sql`update datasets set total_downloads = total_downloads + 60000000 where slug = ${last}`);
      const q = DatasetQuery.parse({ sort: 'downloads', limit: '1' });
      expect((await memoryListDatasets(deps, q)).items[0]!.slug).toBe(last);
    } finally {
      await other.query('rollback');
      await other.end();
      await write(sql`update datasets set total_downloads = total_downloads - 60000000 where slug = ${last}`);
    }
  });
});
