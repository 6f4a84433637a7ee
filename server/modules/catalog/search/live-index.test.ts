// The memory design's index kept current row by row: after writes (new words, new sort keys, removals, a dataset
// removed and back, a deletion), every listing merged from the whole and the recent rows is PostgreSQL's, in every
// order; a write nobody announces shows in the next search; the whole is drawn again once the recent rows grow.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatasetQuery } from '../../../../common/catalog';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { generatedSlug, insertGeneratedDatasets } from '../../../seed/generated-datasets';
import { freshDatabase } from '../../../test/harness';
import { bruteForceListing } from '../../../test/search-reference';
import { liveIndexSource, type LiveIndexSource } from './live-index';
import { memoryListDatasets } from './memory-search';
import { priceShares } from './price-share';
import { vocabulary } from './vocabulary';

const CATALOG_SIZE = 3_000;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await insertGeneratedDatasets(database.db, CATALOG_SIZE);
}, 120_000);
afterAll(() => drop?.());

const slugs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => generatedSlug(from + i));
const write = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

/** A server's search over `index`, as catalog-search.ts wires it. */
function memoryDeps(index: LiveIndexSource) {
  return { db: database.db, vocabulary: vocabulary(database.db), prices: priceShares(database.db), sample: index, index };
}

async function searchable(): Promise<number> {
  return Number(rowsOf<{ n: number }>(await write(sql`select count(*)::int as n from dataset_search`))[0]!.n);
}

/** What the change feed's "catalog" message does on a server: its vocabulary learns the new words. */
function announce(deps: ReturnType<typeof memoryDeps>) {
  deps.vocabulary.clear();
}

describe('the memory design index', () => {
  it('lists as PostgreSQL does after rows are written, removed, brought back and deleted, in every order', async () => {
    const deps = memoryDeps(liveIndexSource(database.db));
    const before = await deps.index.get();
    expect(before.rows).toBe(CATALOG_SIZE);
    // New words, prices, ratings and downloads (so the recent rows interleave with the whole's in every order).
    await write(sql`update datasets set title = title || ' Zeppelin', price_cents = 777 + (total_downloads % 5) * 100,
      rating = 4.9, total_downloads = total_downloads + 5000, featured = not featured where slug in ${slugs(1, 20)}`);
    await write(sql`update datasets set active = false where slug in ${slugs(21, 30)}`);
    await write(sql`update datasets set active = true where slug = ${generatedSlug(25)}`);
    await write(sql`delete from datasets where slug = ${generatedSlug(31)}`);
    announce(deps);
    const index = await deps.index.get();
    expect(index).not.toBe(before);
    expect(index.rows).toBe(await searchable());
    // The 21 rows written back (at least: a look also reads again the rows of transactions that were running at the
    // last one, anywhere on the server, such as another test file's load).
    expect(index.recentRows).toBeGreaterThanOrEqual(21);
    for (const search of ['zeppelin', 'leads', 'texas exclusive', 'verified records zeppelin']) {
      for (const sort of ['popular', 'price-low', 'price-high', 'rating', 'downloads'] as const) {
        for (const page of [1, 3]) {
          const q = DatasetQuery.parse({ search, sort, page: String(page), limit: '12' });
          const [listed, expected] = await Promise.all([memoryListDatasets(deps, q), bruteForceListing(database.db, deps.vocabulary, q)]);
          const label = `${search} ${sort} ${page}`;
          expect(listed.items.map((d) => d.id), label).toEqual(expected.slice((page - 1) * 12, page * 12));
          expect(listed.total, label).toBe(Math.min(expected.length, 1_000));
        }
      }
    }
  }, 60_000);

  it('shows a write nobody announced in the next search', async () => {
    const deps = memoryDeps(liveIndexSource(database.db));
    const q = DatasetQuery.parse({ search: 'leads', sort: 'downloads', limit: '1' });
    const first = async () => (await memoryListDatasets(deps, q)).items[0]!.slug;
    expect(await first()).not.toBe(generatedSlug(100));
    await write(sql`update datasets set total_downloads = 10000000 where slug = ${generatedSlug(100)}`);
    expect(await first()).toBe(generatedSlug(100));
    await write(sql`update datasets set active = false where slug = ${generatedSlug(100)}`);
    expect(await first()).not.toBe(generatedSlug(100));
  });

  it('draws the whole catalog again once more rows were written than it keeps apart', async () => {
    const deps = memoryDeps(liveIndexSource(database.db, { recentRowsMax: 5 }));
    await deps.index.get();
    await write(sql`update datasets set description = description || ' airship' where slug in ${slugs(200, 209)}`);
    announce(deps);
    expect((await deps.index.get()).recentRows).toBeGreaterThanOrEqual(10);
    await vi.waitFor(async () => expect((await deps.index.get()).recentRows).toBe(0), { timeout: 30_000, interval: 20 });
    const q = DatasetQuery.parse({ search: 'airship', sort: 'price-low' });
    expect((await memoryListDatasets(deps, q)).items.map((d) => d.id)).toEqual(await bruteForceListing(database.db, deps.vocabulary, q));
  }, 60_000);
});
