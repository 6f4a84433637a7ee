// throwaway
import { type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DatasetQuery } from '../common/catalog';
import { openDatabase, type Db } from '../server/db/client';
import { listDatasets } from '../server/modules/catalog/search/list-datasets';
import { sortPositions } from '../server/modules/catalog/search/sort-positions';
import { vocabulary } from '../server/modules/catalog/search/vocabulary';
const database = await openDatabase({ url: process.env.BENCH_DB_URL });
const dialect = (database.db as unknown as { dialect: PgDialect }).dialect;
const qs: SQL[] = [];
const db = new Proxy(database.db, { get(t, k, r) { if (k !== 'execute') return Reflect.get(t, k, r); return async (q: SQL) => { qs.push(q); return t.execute(q); }; } }) as Db;
const listing = { db, vocabulary: vocabulary(db), positions: sortPositions(db) };
await listDatasets(listing, DatasetQuery.parse(Object.fromEntries(new URLSearchParams(process.argv[2]))));
const client = new pg.Client({ connectionString: process.env.BENCH_DB_URL }); await client.connect();
for (const q of qs) {
  let t = performance.now(); for (let i = 0; i < 50; i++) dialect.sqlToQuery(q); const build = (performance.now() - t) / 50;
  const { sql: text, params } = dialect.sqlToQuery(q);
  for (let i = 0; i < 5; i++) await client.query(text, params);
  t = performance.now(); for (let i = 0; i < 20; i++) await client.query(text, params); const run = (performance.now() - t) / 20;
  t = performance.now(); for (let i = 0; i < 20; i++) await database.db.execute(q); const full = (performance.now() - t) / 20;
  console.log(`build ${build.toFixed(2)} ms, pg.query ${run.toFixed(2)} ms, db.execute ${full.toFixed(2)} ms, sql ${text.length} chars, ${params.length} params`);
}
await client.end(); await database.close();
