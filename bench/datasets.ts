// Marketplace listing under load: 100,000 datasets in PostgreSQL, GET /api/datasets with search, filters and sorts,
// autocannon with 50 connections, each next to a bare Fastify route measured in the same run.
// BENCH_DB=pglite runs the same queries on embedded PGlite with the demo catalog instead.
import pg from 'pg';
import { CATEGORIES, PROVIDERS } from '../server/seed/catalog-data';
import { fmt, load, pgDatabase, startProcess, stop, tempDir, waitForHealth, type LoadResult } from './lib';

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

if (database) {
  const seconds = await seedDatasets(database.url, DATASET_COUNT);
  console.log(`seeded ${fmt(DATASET_COUNT)} datasets in ${fmt(seconds, 1)} s`);
}

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

/** Categories and providers from the demo catalog, then `count` generated datasets in one statement. */
async function seedDatasets(url: string, count: number): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const c of CATEGORIES) {
      await client.query('insert into categories (name, slug, description, icon, color) values ($1, $2, $3, $4, $5)',
        [c.name, c.slug, c.description, c.icon, c.color]);
    }
    for (const p of PROVIDERS) {
      await client.query('insert into providers (name, slug, description, website, rating, total_reviews, verified) values ($1, $2, $3, $4, $5, $6, $7)',
        [p.name, p.slug, p.description, p.website, p.rating, p.totalReviews, p.verified]);
    }
    await client.query(`
      with c as (select array_agg(id order by slug) ids, array_agg(name order by slug) names, count(*)::int n from categories),
           p as (select array_agg(id order by slug) ids, count(*)::int n from providers)
      insert into datasets (title, slug, description, category_id, provider_id, price_cents, record_count, update_frequency,
                            data_formats, tags, featured, rating, total_reviews, total_downloads)
      select
        c.names[1 + g % c.n] || ' ' || (array['Leads', 'Shoppers', 'Prospects', 'Contacts', 'Intent Signals'])[1 + (g / 7) % 5]
          || ' — ' || (array['Texas', 'Florida', 'California', 'Ohio', 'New York', 'Georgia', 'Arizona'])[1 + (g / 35) % 7] || ' ' || g,
        'bench-dataset-' || g,
        'Verified ' || lower(c.names[1 + g % c.n]) || ' records with phone, e-mail and consent timestamps, batch ' || g || '.',
        c.ids[1 + g % c.n], p.ids[1 + g % p.n],
        500 + (g::bigint * 7919) % 50000, (g::bigint * 104729) % 250000,
        (array['Real-time', 'Daily', 'Weekly', 'Monthly', 'Quarterly'])[1 + g % 5],
        case g % 4 when 0 then '{CSV,JSON}'::text[] when 1 then '{CSV,Excel}'::text[] when 2 then '{API,JSON}'::text[] else '{CSV,XML}'::text[] end,
        array['leads', (array['aged', 'fresh', 'exclusive', 'shared'])[1 + g % 4], (array['b2c', 'b2b', 'seniors'])[1 + g % 3]],
        g % 97 = 0, round(((g * 31) % 50)::numeric / 10, 1)::float8, (g * 13) % 400, (g * 17) % 20000
      from generate_series(1, $1::int) g, c, p`, [count]);
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
