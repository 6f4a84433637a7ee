// Marketplace listing under load: 100,000 datasets in PostgreSQL, GET /api/datasets with search, filters and sorts,
// autocannon with 50 connections, each next to a bare Fastify route measured in the same run.
// BENCH_DB=pglite runs the same queries on embedded PGlite with the demo catalog instead.
import { fmt, load, pgDatabase, startProcess, stop, tempDir, waitForHealth, type LoadResult } from './lib';
import { seedAndReport } from './seed-datasets';

const DATASET_COUNT = Number(process.env.BENCH_DATASETS ?? 100_000);
const barePort = 4430;
const port = 4431;

const bare = startProcess(['--import', 'tsx', 'bench/bare-fastify.ts'], { PORT: String(barePort) });
await waitForHealth(`http://127.0.0.1:${barePort}/`);

const pglite = process.env.BENCH_DB === 'pglite';
const database = pglite ? null : await pgDatabase('bench_datasets');
// The server from source (tsx compiles once at start-up), so the benchmark never rebuilds dist/.
const app = startProcess(['--import', 'tsx', 'server/main.ts'], {
  PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: tempDir('datasets'),
  SEED_DEMO: pglite ? 'true' : 'false', LOG_LEVEL: 'info', ...(database ? { DATABASE_URL: database.url } : {}),
});
const base = `http://127.0.0.1:${port}`;
await waitForHealth(`${base}/api/health`, 240_000);

if (database) await seedAndReport(database.url, DATASET_COUNT);

const queries = [
  '/api/datasets',
  '/api/datasets?search=medicare&category=medicare&sort=popular',
  '/api/datasets?search=insurence%20leads&sort=popular',
  '/api/datasets?search=florida&category=auto-insurance&sort=price-low',
  '/api/datasets?category=life-insurance&format=JSON,API&rating=4&sort=downloads&page=5',
  '/api/categories',
];

const rows: [string, LoadResult, LoadResult][] = [];
for (const path of queries) {
  const check = await fetch(`${base}${path}`);
  if (!check.ok) throw new Error(`${path} answered ${check.status}: ${await check.text()}`);
  const baseline = await load(`http://127.0.0.1:${barePort}/`);
  rows.push([`GET ${path}`, await load(`${base}${path}`), baseline]);
}
await stop(app);
await stop(bare);
await database?.drop();

console.log(`autocannon, 50 connections, 8 s after 2 s warm-up; ${pglite ? 'demo catalog (64 datasets) in PGlite' : `${fmt(DATASET_COUNT)} datasets in PostgreSQL`}`);
console.log('| route | req/s | p50 ms | p99 ms | bare req/s | ratio to bare | errors/non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [name, r, baseline] of rows) {
  console.log(`| ${name} | ${fmt(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${fmt(baseline.reqPerSec)} | ${fmt(r.reqPerSec / baseline.reqPerSec, 3)} | ${r.errors}/${r.non2xx} |`);
}
