// throwaway
import { sql, type SQL } from 'drizzle-orm';
import { DatasetQuery } from '../common/catalog';
import { openDatabase, type Db } from '../server/db/client';
import { listDatasets } from '../server/modules/catalog/search/list-datasets';
import { sortPositions } from '../server/modules/catalog/search/sort-positions';
import { vocabulary } from '../server/modules/catalog/search/vocabulary';
const database = await openDatabase({ url: process.env.BENCH_DB_URL });
const qs: { q: SQL; ms: number }[] = [];
const db = new Proxy(database.db, { get(t, k, r) { if (k !== 'execute') return Reflect.get(t, k, r); return async (q: SQL) => { const s = performance.now(); const res = await t.execute(q); qs.push({ q, ms: performance.now() - s }); return res; }; } }) as Db;
const listing = { db, vocabulary: vocabulary(db), positions: sortPositions(db) };
for (let i = 0; i < 3; i++) { qs.length = 0; await listDatasets(listing, DatasetQuery.parse(Object.fromEntries(new URLSearchParams(process.argv[2])))); console.log(qs.map((q) => q.ms.toFixed(2)).join(' ')); }
for (const { q } of qs) {
  const plan = await database.db.execute(sql`explain (analyze, summary) ${q}`);
  for (const row of (plan as any).rows) { const l = Object.values(row)[0] as string; if (/Planning Time|Execution Time/.test(l)) console.log(l); }
}
await database.close();
