// What the memory design's look costs (search/live-index.ts): before every search the index reads the rows written
// since its last look, and indexes those it finds as a segment beside the whole (segments merged as they grow). This
// measures, on a seeded catalog, the look that finds nothing, and the look that finds one sale at each count of
// recent rows (rows written since the whole was drawn): the basis of RECENT_ROWS_MAX (tuning.ts), past which the
// whole is drawn again.
// BENCH_DB_URL (required): a catalog bench/search.ts seeded and kept (BENCH_KEEP_DB=1). BENCH_RECENT (default
// 0,100,1000,5000,20000): the recent-row counts. BENCH_LOOKS (default 50): timed looks at each. The catalog's download
// counts are raised by one on the rows it writes.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { rowsOf } from '../server/db/rows';
import { liveIndexSource } from '../server/modules/catalog/search/live-index';
import { fmt } from './lib';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL: a catalog seeded by bench/search.ts (BENCH_KEEP_DB=1)');
const RECENT = (process.env.BENCH_RECENT ?? '0,100,1000,5000,20000').split(',').map(Number);
const LOOKS = Number(process.env.BENCH_LOOKS ?? 50);

const database = await openDatabase({ url });
const db = database.db;
const ids = rowsOf<{ id: string }>(await db.execute(sql`select dataset_id::text as id from dataset_search order by random() limit ${RECENT.reduce((n, r) => n + r, 0) + LOOKS * RECENT.length}`)).map((r) => r.id);
const sell = (some: string[]) => db.execute(sql`update datasets set total_downloads = total_downloads + 1 where id = any(${sql.param(some)}::uuid[])`);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
console.log('| recent rows | look, nothing written: mean ms | p95 | look after one sale: mean ms | p95 | max | segments |');
console.log('|---|---|---|---|---|---|---|');
let next = 0;
for (const recent of RECENT) {
  // A fresh index per count: drawn whole, then `recent` rows written at once and read by one look.
  const index = liveIndexSource(db, { recentRowsMax: Infinity });
  await index.get();
  // Written a hundred at a time, as looks under load would find them, so that they fall into segments.
  for (let at = 0; at < recent; at += 100) {
    await sell(ids.slice(next, next += Math.min(100, recent - at)));
    await index.get();
  }
  const idle: number[] = [];
  const afterSale: number[] = [];
  for (let i = 0; i < LOOKS; i++) {
    let started = performance.now();
    await index.get();
    idle.push(performance.now() - started);
    await sell([ids[next++]!]);
    started = performance.now();
    await index.get();
    afterSale.push(performance.now() - started);
  }
  const [a, b] = [idle.sort((x, y) => x - y), afterSale.sort((x, y) => x - y)];
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const segments = (await index.get()).segments;
  console.log(`| ${fmt(recent)} | ${fmt(mean(a), 2)} | ${fmt(percentile(a, 0.95), 2)} | ${fmt(mean(b), 2)} | ${fmt(percentile(b, 0.95), 2)} | ${fmt(b.at(-1)!, 2)} | ${segments} |`);
}
await database.close();
