// The data API on the production bundle, PostgreSQL and Redis, with one 1,000,000-row insurance-lead file:
// - rows/s of the whole dataset through JSON pages (limit 1,000, following next_cursor), the NDJSON stream and the
//   API's CSV stream, against the CSV download (signed link) of the same file in the same run;
// - latency of filtered pages: 400 distinct filters (state, ZIP prefix, text and number columns, 1-3 of them, random
//   page sizes), each read 1-4 pages deep, from 8 connections;
// - the hourly limit at two instances sharing PostgreSQL and Redis: 200 concurrent requests of a plan-less team
//   (60 an hour) split over both; requests admitted beyond the limit (target: none).
// BENCH_API_ROWS changes the file's size; PG_ADMIN_URL and REDIS_URL where the services are not the local defaults.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { LEAD_FILE_COLUMNS, writeLeads } from './lead-file';
import { openBenchApp } from './bench-app';
import { fmt, pgDatabase, startProcess, stop, tempDir, waitForHealth } from './lib';

const SECRET = 'bench-api-secret-0123456789-abcdefghijkl';
const PORTS = [4450, 4451];
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const FILE_KEY = 'bench/api-leads.csv';
const CONNECTIONS = 8;

interface Info { cookie: string; grantId: string; datasetId: string; key: string; planlessKey: string }

async function main() {
  if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const rows = Number(process.env.BENCH_API_ROWS ?? 1_000_000);
  const work = tempDir('api');
  const file = path.join(work, 'files', FILE_KEY);
  mkdirSync(path.dirname(file), { recursive: true });
  await writeLeads(file, rows);
  const bytes = statSync(file).size;
  console.log(`generated ${fmt(rows)} rows, ${fmt(bytes / 1e6, 1)} MB`);

  const pg = await pgDatabase('bench_api');
  const servers: ReturnType<typeof startProcess>[] = [];
  try {
    const env = (port: number, dataDir: string) => ({
      DATABASE_URL: pg.url, REDIS_URL, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${PORTS[0]}`,
      DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_SECRET: SECRET, SEED_DEMO: 'false',
    });
    const dirs = PORTS.map((port) => {
      const dir = path.join(work, `server-${port}`);
      mkdirSync(dir, { recursive: true });
      symlinkSync(path.join(work, 'files'), path.join(dir, 'files'));
      return dir;
    });
    const infoFile = path.join(work, 'info.json');
    const setup = startProcess(['--import', 'tsx', 'bench/api.ts'], {
      ...env(PORTS[0]!, dirs[0]!), BENCH_API_SETUP: '1', BENCH_INFO: infoFile, BENCH_FILE: JSON.stringify({ key: FILE_KEY, rows, bytes }),
    });
    if (await new Promise((resolve) => setup.once('exit', resolve)) !== 0) throw new Error('bench setup failed');
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as Info;
    for (const [i, port] of PORTS.entries()) servers.push(startProcess(['dist/server/main.mjs'], env(port, dirs[i]!)));
    const bases = PORTS.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(bases.map((base) => waitForHealth(`${base}/api/health`)));
    const base = bases[0]!;
    const auth = { authorization: `Bearer ${info.key}` };
    const rowsUrl = `${base}/api/v1/datasets/${info.datasetId}/rows`;

    // Whole dataset: best of 3 for the streams (a fraction of a second to a few seconds each), JSON pages once.
    const link = await fetch(`${base}/api/downloads/${info.grantId}/link`, {
      method: 'POST', headers: { cookie: info.cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ format: 'csv' }),
    });
    if (!link.ok) throw new Error(`link answered ${link.status}: ${await link.text()}`);
    const { url } = (await link.json()) as { url: string };
    const whole: [string, number][] = [];
    const bestOf3 = async (label: string, target: string, headers: Record<string, string> = {}) => {
      let seconds = Infinity;
      for (let i = 0; i < 3; i++) seconds = Math.min(seconds, await timed(() => drain(target, headers)));
      whole.push([label, seconds]);
    };
    await bestOf3('CSV download (signed link, the stored file as is)', `${base}${url}`);
    await bestOf3('API NDJSON stream (rows.ndjson)', `${rowsUrl}.ndjson`, auth);
    await bestOf3('API CSV stream (rows.csv)', `${rowsUrl}.csv`, auth);
    let pages = 0, read = 0;
    const pagedSeconds = await timed(async () => {
      let cursor: string | null = null;
      do {
        const page = JSON.parse((await get(`${rowsUrl}?limit=1000${cursor ? `&cursor=${cursor}` : ''}`, auth)).body) as { data: unknown[]; next_cursor: string | null };
        pages++;
        read += page.data.length;
        cursor = page.next_cursor;
      } while (cursor);
    });
    if (read !== rows) throw new Error(`JSON pages gave ${read} rows of ${rows}`);
    whole.push([`API JSON pages (limit 1,000: ${fmt(pages)} requests, one after another, parsed)`, pagedSeconds]);

    console.log(`\nThe whole dataset (${fmt(rows)} rows, ${fmt(bytes / 1e6, 1)} MB), one client`);
    console.log('| how | seconds | rows/s | vs CSV download |');
    console.log('|---|---:|---:|---:|');
    for (const [label, seconds] of whole) {
      console.log(`| ${label} | ${fmt(seconds, 2)} | ${fmt(rows / seconds)} | ${fmt(whole[0]![1] / seconds, 2)} |`);
    }

    // What a request costs before any row: the key, the limit and the grant checks, one client, one after another.
    const sequential = async (target: string) => {
      const times: number[] = [];
      for (let i = 0; i < 200; i++) times.push(await timed(() => get(target, auth)) * 1000);
      return times.sort((a, b) => a - b)[100]!;
    };
    console.log('\nOne request at a time, p50 of 200 (ms)');
    console.log('| request | p50 ms |');
    console.log('|---|---:|');
    console.log(`| GET /api/v1/datasets/owned | ${fmt(await sequential(`${base}/api/v1/datasets/owned?limit=1`), 1)} |`);
    console.log(`| GET /api/v1/datasets/:id/rows?limit=1 | ${fmt(await sequential(`${rowsUrl}?limit=1`), 1)} |`);
    console.log(`| GET /api/v1/datasets/:id/rows?limit=1000 | ${fmt(await sequential(`${rowsUrl}?limit=1000`), 1)} |`);

    // Filtered pages: distinct filters, each followed a few pages deep, 8 at a time.
    const queries = filteredQueries(400);
    await runQueries(queries.slice(0, 20).map((q) => ({ ...q, depth: 0 })), rowsUrl, auth); // warm-up
    const started = performance.now();
    const measured = await runQueries(queries, rowsUrl, auth);
    const seconds = (performance.now() - started) / 1000;
    const ms = measured.map((m) => m.ms).sort((a, b) => a - b);
    const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!;
    const short = measured.filter((m) => m.rows < m.limit && m.more).length;
    console.log(`\nFiltered pages of the ${fmt(rows)}-row dataset: ${queries.length} distinct filters, 1-4 pages deep, ${CONNECTIONS} connections`);
    console.log('| pages | req/s | p50 ms | p95 ms | p99 ms | max ms | rows per page (avg) | short pages (scan bound) |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(`| ${fmt(ms.length)} | ${fmt(ms.length / seconds)} | ${fmt(q(0.5), 1)} | ${fmt(q(0.95), 1)} | ${fmt(q(0.99), 1)} | ${fmt(ms.at(-1)!, 1)} | `
      + `${fmt(measured.reduce((s, m) => s + m.rows, 0) / measured.length, 1)} | ${fmt(short)} |`);

    // The hourly limit across two instances.
    const planless = { authorization: `Bearer ${info.planlessKey}` };
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      get(`${bases[i % 2]}/api/v1/catalog/datasets?limit=1`, planless, false).then((r) => r.status)));
    const admitted = answers.filter((s) => s === 200).length;
    const limited = answers.filter((s) => s === 429).length;
    console.log('\nThe hourly limit at two instances (one PostgreSQL, one Redis): 200 concurrent requests of a plan-less team, 100 to each');
    console.log('| limit | admitted | 429 | other | admitted beyond the limit (target 0) |');
    console.log('|---:|---:|---:|---:|---:|');
    console.log(`| 60 | ${admitted} | ${limited} | ${200 - admitted - limited} | ${Math.max(0, admitted - 60)} ${admitted <= 60 ? 'ok' : 'MISSED'} |`);
  } finally {
    await Promise.all(servers.map((s) => stop(s)));
    await pg.drop();
  }
}

interface Query { filter: string; limit: number; depth: number }

/** Filters drawn at random over the file's own values, independently of each other. */
function filteredQueries(count: number): Query[] {
  let seed = 0x5eed;
  const rand = (n: number) => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
  const pick = <T>(xs: readonly T[]) => xs[rand(xs.length)]!;
  const states = ['TX', 'FL', 'AZ', 'OH', 'GA', 'CA', 'CO', 'NC', 'NY'];
  const zip3 = ['787', '331', '850', '432', '303', '921', '802', '282'];
  const parts = [
    () => `state=${pick(states)}`,
    () => `zip_prefix=${pick(zip3)}${rand(3) ? String(rand(10)) : ''}${rand(4) ? '' : String(rand(10))}`,
    () => `where=insurance_type:eq:${encodeURIComponent(pick(['Auto', 'Home', 'Life', 'Health', 'Medicare Supplement', 'Renters']))}`,
    () => `where=current_carrier:eq:${encodeURIComponent(pick(['State Farm', 'GEICO', 'Progressive', 'Allstate', 'USAA', 'None']))}`,
    () => `where=coverage_amount:${pick(['gte', 'lt'])}:${(1 + rand(100)) * 5000}`,
    () => `where=tcpa_consent:eq:${pick(['yes', 'no'])}`,
    () => `where=last_name:prefix:${pick(['Sm', 'Jo', 'Ng', 'Ga', 'Ma', 'O'])}`,
  ];
  const seen = new Set<string>();
  const queries: Query[] = [];
  while (queries.length < count) {
    const chosen = new Set<number>();
    const n = 1 + rand(3);
    while (chosen.size < n) chosen.add(rand(parts.length));
    const filter = [...chosen].sort().map((i) => parts[i]!()).join('&');
    const limit = pick([50, 100, 100, 500, 1000]);
    if (seen.has(`${filter}|${limit}`)) continue;
    seen.add(`${filter}|${limit}`);
    queries.push({ filter, limit, depth: rand(4) });
  }
  return queries;
}

async function runQueries(queries: Query[], rowsUrl: string, auth: Record<string, string>) {
  const measured: { ms: number; rows: number; limit: number; more: boolean }[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (next < queries.length) {
      const q = queries[next++]!;
      let cursor: string | null = null;
      for (let page = 0; page <= q.depth; page++) {
        const started = performance.now();
        const res = await get(`${rowsUrl}?${q.filter}&limit=${q.limit}${cursor ? `&cursor=${cursor}` : ''}`, auth);
        const body = JSON.parse(res.body) as { data: unknown[]; next_cursor: string | null };
        measured.push({ ms: performance.now() - started, rows: body.data.length, limit: q.limit, more: body.next_cursor !== null });
        cursor = body.next_cursor;
        if (!cursor) break;
      }
    }
  }));
  return measured;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** GET a stream to its end, counting its bytes (as a client writing it to disk would, without holding it). */
function drain(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers, agent }, (res) => {
      if (res.statusCode !== 200) { res.resume(); reject(new Error(`${url} answered ${res.statusCode}`)); return; }
      let bytes = 0;
      res.on('data', (c: Buffer) => { bytes += c.length; });
      res.on('end', () => (res.complete ? resolve(bytes) : reject(new Error('response aborted'))));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** GET, the whole body read; a status other than 200 throws unless `strict` is false. */
function get(url: string, headers: Record<string, string>, strict = true): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (strict && res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}: ${body.slice(0, 300)}`));
        else resolve({ status: res.statusCode ?? 0, body });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function timed(run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
}

/** Setup child: the buyer (Enterprise plan) holding the dataset, a plan-less team's key, sessions and keys written out. */
async function setupServerData() {
  const { categories, datasetFiles, datasets, downloadGrants, orderItems, orders, providers, subscriptions } = await import('../server/db/schema');
  const { createGrantsForOrder } = await import('../server/modules/downloads/grants');
  const { eq } = await import('drizzle-orm');

  const { app, config, db, close } = await openBenchApp(SECRET);
  const origin = config.publicUrl;
  const signUp = async (email: string) => {
    const res = await app.inject({
      method: 'POST', url: '/api/auth/sign-up/email', headers: { origin },
      payload: { email, password: 'bench-password', name: 'Bench User', firstName: 'Bench', lastName: 'User' },
    });
    if (res.statusCode !== 200) throw new Error(`sign-up answered ${res.statusCode}: ${res.body}`);
    const cookie = (res.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ');
    return { id: res.json().user.id as string, cookie };
  };
  const newKey = async (cookie: string, scopes: string[]) => {
    const res = await app.inject({ method: 'POST', url: '/api/api-keys', headers: { origin, cookie }, payload: { name: 'Bench', scopes } });
    if (res.statusCode !== 201) throw new Error(`key answered ${res.statusCode}: ${res.body}`);
    return res.json().key as string;
  };
  const buyer = await signUp('bench-api@example.com');
  const planless = await signUp('bench-api-planless@example.com');

  const f = JSON.parse(process.env.BENCH_FILE!) as { key: string; rows: number; bytes: number };
  const [category] = await db.insert(categories).values({ name: 'Insurance', slug: 'insurance' }).returning();
  const [provider] = await db.insert(providers).values({ name: 'Bench Leads Co', slug: 'bench-leads' }).returning();
  const [dataset] = await db.insert(datasets).values({
    title: 'Bench API leads', slug: 'bench-api-leads', description: 'Benchmark leads', categoryId: category!.id, providerId: provider!.id,
    priceCents: 0, recordCount: f.rows,
  }).returning();
  await db.insert(datasetFiles).values({ datasetId: dataset!.id, storageKey: f.key, bytes: f.bytes, rows: f.rows, columns: LEAD_FILE_COLUMNS, sha256: 'bench' });
  const [order] = await db.insert(orders).values({
    userId: buyer.id, orderNumber: 'BENCH-API-1', totalAmountCents: 0, userEmail: 'bench-api@example.com',
    billingDetails: { name: 'Bench User', email: 'bench-api@example.com' }, status: 'completed', paymentStatus: 'paid', paidAt: new Date(),
  }).returning();
  const [item] = await db.insert(orderItems).values({ orderId: order!.id, datasetId: dataset!.id, title: 'Bench', priceCents: 0 }).returning();
  await createGrantsForOrder(db, { id: order!.id, userId: buyer.id, paidAt: new Date() });
  const [grant] = await db.select({ id: downloadGrants.id, teamId: downloadGrants.teamId }).from(downloadGrants).where(eq(downloadGrants.orderItemId, item!.id));
  const now = new Date();
  // Enterprise: 10,000 requests an hour, enough for every measurement above.
  await db.insert(subscriptions).values({
    teamId: grant!.teamId, plan: 'enterprise', status: 'active', billingAnchor: now, currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
  });
  const info: Info = {
    cookie: buyer.cookie, grantId: grant!.id, datasetId: dataset!.id,
    key: await newKey(buyer.cookie, ['datasets:read']), planlessKey: await newKey(planless.cookie, ['catalog:read']),
  };
  writeFileSync(process.env.BENCH_INFO!, JSON.stringify(info));
  await close();
}

// Last, so every helper above is initialised before it runs.
if (process.env.BENCH_API_SETUP) await setupServerData();
else await main();
