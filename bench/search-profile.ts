// Where a search's time goes: bench/search.ts's mixes run in this process, one user at a time, against a seeded
// catalog (BENCH_DB_URL, as bench/search.ts keeps it; or BENCH_DB=pglite PGLITE_DIR=data/pg, the demo catalog of a
// stopped `npm start`), with every statement timed and named by what it does. Prints, per mix, the time per request
// and per kind of statement, then the PROFILE_SLOWEST (default 8) slowest requests statement by statement; with
// PROFILE_EXPLAIN=1, EXPLAIN (ANALYZE, BUFFERS) of the slowest statement of each of those.
// BENCH_CATALOGS names the seeded catalog's generator (default uniform); BENCH_MIXES=2,3 picks mixes; PROFILE_QUERIES (default 240) sets the queries per mix;
// PROFILE_PATHS (comma-separated request paths) profiles those instead, three times each.
import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { DatasetQuery, FacetQuery } from '../common/catalog';
import { openDatabase } from '../server/db/client';
import { withReusedPlans } from '../server/db/reused-plans';
import { catalogSampleSource } from '../server/modules/catalog/search/catalog-sample';
import { datasetFacets } from '../server/modules/catalog/search/facets';
import { listDatasets } from '../server/modules/catalog/search/list-datasets';
import { priceShares } from '../server/modules/catalog/search/price-share';
import { vocabulary } from '../server/modules/catalog/search/vocabulary';
import { rowsOf } from '../server/db/rows';
import { fmt } from './lib';
import { demoCatalog, distinctQueries, MIXES, WARM_UP_PER_MIX, wordsOf } from './search-mixes';

const url = process.env.BENCH_DB_URL;
const pgliteDir = process.env.PGLITE_DIR;
if (!url && !(demoCatalog && pgliteDir)) {
  throw new Error('BENCH_DB_URL: a catalog seeded by bench/search.ts with BENCH_KEEP_DB=1 (or BENCH_DB=pglite PGLITE_DIR=data/pg)');
}
const QUERIES = Number(process.env.PROFILE_QUERIES ?? 240);
const SLOWEST = Number(process.env.PROFILE_SLOWEST ?? 8);

/** What a statement does, from its text (the search modules' own shapes). */
function kindOf(text: string): string {
  if (text.includes('group by category_id')) return 'facet counts';
  if (text.includes('tablesample')) return 'sample';
  if (text.includes('last_entry')) return 'walk stretch';
  if (text.includes('with matches as materialized')) return 'collect';
  if (text.includes('with uncarded as materialized')) return 'collect, no cards';
  if (text.includes('select count(*)::int as n')) return 'count';
  if (text.includes('search_lexemes') || text.includes('search_vocabulary')) return 'vocabulary';
  if (text.includes('pg_stats')) return 'sort statistics';
  return 'other';
}

interface Statement { kind: string; ms: number; query: SQL }
let statements: Statement[] = [];

const database = await openDatabase(url ? { url } : { pgliteDir });
// The catalog's generator (BENCH_CATALOGS, as bench/search.ts seeded it) and size, for the queries' words.
const size = demoCatalog ? 0 : Number(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from datasets`))[0]!.n);
const words = wordsOf(demoCatalog ? null : process.env.BENCH_CATALOGS ?? 'uniform', size);
// Every statement of the search modules goes through db.execute (prepared, as the routes run them): time each one.
const db = new Proxy(withReusedPlans(database), {
  get(target, key, receiver) {
    if (key !== 'execute') return Reflect.get(target, key, receiver);
    return async (query: SQL) => {
      const started = performance.now();
      try {
        return await target.execute(query);
      } finally {
        const text = (target as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query).sql;
        statements.push({ kind: kindOf(text), ms: performance.now() - started, query });
      }
    };
  },
});
const listing = { db, vocabulary: vocabulary(db), prices: priceShares(db), sample: catalogSampleSource(database.db) };

interface Request { path: string; ms: number; statements: Statement[] }

async function run(path: string): Promise<Request> {
  const [route, search] = path.split('?');
  const params = Object.fromEntries(new URLSearchParams(search));
  statements = [];
  const started = performance.now();
  if (route === '/api/catalog/facets') await datasetFacets(listing, FacetQuery.parse(params));
  else await listDatasets(listing, DatasetQuery.parse(params));
  return { path, ms: performance.now() - started, statements };
}

const ms = (n: number) => fmt(n, 1);
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

// The vocabulary and sort statistics load once per process, and the statements' plans once per connection, as in the
// server: a warm-up of other distinct queries takes that out (as bench/search.ts's).
for (const mix of MIXES) for (const path of distinctQueries(mix, WARM_UP_PER_MIX, words)) await run(path);

/** Each statement of a request with its time; with PROFILE_EXPLAIN=1, the slowest one's EXPLAIN (ANALYZE, BUFFERS). */
async function report(r: Request) {
  console.log(`  ${ms(r.ms)} ms ${r.path}\n    ${r.statements.map((s) => `${s.kind} ${ms(s.ms)}`).join(', ')}`);
  if (process.env.PROFILE_EXPLAIN !== '1') return;
  const slowest = r.statements.reduce((a, b) => (b.ms > a.ms ? b : a));
  const plan = await database.db.execute(sql`explain (analyze, buffers) ${slowest.query}`);
  for (const row of (plan as { rows: Record<string, string>[] }).rows) console.log(`      ${Object.values(row)[0]}`);
}

// PROFILE_PATHS="/api/datasets?search=…,/api/datasets?…" (after the warm-up): those requests three times each, not the mixes.
const paths = process.env.PROFILE_PATHS?.split(',');
for (const path of paths ?? []) for (let i = 0; i < 3; i++) await report(await run(path));

for (const mix of paths ? [] : MIXES) {
  const requests: Request[] = [];
  for (const path of distinctQueries(mix, QUERIES, words)) requests.push(await run(path));
  const sorted = requests.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`\n## ${mix.name}: ${QUERIES} requests, mean ${ms(sorted.reduce((a, b) => a + b, 0) / QUERIES)} ms, p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}`);
  const byKind = new Map<string, number[]>();
  for (const s of requests.flatMap((r) => r.statements)) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s.ms]);
  console.log('| statement | count | per request | mean ms | max ms | share of time |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const all = sorted.reduce((a, b) => a + b, 0);
  for (const [kind, times] of [...byKind].sort((a, b) => b[1].reduce((x, y) => x + y, 0) - a[1].reduce((x, y) => x + y, 0))) {
    const sum = times.reduce((a, b) => a + b, 0);
    console.log(`| ${kind} | ${times.length} | ${fmt(times.length / QUERIES, 2)} | ${ms(sum / times.length)} | ${ms(Math.max(...times))} | ${fmt((sum / all) * 100)}% |`);
  }
  console.log(`slowest ${SLOWEST}:`);
  for (const r of [...requests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) await report(r);
}
await database.close();
