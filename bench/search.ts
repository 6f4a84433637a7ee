// Marketplace search as users do it: five mixes of distinct generated queries (never one repeated, and the server's
// catalog cache off, so every answer comes from the database) at 8 and 50 concurrent users, next to a bare Fastify
// route and an indexed lookup by slug through the same server, pool and load generator in the same run.
// BENCH_DATASETS (default 100,000) generated datasets in PostgreSQL; BENCH_DB_URL reuses a seeded database,
// BENCH_KEEP_DB=1 keeps the one this run seeds (named BENCH_DB_NAME, default bench_search); BENCH_MIXES=a,d runs only
// those mixes; BENCH_CONCURRENCY=1,8 sets the concurrency levels (default 8,50); BENCH_DB=pglite runs the same mixes
// on the demo catalog in PGlite.
import http from 'node:http';
import pg from 'pg';
import { DATA_FORMATS, DATASET_SORTS, UPDATE_FREQUENCIES } from '../common/catalog-values';
import { CATEGORIES, DATASETS, PROVIDERS } from '../server/seed/catalog-data';
import { createRandom, seedFromString, type Random } from '../server/seed/random';
import { fmt, pgDatabase, startProcess, stop, tempDir, waitForHealth } from './lib';
import { GENERATED_PRICE_RANGE, GENERATED_VOCABULARY, generatedSlug, seedAndReport } from './seed-datasets';

const QUERIES_PER_RUN = 240;
const WARM_UP_QUERIES = 40;
/** BENCH_CONCURRENCY=1,8 measures those levels instead (1 shows a single user's latency, e.g. on PGlite's one thread). */
const CONCURRENCY = (process.env.BENCH_CONCURRENCY?.split(',').map(Number) ?? [8, 50]);
const barePort = 4436;
const port = 4437;

const pglite = process.env.BENCH_DB === 'pglite';
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

// ---- What users type: words of the catalog's own titles and tags, in the order they appear there.

const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'from', 'days', 'all']);
const wordsOf = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
const v = GENERATED_VOCABULARY;
/**
 * Phrases a searcher takes words from, with where they are found: the generated titles' shapes (every provider has
 * datasets of every category there), or the demo catalog's titles and tags.
 */
interface Phrase { category: string; provider?: string; words: string[] }
const phrases: Phrase[] = (pglite
  ? DATASETS.flatMap((d) => [d.title, d.tags.join(' ')].map((text) => ({ category: d.category as string, provider: d.provider as string, text })))
  : CATEGORIES.flatMap((c) => [
    ...v.nouns.flatMap((n) => v.states.map((s) => `${c.name} ${n} ${s}`)),
    ...[...v.freshness, ...v.audiences].map((tag) => `${tag} leads`),
    `verified ${c.name} ${v.description}`,
  ].map((text) => ({ category: c.slug, provider: undefined, text }))))
  .map(({ text, ...where }) => ({ ...where, words: wordsOf(text) })).filter((p) => p.words.length > 0);
const priceRange = pglite
  ? { min: Math.floor(Math.min(...DATASETS.map((d) => d.priceCents)) / 100), max: Math.ceil(Math.max(...DATASETS.map((d) => d.priceCents)) / 100) }
  : GENERATED_PRICE_RANGE;
const midPrice = Math.round((priceRange.min + priceRange.max) / 2);

const rng = createRandom(seedFromString('bench/search'));
const used = new Set<string>();

/** `count` words of one phrase (found in that category or provider's datasets when given), in its order: `auto insurance texas`, not `texas auto`. */
function wordsFrom(r: Random, count: number, where: { category?: string; provider?: string } = {}): string[] {
  const long = phrases.filter((p) => p.words.length >= count);
  const own = long.filter((p) => (!where.category || p.category === where.category) && (!where.provider || !p.provider || p.provider === where.provider));
  const { words } = r.pick(own.length > 0 ? own : long);
  const start = r.int(0, words.length - count);
  return words.slice(start, start + count);
}

/** One deterministic slip of the finger inside the word: two letters swapped, one dropped or one replaced. */
function misspell(r: Random, word: string): string {
  for (;;) {
    const i = r.int(1, word.length - 2);
    const edit = r.int(0, 2);
    const typo = edit === 0 ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
      : edit === 1 ? word.slice(0, i) + word.slice(i + 1)
        : word.slice(0, i) + String.fromCharCode(97 + r.int(0, 25)) + word.slice(i + 1);
    if (typo !== word) return typo;
  }
}

const roundTo5 = (n: number) => Math.max(priceRange.min, Math.round(n / 5) * 5);

interface Mix { name: string; query(r: Random, i: number): Record<string, string | number | undefined>; path?: string }

const LISTING_MIXES: Mix[] = [
  {
    name: 'a. word + category + sort + price floor',
    // Searching inside the category one is browsing, with one of its words.
    query: (r) => {
      const category = r.pick(CATEGORIES).slug;
      return { search: wordsFrom(r, 1, { category })[0], category, sort: r.pick(DATASET_SORTS), priceMin: roundTo5(r.int(priceRange.min, midPrice)) };
    },
  },
  {
    name: 'b. typo + second word, price ceiling',
    query: (r) => {
      const pair = wordsFrom(r, 2);
      const [longer, other] = pair[0].length >= pair[1].length ? pair : [pair[1], pair[0]];
      return { search: `${misspell(r, longer)} ${other}`, priceMax: roundTo5(r.int(midPrice, priceRange.max)) };
    },
  },
  {
    name: 'c. browse: category + sort + rating, page 20-200',
    query: (r) => ({ category: r.pick(CATEGORIES).slug, sort: r.pick(DATASET_SORTS), rating: r.int(1, 4), page: r.int(20, 200) }),
  },
  {
    name: 'd. 2-3 words + format + frequency, every sort',
    query: (r, i) => ({
      search: wordsFrom(r, r.int(2, 3)).join(' '), format: r.sample(DATA_FORMATS, r.int(1, 2)).join(','),
      frequency: r.sample(UPDATE_FREQUENCIES, r.int(1, 2)).join(','), sort: DATASET_SORTS[i % DATASET_SORTS.length],
    }),
  },
  {
    name: 'e. provider + search',
    query: (r) => {
      const provider = r.pick(PROVIDERS).slug;
      return { provider, search: wordsFrom(r, r.int(1, 2), { provider }).join(' ') };
    },
  },
];

/** The facet counts shown beside those listings: a query of a listing mix picked at random, without order and page. */
const FACETS_MIX: Mix = {
  name: 'f. facet counts for the queries of a-e',
  path: '/api/catalog/facets',
  query: (r, i) => {
    const { sort: _sort, page: _page, ...facetQuery } = r.pick(LISTING_MIXES).query(r, i);
    return facetQuery;
  },
};

// BENCH_MIXES=b,d runs only those mixes (by letter).
const only = process.env.BENCH_MIXES?.split(',');
const MIXES = [...LISTING_MIXES, FACETS_MIX].filter((mix) => !only || only.includes(mix.name[0]!));

/** `count` listing URLs of one mix, none seen before in this run. */
function distinctQueries(mix: Mix, count: number): string[] {
  const paths: string[] = [];
  for (let attempts = 0; paths.length < count; attempts++) {
    if (attempts > count * 100) throw new Error(`${mix.name}: cannot find ${count} distinct queries`);
    const params = Object.entries(mix.query(rng, paths.length)).filter(([, value]) => value !== undefined);
    const path = `${mix.path ?? '/api/datasets'}?${params.map(([k, value]) => `${k}=${encodeURIComponent(String(value))}`).join('&')}`;
    if (used.has(path)) continue;
    used.add(path);
    paths.push(path);
  }
  return paths;
}

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
      const path = paths[next++];
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

const percentile = (sorted: number[], q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);

interface Row { name: string; concurrency: number; run: Run; p50: number; p95: number; p99: number; reqPerSec: number; mix?: Mix }
const summarise = (name: string, concurrency: number, run: Run, mix?: Mix): Row => {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return { name, concurrency, run, mix, reqPerSec: run.requests / run.seconds, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
};

// Warm-up (JIT, both pools' connections, PostgreSQL's caches): its own distinct queries, not measured.
for (const c of CONCURRENCY) {
  await drive(base, MIXES.flatMap((mix) => distinctQueries(mix, Math.ceil(WARM_UP_QUERIES / MIXES.length))), c);
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
console.log(`\n${QUERIES_PER_RUN} distinct queries per mix and concurrency (no repeats, CATALOG_CACHE_TTL_MS=0), after a warm-up of ${WARM_UP_QUERIES}; `
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
    return row.n;
  } finally {
    await client.end();
  }
}
