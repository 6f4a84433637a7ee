// Where the memory design's index (search/catalog-index.ts) keeps its memory: a seeded catalog drawn whole, with the
// process's memory before, at the end of the draw and after a full garbage collection; typed arrays (postings lists,
// bitsets, sort keys) are counted apart from the JavaScript heap (strings, maps).
// BENCH_DB_URL (required): a catalog bench/search.ts seeded and kept (BENCH_KEEP_DB=1). Run with node's --expose-gc.
import { openDatabase } from '../server/db/client';
import { drawCatalog } from '../server/modules/catalog/search/catalog-index';
import { fmt } from './lib';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL: a catalog seeded by bench/search.ts (BENCH_KEEP_DB=1)');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (NODE_OPTIONS=--expose-gc)');

const mb = (bytes: number) => fmt(bytes / 1e6);
const row = (moment: string) => {
  const m = process.memoryUsage();
  console.log(`| ${moment} | ${mb(m.rss)} | ${mb(m.heapUsed)} | ${mb(m.arrayBuffers)} |`);
};
const database = await openDatabase({ url });
console.log('| moment | resident MB | JS heap used MB | typed arrays MB |');
console.log('|---|---|---|---|');
gc();
row('before the draw');
const started = performance.now();
const { index } = await drawCatalog(database.db);
const seconds = (performance.now() - started) / 1000;
row(`drawn (${fmt(index.total)} datasets, ${fmt(seconds, 1)} s)`);
// Typed arrays' memory is released by a sweeper after the collection: given a moment, collected again.
for (let i = 0; i < 3; i++) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  gc();
}
row('after full collections');
await database.close();
