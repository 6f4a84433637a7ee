// The admin area at scale on PostgreSQL: 100,000 users and 1,000,000 orders (a year of them, with their items, daily
// sales rollup, 300,000 imported leads and their charges, the nightly activity rollup run). Measured through the real
// server as a signed-in admin: the users and orders lists with distinct searches, filters, sorts and pages (never one
// query repeated into a cache), and analytics over a whole year per day, week and month. Then the bundle a visitor downloads for `/`, to show the
// admin code stays out of it. Concurrency: BENCH_ADMINS admins at once (default 4: a team running the site).
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { rollUpClosedDays } from '../server/modules/admin/activity-rollup';
import { fmt, pgDatabase, startProcess, stop, tempDir, waitForHealth } from './lib';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const LEADS = Number(process.env.BENCH_LEADS ?? 300_000);
const ADMINS = Number(process.env.BENCH_ADMINS ?? 4);
const port = 4441;
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-42' };

const database = await pgDatabase('bench_admin');
const server = startProcess(['--import', 'tsx', 'server/main.ts'], {
  PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: tempDir('admin'), SEED_DEMO: 'true', LOG_LEVEL: 'warn',
  DATABASE_URL: database.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, NODE_ENV: 'development',
});
await waitForHealth(`${base}/api/health`, 240_000);

const seeded = await seed(database.url);
console.log(`seeded ${fmt(USERS)} users, ${fmt(ORDERS)} orders, ${fmt(LEADS)} leads in ${fmt(seeded, 1)} s`);

const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(ADMIN) });
if (!signIn.ok) throw new Error(`admin sign-in: ${signIn.status} ${await signIn.text()}`);
const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

const sample = await samples(database.url);
const results: [string, number, number[]][] = [];
if (process.env.BENCH_SEED_ONLY) { await stop(server); console.log(`seeded ${database.url}`); process.exit(0); }
results.push(['users list', ...await measure(userQueries(sample))]);
results.push(['orders list', ...await measure(orderQueries(sample))]);
results.push(['analytics, one year', ...await measure(analyticsQueries())]);
results.push(['dashboard figures (/api/admin/overview)', ...await measure(Array.from({ length: 20 }, () => '/api/admin/overview'))]);
await stop(server);
// BENCH_KEEP_DB=1 leaves the seeded database for EXPLAIN ANALYZE.
if (process.env.BENCH_KEEP_DB) console.log(`kept ${database.url}`); else await database.drop();

console.log(`\n${fmt(USERS)} users, ${fmt(ORDERS)} orders, ${fmt(LEADS)} leads in PostgreSQL; ${ADMINS} admins at once, every request distinct (except the dashboard)`);
console.log('| request | requests | p50 ms | p95 ms | p99 ms | max ms |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [name, n, ms] of results) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  console.log(`| ${name} | ${n} | ${fmt(at(0.5), 1)} | ${fmt(at(0.95), 1)} | ${fmt(at(0.99), 1)} | ${fmt(sorted.at(-1)!, 1)} |`);
}

await visitorBundle();

/** Runs the paths with ADMINS at a time; every answer must be 200. Returns the count and each latency in ms. */
async function measure(paths: string[]): Promise<[number, number[]]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: ADMINS }, async () => {
    while (next < paths.length) {
      const p = paths[next++]!;
      const started = performance.now();
      const res = await fetch(`${base}${p}`, { headers: { cookie } });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    }
  }));
  return [paths.length, latencies];
}

interface Samples { names: string[]; emails: string[]; orderNumbers: string[] }

function userQueries(s: Samples): string[] {
  const paths: string[] = [];
  const sorts = ['joined', 'lastLogin', 'email', 'name'];
  const statuses = ['all', 'active', 'inactive', 'banned'];
  for (let i = 0; i < 200; i++) {
    const q = new URLSearchParams({ sort: sorts[i % 4]!, order: i % 3 ? 'desc' : 'asc', status: statuses[(i >> 2) % 4]!, page: String(1 + (i % 7) * 3) });
    if (i % 2) q.set('search', i % 4 === 1 ? s.names[i % s.names.length]! : s.emails[i % s.emails.length]!);
    paths.push(`/api/admin/users?${q}`);
  }
  return paths;
}

function orderQueries(s: Samples): string[] {
  const paths: string[] = [];
  const statuses = ['', 'completed', 'pending', 'failed', 'refunded'];
  for (let i = 0; i < 200; i++) {
    const q = new URLSearchParams({ page: String(1 + (i % 9) * 4) });
    if (statuses[i % 5]) q.set('status', statuses[i % 5]!);
    if (i % 4 === 1) q.set('search', s.emails[i % s.emails.length]!.split('@')[0]!);
    if (i % 4 === 3) q.set('search', s.orderNumbers[i % s.orderNumbers.length]!.slice(0, 16 + (i % 6)));
    if (i % 3 === 0) {
      const from = new Date(Date.now() - (30 + (i % 300)) * 86_400_000);
      q.set('from', from.toISOString().slice(0, 10));
      q.set('to', new Date(from.getTime() + (7 + (i % 60)) * 86_400_000).toISOString().slice(0, 10));
    }
    if (i % 7 === 0) q.set('type', 'recharge');
    paths.push(`/api/admin/orders?${q}`);
  }
  return paths;
}

function analyticsQueries(): string[] {
  const paths: string[] = [];
  for (let i = 0; i < 30; i++) {
    // A year ending on a different day each time, per day, week and month.
    const to = new Date(Date.now() - i * 86_400_000);
    const from = new Date(to.getTime() - 364 * 86_400_000);
    paths.push(`/api/admin/analytics?from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}&interval=${['day', 'week', 'month'][i % 3]}`);
  }
  return paths;
}

async function samples(url: string): Promise<Samples> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const users = await client.query<{ name: string; email: string }>('select name, email from users order by random() limit 100');
    const orders = await client.query<{ n: string }>('select order_number as n from orders order by random() limit 100');
    return {
      // A first name or the start of a last name, as an admin types them.
      names: users.rows.map((u, i) => (i % 2 ? u.name.split(' ')[0]! : u.name.split(' ')[1]!.slice(0, 5))),
      emails: users.rows.map((u) => u.email),
      orderNumbers: orders.rows.map((o) => o.n),
    };
  } finally { await client.end(); }
}

/** Users, orders (+ items, sales rollup), leads and their charges, spread over the last year; then ANALYZE. */
async function seed(url: string): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      insert into users (email, name, first_name, last_name, role, status, email_verified, created_at, updated_at, last_sign_in_at)
      select 'user' || g || '.' || (array['mail', 'inbox', 'post'])[1 + g % 3] || '@' || (array['gmail.com', 'yahoo.com', 'agency.com', 'brokers.net'])[1 + g % 4],
        f || ' ' || l, f, l, 'CLIENT',
        case when g % 50 = 0 then 'banned' when g % 25 = 0 then 'inactive' else 'active' end,
        g % 3 <> 0, ts, ts, case when g % 10 = 0 then null else ts + ((g % 300) || ' days')::interval end
      from generate_series(1, ${USERS}) g,
        lateral (select (array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','Maria','Carlos','Wei','Aisha','Olga'])[1 + g % 15] f,
                        (array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Nguyen','Patel','Kim','Okafor','Novak'])[1 + (g / 15) % 15] || (g % 97) l,
                        now() - ((g % 730) || ' days')::interval - ((g % 1440) || ' minutes')::interval ts) x`);
    await client.query(`create temp table u as select row_number() over (order by id) rn, id, email from users where role = 'CLIENT'`);
    await client.query('create index on u (rn)');
    await client.query(`
      insert into orders (user_id, order_number, type, total_amount_cents, refunded_cents, status, payment_status, user_email, billing_details, payment_provider, created_at, updated_at, paid_at)
      select u.id, 'ORDER-' || (extract(epoch from ts) * 1000)::bigint || '-' || upper(substr(md5(g::text), 1, 9)),
        case when g % 10 = 0 then 'recharge' else 'purchase' end, amount,
        case when st = 'refunded' then amount else 0 end, st,
        case st when 'completed' then 'paid' when 'refunded' then 'refunded' when 'failed' then 'failed' else 'pending' end,
        u.email, jsonb_build_object('name', 'Buyer ' || g, 'email', u.email), 'local', ts, ts,
        case when st in ('completed', 'refunded') then ts + interval '1 minute' end
      from generate_series(1, ${ORDERS}) g
        cross join lateral (select now() - ((g % 365) || ' days')::interval - ((g * 37 % 86400) || ' seconds')::interval ts,
          500 + (g::bigint * 7919 % 49500)::int amount,
          case when g % 40 = 0 then 'failed' when g % 33 = 0 then 'pending' when g % 97 = 0 then 'refunded' else 'completed' end st) x
        join u on u.rn = 1 + (g::bigint * 7919) % (select count(*) from u)`);
    await client.query(`
      insert into order_items (order_id, dataset_id, title, price_cents, quantity)
      select o.id, d.ids[1 + abs(hashtext(o.id::text)) % d.n], 'Dataset', o.total_amount_cents, 1
      from orders o, (select array_agg(id) ids, count(*)::int n from datasets) d where o.type = 'purchase'`);
    await client.query(`
      insert into dataset_sales_daily (day, dataset_id, units, revenue_cents)
      select (o.paid_at at time zone 'utc')::date, i.dataset_id, count(*), sum(i.price_cents)
      from orders o join order_items i on i.order_id = o.id where o.paid_at is not null and o.status = 'completed' group by 1, 2`);
    await client.query(`
      insert into sales_daily (day, type, orders, revenue_cents, refunded_cents)
      select (paid_at at time zone 'utc')::date, type, count(*), sum(total_amount_cents), sum(refunded_cents)
      from orders where paid_at is not null group by 1, 2`);
    await client.query(`
      with a as (select id, user_id from (select u.id, u.id as user_id from u where u.rn % 200 = 0) s)
      insert into lead_import_configs (user_id, campaign_name, campaign_source, cost_per_lead_cents, ingest_token)
      select user_id, 'Bench campaign', 'other', 500, md5(random()::text) from a`);
    await client.query(`
      with c as (select array_agg(id) ids, array_agg(user_id) users, count(*)::int n from lead_import_configs)
      insert into imported_leads (user_id, config_id, source_platform, lead_data, status, quality_score, cost_cents, charged_at, charge_xid, imported_at, email)
      select c.users[1 + g % c.n], c.ids[1 + g % c.n], 'api', jsonb_build_object('email', 'lead' || g || '@example.com'), 'delivered', 70, 500,
        now() - ((g % 365) || ' days')::interval, pg_current_xact_id()::text::bigint, now() - ((g % 365) || ' days')::interval, 'lead' || g || '@example.com'
      from generate_series(1, ${LEADS}) g, c`);
    await client.query(`
      insert into balance_transactions (user_id, kind, amount_cents, balance_after_cents, reference, description, created_at)
      select user_id, 'lead_charge', -cost_cents, 0, 'lead:' || id, 'Lead', charged_at from imported_leads`);
    // A live database is vacuumed by autovacuum; a bulk load is not yet (index-only scans need the visibility map).
    await client.query('vacuum analyze');
  } finally { await client.end(); }
  // As on a live site, the nightly job has rolled up every finished day (the production code, not a bench shortcut).
  const app = await openDatabase({ url });
  try { await rollUpClosedDays(app.db); } finally { await app.close(); }
  return (performance.now() - started) / 1000;
}

/**
 * What a visitor's browser downloads for `/` (Debian Chromium through Playwright, production build, signed out): every
 * script with its compressed size, and whether any of it is admin code (the admin pages' texts, recharts).
 */
async function visitorBundle() {
  if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const webPort = 4442;
  const site = startProcess(['dist/server/main.mjs'], { PORT: String(webPort), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${webPort}`, DATA_DIR: tempDir('admin-web'), LOG_LEVEL: 'warn' });
  await waitForHealth(`http://127.0.0.1:${webPort}/api/health`, 240_000);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; bytes: number; body: string }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.text();
      scripts.push({ url: new URL(res.url()).pathname, bytes: (await res.request().sizes()).responseBodySize, body });
    });
    await page.goto(`http://127.0.0.1:${webPort}/`, { waitUntil: 'networkidle' });
    const admin = scripts.filter((s) => /Loading admin dashboard|Content Manager|recharts/.test(s.body));
    console.log(`\nvisitor JS for / : ${scripts.length} files, ${fmt(scripts.reduce((a, s) => a + s.bytes, 0) / 1024, 1)} KiB transferred (compressed)`);
    for (const s of scripts) console.log(`  ${s.url} ${fmt(s.bytes / 1024, 1)} KiB`);
    console.log(`scripts with admin code: ${admin.length ? admin.map((s) => s.url).join(', ') : 'none'}`);
  } finally {
    await browser.close();
    await stop(site);
  }
}
