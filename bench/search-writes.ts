// What keeping the search current costs writes: a bulk import of generated datasets (server/seed/generated-catalogs.ts,
// the same INSERTs as bench/search.ts seeds with) and single-dataset edits, on three sets of search structures:
//   search:  the schema as it is (the search triggers; dataset_search with its key, the documents' GIN index, the
//            four sort indexes and changed_xid's; the vocabulary tables), each row written through them;
//   bulk:    the same, the import run through importInBulk (search/bulk-import.ts: the secondary indexes of
//            dataset_search dropped for the load and built again before it commits);
//   none:    the search triggers disabled: a plain insert into datasets (its own indexes only).
// BENCH_CATALOGS (default broker), BENCH_DATASETS (sizes, default 100000; e.g. 100000,1000000 for linearity),
// BENCH_STRUCTURES (default none,search,bulk), BENCH_EDITS (default 2,000 edits, one statement each, sequential).
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';
import { rowsOf } from '../server/db/rows';
import { importInBulk } from '../server/modules/catalog/search/bulk-import';
import { generatedCatalog } from '../server/seed/generated-catalogs';
import { createRandom, seedFromString } from '../server/seed/random';
import { fmt, pgDatabase } from './lib';

const CATALOGS = process.env.BENCH_CATALOGS?.split(',') ?? ['broker'];
const SIZES = (process.env.BENCH_DATASETS ?? '100000').split(',').map(Number);
const STRUCTURES = (process.env.BENCH_STRUCTURES?.split(',') ?? ['none', 'search', 'bulk']) as Structure[];
const EDITS = Number(process.env.BENCH_EDITS ?? 2000);
const EDITS_WARM_UP = 20;

type Structure = 'none' | 'search' | 'bulk';

async function shape(database: Database, structure: Structure): Promise<void> {
  if (structure === 'none') {
    await database.db.execute(sql`alter table datasets disable trigger datasets_inserted_sync_search`);
    await database.db.execute(sql`alter table datasets disable trigger datasets_updated_sync_search`);
  }
}

/** Edits as an admin makes them, one dataset per statement: a new price and a longer description. Mean µs an edit. */
async function edit(database: Database, count: number): Promise<number> {
  const ids = rowsOf<{ id: string }>(await database.db.execute(sql`select id::text from datasets order by random() limit ${count + EDITS_WARM_UP}`));
  const r = createRandom(seedFromString('search writes'));
  const update = (id: string) => database.db.execute(sql`update datasets set price_cents = ${r.int(500, 50_000)},
    description = description || ${` Refreshed with ${r.int(1, 90)} new sources.`} where id = ${id}`);
  // The first few warm the connection and the statement's plan; they are not timed.
  for (const { id } of ids.slice(0, EDITS_WARM_UP)) await update(id);
  const timed = ids.slice(EDITS_WARM_UP);
  const started = performance.now();
  for (const { id } of timed) await update(id);
  return ((performance.now() - started) * 1000) / timed.length;
}

console.log('| catalog | datasets | structures | insert s | µs a dataset | × none | edit µs | × none |');
console.log('|---|---|---|---|---|---|---|---|');
for (const catalog of CATALOGS) {
  for (const size of SIZES) {
    const costs: Partial<Record<Structure, { insert: number; edit: number }>> = {};
    for (const structure of STRUCTURES) {
      const created = await pgDatabase('bench_search_writes');
      const database = await openDatabase({ url: created.url });
      try {
        await database.migrate();
        await shape(database, structure);
        const started = performance.now();
        const generated = generatedCatalog(catalog);
        if (structure === 'bulk') await importInBulk(database.db, (tx) => generated.insert(tx, size));
        else await generated.insert(database.db, size);
        const insert = (performance.now() - started) / 1000;
        const editMicros = await edit(database, EDITS);
        costs[structure] = { insert, edit: editMicros };
        const none = costs.none;
        const times = (a: number, b: number | undefined) => (b ? `${fmt(a / b, 1)}×` : '');
        console.log(`| ${catalog} | ${fmt(size)} | ${structure} | ${fmt(insert, 1)} | ${fmt((insert * 1e6) / size)} | ${times(insert, none?.insert)} | ${fmt(editMicros)} | ${times(editMicros, none?.edit)} |`);
      } finally {
        await database.close();
        await created.drop();
      }
    }
  }
}
