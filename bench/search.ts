// Marketplace search as users do it: five mixes of distinct generated queries (never one repeated, and the server's
// catalog cache off, so every answer comes from the database) at 8 and 50 concurrent users, next to a bare Fastify
// route and an indexed lookup by slug through the same server, pool and load generator in the same run.
// BENCH_DATASETS (default 100,000) generated datasets in PostgreSQL; BENCH_DB_URL reuses a seeded database,
// BENCH_KEEP_DB=1 keeps the one this run seeds (named BENCH_DB_NAME, default bench_search); BENCH_MIXES=a,d runs only
// those mixes; BENCH_CONCURRENCY=1,8 sets the concurrency levels (default 8,50); BENCH_DB=pglite runs the same mixes
// on the demo catalog in PGlite.
import http from 'node:http';
import pg from 'pg';
import { DATASETS } from '../server/seed/catalog-data';
import { fmt, pgDatabase, startProcess, stop, tempDir, waitForHealth } from './lib';
import { demoCatalog as pglite, distinctQueries, LISTING_MIXES, MIXES, rng, used, WARM_UP_PER_MIX, type Mix } from './search-mixes';
import { generatedSlug, seedAndReport } from './seed-datasets';

const QUERIES_PER_RUN = 240;
const WARM_UP_QUERIES = 40;
/** BENCH_CONCURRENCY=1,8 measures those levels instead (1 shows a single user's latency, e.g. on PGlite's one thread). */
const CONCURRENCY = (process.env.BENCH_CONCURRENCY?.split(',').map(Number) ?? [8, 50]);
const barePort = 4436;
const port = 4437;

const reusedUrl = process.env.BENCH_DB_URL;
const keepDb = process.env.BENCH_KEEP_DB === '1';

const bare = startProcess(['--import', 'tsx', 'bench/bare-fastify.ts'], { PORT: String(barePort) });
await waitForHealth(`http://127.0.0.1:${barePort}/`);

const created = pglite || reusedUrl ? null : await pgDatabase(process.env.BENCH_DB_NAME ?? 'bench_search');
const databaseUrl = reusedUrl ?? created?.url;
// The server from source (tsx compiles once at start-up), so the benchmark never rebuilds dist/.
const app = startProcess(['--import', 'tsx', 'server/main.ts'], {
  PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: tempDir('search'),
  SEED_DEMO: pglite ? 'true' : 'false', LOG_LEVEL: 'info', CATALOG_CACHE_TTL_MS: '0',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const base = `http://127.0.0.1:${port}`;
await waitForHealth(`${base}/api/health`, 240_000);

if (created) await seedAndReport(created.url, Number(process.env.BENCH_DATASETS ?? 100_000));
const datasetCount = pglite ? DATASETS.length : await countGenerated(databaseUrl!);
if (datasetCount === 0) throw new Error(`no generated datasets in ${databaseUrl}: seed it with this benchmark and BENCH_KEEP_DB=1 first`);

const usedSlugs = new Set<number>();
/** Generated slugs, distinct across the run while there are enough; the demo catalog has 64 (getDataset is never cached). */
function slugLookups(count: number): string[] {
  if (pglite) return Array.from({ length: count }, () => `/api/datasets/${rng.pick(DATASETS).slug}`);
  return Array.from({ length: count }, () => {
    let n = rng.int(1, datasetCount);
    for (let tries = 0; usedSlugs.has(n) && tries < 100; tries++) n = rng.int(1, datasetCount);
    usedSlugs.add(n);
    return `/api/datasets/${generatedSlug(n)}`;
  });
}

// ---- Load: a pool of workers, each taking the next request; every latency recorded.

interface Run { requests: number; seconds: number; latencies: number[]; errors: number; empty: number; firstError?: string }

function get(agent: http.Agent, origin: URL, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get({ host: origin.hostname, port: origin.port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Keep-alive sockets per concurrency level, opened by the warm-up and reused by every measured run. */
const agents = new Map(CONCURRENCY.map((c) => [c, new http.Agent({ keepAlive: true, maxSockets: c })]));

async function drive(origin: string, paths: string[], concurrency: number): Promise<Run> {
  const agent = agents.get(concurrency)!;
  const url = new URL(origin);
  const run: Run = { requests: paths.length, seconds: 0, latencies: [], errors: 0, empty: 0 };
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const sent = performance.now();
      try {
        const { status, body } = await get(agent, url, path);
        const ms = performance.now() - sent;
        if (status !== 200) {
          run.errors++;
          run.firstError ??= `${path} answered ${status}: ${body.slice(0, 200)}`;
          continue;
        }
        run.latencies.push(ms);
        // A listing page with no cards: cheap to answer, so the figures say how many there were.
        if (body.startsWith('{"items":[]')) run.empty++;
      } catch (err) {
        run.errors++;
        run.firstError ??= `${path}: ${(err as Error).message}`;
      }
    }
  }));
  run.seconds = (performance.now() - started) / 1000;
  if (run.firstError) console.error(`first error: ${run.firstError}`);
  return run;
}

const percentile = (sorted: number[], q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);

interface Row { name: string; concurrency: number; run: Run; p50: number; p95: number; p99: number; reqPerSec: number; mix?: Mix }
const summarise = (name: string, concurrency: number, run: Run, mix?: Mix): Row => {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return { name, concurrency, run, mix, reqPerSec: run.requests / run.seconds, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
};

// Warm-up (JIT, both pools' connections, PostgreSQL's caches and statement plans): its own distinct queries, not measured.
for (const c of CONCURRENCY) {
  await drive(base, MIXES.flatMap((mix) => distinctQueries(mix, WARM_UP_PER_MIX)), c);
  await drive(`http://127.0.0.1:${barePort}`, Array<string>(WARM_UP_QUERIES).fill('/'), c);
  await drive(base, slugLookups(WARM_UP_QUERIES), c);
}

const rows: Row[] = [];
/** One query of each mix, for EXPLAIN. */
const examples: string[] = [];
for (const c of CONCURRENCY) {
  for (const mix of MIXES) {
    const paths = distinctQueries(mix, QUERIES_PER_RUN);
    if (c === CONCURRENCY[0]) examples.push(`${mix.name.slice(0, 2)} ${paths[0]}`);
    rows.push(summarise(mix.name, c, await drive(base, paths, c), mix));
  }
  rows.push(summarise('baseline: bare Fastify GET /', c, await drive(`http://127.0.0.1:${barePort}`, Array<string>(QUERIES_PER_RUN).fill('/'), c)));
  rows.push(summarise('baseline: GET /api/datasets/:slug (unique index)', c, await drive(base, slugLookups(QUERIES_PER_RUN), c)));
}

agents.forEach((a) => a.destroy());
await stop(app);
await stop(bare);
if (created && !keepDb) await created.drop();

// ---- Report

const ms = (n: number) => fmt(n, 1);
console.log(`\n${QUERIES_PER_RUN} distinct queries per mix and concurrency (no repeats, CATALOG_CACHE_TTL_MS=0), after a warm-up of ${WARM_UP_PER_MIX} per mix; `
  + `${pglite ? `demo catalog (${DATASETS.length} datasets) in PGlite` : `${fmt(datasetCount)} generated datasets in PostgreSQL`}; `
  + `${used.size} distinct listing URLs in all; latencies in ms from request to last byte`);
console.log('| mix | concurrency | requests | req/s | p50 | p95 | p99 | errors | empty pages |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.name} | ${r.concurrency} | ${r.run.requests} | ${fmt(r.reqPerSec)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.run.errors} | ${r.mix ? r.run.empty : '—'} |`);
}

console.log('\nthe first query of each mix, for EXPLAIN:');
for (const e of examples) console.log(`  ${e}`);

const p99Limit = pglite ? 30 : datasetCount >= 1_000_000 ? 150 : 50;
const targetSize = pglite ? 'the demo catalog in PGlite' : datasetCount >= 1_000_000 ? '1,000,000 datasets' : '100,000 datasets';
console.log(`\nTargets (issue 11, set for ${targetSize}${!pglite && datasetCount !== 100_000 && datasetCount !== 1_000_000 ? `; this run has ${fmt(datasetCount)}, so indicative only` : ''})`);
console.log('| target | measured | |');
console.log('|---|---|---|');
const mixRows = rows.filter((r) => r.mix);
for (const c of CONCURRENCY) {
  const atC = mixRows.filter((r) => r.concurrency === c);
  const worst = atC.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const met = atC.every((r) => r.p99 < p99Limit && r.run.errors === 0);
  console.log(`| p99 < ${p99Limit} ms in every mix at concurrency ${c} | worst ${ms(worst.p99)} ms (${worst.name}) | ${met ? 'met' : 'missed'} |`);
}
if (!pglite && datasetCount < 1_000_000) {
  const typo = mixRows.find((r) => r.concurrency === 8 && r.mix === LISTING_MIXES[1]);
  if (typo) console.log(`| >= 300 req/s for the typo mix at concurrency 8 | ${fmt(typo.reqPerSec)} req/s | ${typo.reqPerSec >= 300 && typo.run.errors === 0 ? 'met' : 'missed'} |`);
}
if (created && keepDb) console.log(`\nkept the database: BENCH_DB_URL=${created.url}`);

async function countGenerated(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: [row] } = await client.query<{ n: number }>(`select count(*)::int n from datasets where slug like 'bench-dataset-%'`);
    return row!.n;
  } finally {
    await client.end();
  }
}
