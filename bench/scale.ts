// Scaling out: the purchase flow and catalog reads from 50 connections against one instance and against two behind a
// round-robin proxy (the proxy in both runs, so only the second instance differs), on one PostgreSQL, files in an
// S3-compatible store (s3rver) and rate limits in Redis, as in production. Prints throughput, latency, the database
// time per request (connection hold time from each instance's /metrics), download throughput from S3 versus local
// disk, and the non-2xx answers during a rolling restart of one of the two instances under load.
// Needs PostgreSQL (PG_ADMIN_URL) and Redis (REDIS_URL, default redis://127.0.0.1:6379).
import { spawnSync, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { startProxy } from '../server/test/proxy';
import { startS3Server } from '../server/test/s3-server';
import { fmt, pgDatabase, SessionClient, startProcess, stop, tempDir, waitForHealth } from './lib';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const METRICS_TOKEN = 'bench-scale-metrics-token';
const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password-42' };
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');
const database = await pgDatabase('bench_scale');
const localDatabase = await pgDatabase('bench_scale_local');
const s3 = await startS3Server('bench-scale');

/** Every instance's public address, behind the proxy: the origin its clients send. */
const PUBLIC_URL = 'http://localhost:3000';
const common = {
  HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', REQUIRE_EMAIL_VERIFICATION: 'false', SEED_DEMO: 'true',
  ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_SECRET: 'bench-scale-auth-secret-0123456789abcdef',
  DATA_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef', METRICS_TOKEN,
  // Every catalog read reaches the database, as distinct real-world queries do; buyers are told apart by the proxy's
  // X-Forwarded-For (one hop trusted).
  CATALOG_CACHE_TTL_MS: '0', TRUST_PROXY: '1', SIGNUP_RATE_LIMIT: '100000', REDIS_URL,
};
const instanceEnv = (port: number) => ({
  ...common, ...s3.env, PORT: String(port), PUBLIC_URL, DATA_DIR: tempDir(`scale-${port}`), DATABASE_URL: database.url,
});

const ports = [4451, 4452];
const urls = ports.map((p) => `http://127.0.0.1:${p}`);
const instances: ChildProcess[] = [];
async function startInstance(i: number) {
  instances[i] = startProcess(['dist/server/main.mjs'], instanceEnv(ports[i]!));
  await waitForHealth(`${urls[i]}/api/ready`);
}
// The first start migrates and seeds; the second finds it done.
await startInstance(0);
await startInstance(1);


/** Requests answered and connection time used, summed over the instances' /metrics. */
async function dbUse(bases: string[]) {
  let requests = 0;
  let busySeconds = 0;
  for (const base of bases) {
    const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    for (const line of text.split('\n')) {
      if (line.startsWith('http_request_duration_seconds_count{') && !line.includes('route="/metrics"')) requests += Number(line.split(' ').at(-1));
      if (line.startsWith('db_pool_busy_seconds_total ')) busySeconds += Number(line.split(' ')[1]);
    }
  }
  return { requests, busySeconds };
}

const categories = (await (await fetch(`${urls[0]}/api/categories`)).json()).items as { slug: string }[];
const SORTS = ['popular', 'price-low', 'price-high', 'rating', 'downloads'];
/** Distinct listing URLs: category x sort x page x price floor. */
const catalogPaths = categories.flatMap((c, ci) => SORTS.flatMap((sort, si) => [1, 2, 3].map((page) =>
  `/api/datasets?category=${c.slug}&sort=${sort}&page=${page}&priceMin=${(ci * 7 + si * 3 + page) % 40}`)));

async function catalogReads(base: string) {
  let i = 0;
  const run = (duration: number) => autocannon({
    url: base, connections: CONNECTIONS, duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: catalogPaths[i++ % catalogPaths.length]! }) }],
  });
  await run(2);
  const r = await run(SECONDS);
  return { reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

const datasets = ((await (await fetch(`${urls[0]}/api/datasets?limit=48`)).json()).items as { id: string }[]);
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
let buyerSeq = 0;
const lost = (err: Error) => ({ status: 0, json: err.message as any });

/** CONNECTIONS buyers each buying in a loop (cart, checkout, card, order) for SECONDS; completed purchases per second. */
async function purchases(base: string, seconds = SECONDS) {
  const buyers = await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    const n = ++buyerSeq;
    const buyer = new SessionClient(base, `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 1}`, PUBLIC_URL);
    const res = await buyer.call('POST', '/api/auth/sign-up/email', {
      email: `scale-${n}-${Date.now()}@example.com`, password: 'bench-password-42', name: `Buyer ${n}`, firstName: 'Buyer', lastName: String(n),
    });
    if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.json)}`);
    return buyer;
  }));
  const latencies: number[] = [];
  const failed = new Map<string, number>();
  const fail = (step: string, res: { status: number; json: unknown }) => {
    const what = `${step}: ${res.status} ${JSON.stringify(res.json).slice(0, 120)}`;
    failed.set(what, (failed.get(what) ?? 0) + 1);
  };
  const end = performance.now() + seconds * 1000;
  await Promise.all(buyers.map(async (buyer, b) => {
    for (let round = 0; performance.now() < end; round++) {
      const started = performance.now();
      const d = datasets[(b * 7 + round) % datasets.length]!;
      const added = await buyer.call('POST', '/api/cart/items', { datasetId: d.id }).catch(lost);
      if (added.status >= 300) { fail('add to cart', added); continue; }
      const checkout = await buyer.call('POST', '/api/checkout', { type: 'purchase', billing: { name: 'Bench Buyer', email: 'buyer@example.com' } }).catch(lost);
      if (checkout.status !== 201) { fail('checkout', checkout); continue; }
      const { orderId, payment } = checkout.json;
      const paid = await buyer.call('POST', '/api/payments/local/confirm', { paymentIntentId: payment.paymentIntentId, clientSecret: payment.clientSecret, card }).catch(lost);
      if (paid.status !== 200) { fail('confirm', paid); continue; }
      const order = await buyer.call('GET', `/api/orders/${orderId}`).catch(lost);
      if (order.json.status !== 'completed') { fail('order', order); continue; }
      latencies.push(performance.now() - started);
    }
  }));
  const sorted = latencies.sort((x, y) => x - y);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  return { perSec: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99), failures: [...failed.values()].reduce((a, b) => a + b, 0), failed };
}

const rows: string[] = [];
const results: Record<string, { catalog: number; purchases: number }> = {};
for (const [label, upstreams] of [['one instance', [urls[0]!]], ['two instances', urls]] as const) {
  const proxy = await startProxy([...upstreams]);
  const before = await dbUse([...upstreams]);
  const catalog = await catalogReads(proxy.url);
  const mid = await dbUse([...upstreams]);
  const buys = await purchases(proxy.url);
  const after = await dbUse([...upstreams]);
  await proxy.close();
  const msPer = (a: typeof before, b: typeof before) => ((b.busySeconds - a.busySeconds) * 1000) / Math.max(1, b.requests - a.requests);
  results[label] = { catalog: catalog.reqPerSec, purchases: buys.perSec };
  rows.push(`| ${label} | catalog reads | ${fmt(catalog.reqPerSec)} req/s | ${fmt(catalog.p50)} | ${fmt(catalog.p99)} | ${fmt(msPer(before, mid), 2)} | ${catalog.non2xx} |`);
  rows.push(`| ${label} | purchases (4 requests each) | ${fmt(buys.perSec, 1)} purchases/s | ${fmt(buys.p50)} | ${fmt(buys.p99)} | ${fmt(msPer(mid, after), 2)} | ${buys.failures} |`);
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, through a round-robin proxy, one PostgreSQL, files in s3rver, Redis rate limits`);
console.log('| instances | workload | throughput | p50 ms | p99 ms | db ms/request | failed |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
const ratio = (k: 'catalog' | 'purchases') => results['two instances']![k] / results['one instance']![k];
console.log(`two / one: catalog reads ${fmt(ratio('catalog'), 2)}, purchases ${fmt(ratio('purchases'), 2)} (target: at least 0.9; one machine's 2 cores serve both instances, the proxy and the load)`);

// --- downloads: the same 40 MB CSV from S3 (instance 1) and from local disk (an instance on its own database) ---
const localPort = 4453;
const local = startProcess(['dist/server/main.mjs'], {
  ...common, PORT: String(localPort), PUBLIC_URL, DATA_DIR: tempDir('scale-local'), DATABASE_URL: localDatabase.url,
});
const localUrl = `http://127.0.0.1:${localPort}`;
await waitForHealth(`${localUrl}/api/ready`);
const bigCsv = `id,name,email,state\n${Array.from({ length: 400_000 }, (_, i) => `${i},Person ${i},person${i}@example.com,TX`).join('\n')}\n`;

async function downloadThroughput(base: string) {
  const admin = new SessionClient(base, '127.0.0.1', PUBLIC_URL);
  const signedIn = await admin.call('POST', '/api/auth/sign-in/email', ADMIN);
  if (signedIn.status !== 200) throw new Error(`admin sign-in: ${signedIn.status}`);
  const listing = (await (await fetch(`${base}/api/datasets?limit=1`)).json()).items[0] as { id: string };
  const form = new FormData();
  form.append('file', new Blob([bigCsv], { type: 'text/csv' }), 'big.csv');
  const uploaded = await fetch(`${base}/api/admin/datasets/${listing.id}/file`, { method: 'POST', body: form, headers: { origin: PUBLIC_URL, cookie: admin.cookie } });
  if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const buyer = new SessionClient(base, '127.0.9.9', PUBLIC_URL);
  await buyer.call('POST', '/api/auth/sign-up/email', { email: `dl-${Date.now()}@example.com`, password: 'bench-password-42', name: 'D L', firstName: 'D', lastName: 'L' });
  await buyer.call('POST', '/api/cart/items', { datasetId: listing.id });
  const checkout = await buyer.call('POST', '/api/checkout', { type: 'purchase', billing: { name: 'D L', email: 'dl@example.com' } });
  await buyer.call('POST', '/api/payments/local/confirm', { paymentIntentId: checkout.json.payment.paymentIntentId, clientSecret: checkout.json.payment.clientSecret, card });
  const grant = (await buyer.call('GET', `/api/orders/${checkout.json.orderId}`)).json.downloads[0].id as string;
  const link = (await buyer.call('POST', `/api/downloads/${grant}/link`, { format: 'csv' })).json.url as string;
  const fetchAll = async () => {
    const res = await fetch(`${base}${link}`);
    const reader = res.body!.getReader();
    let bytes = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
    return bytes;
  };
  await fetchAll();
  const started = performance.now();
  const sizes = await Promise.all(Array.from({ length: 8 }, fetchAll));
  const seconds = (performance.now() - started) / 1000;
  return { mbPerSec: sizes.reduce((a, b) => a + b, 0) / 1e6 / seconds, fileMb: sizes[0]! / 1e6 };
}
const fromS3 = await downloadThroughput(urls[0]!);
const fromDisk = await downloadThroughput(localUrl);
await stop(local);
console.log(`\nDownloads, 8 at once of a ${fmt(fromS3.fileMb, 1)} MB CSV: S3 (s3rver) ${fmt(fromS3.mbPerSec)} MB/s, local disk ${fmt(fromDisk.mbPerSec)} MB/s`);

// --- rolling restart: both instances under load; instance 1 gets SIGTERM, comes back, then instance 2 ---
const proxy = await startProxy(urls);
let restartDone = false;
/** What went wrong during the restart, by status and message, so a regression says what it is. */
const failures = new Map<string, number>();
const failed = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
let answered = 0;
const readers = Array.from({ length: 20 }, async (_, w) => {
  const reader = new SessionClient(proxy.url, `127.0.8.${w + 1}`, PUBLIC_URL);
  for (let i = w; !restartDone; i += 20) {
    const res = await reader.call('GET', catalogPaths[i % catalogPaths.length]!).catch((err: Error) => ({ status: 0, json: err.message }));
    answered++;
    if (res.status !== 200) failed(`catalog read: ${res.status} ${JSON.stringify(res.json).slice(0, 120)}`);
  }
});
let bought = 0;
const buyers = (async () => {
  while (!restartDone) {
    const r = await purchases(proxy.url, 3);
    bought += Math.round(r.perSec * 3);
    for (const [what, n] of r.failed) failures.set(what, (failures.get(what) ?? 0) + n);
  }
})();
await new Promise((r) => setTimeout(r, 2000));
for (const i of [0, 1]) {
  const stopped = performance.now();
  // The server's own deadline (SHUTDOWN_TIMEOUT_MS, 25 s) decides; SIGKILL only past it.
  await stop(instances[i]!, 30_000);
  const drainMs = performance.now() - stopped;
  await startInstance(i);
  console.log(`instance ${i + 1}: drained and exited in ${fmt(drainMs)} ms, back and ready after ${fmt(performance.now() - stopped)} ms`);
  await new Promise((r) => setTimeout(r, 2000));
}
restartDone = true;
await Promise.all([...readers, buyers]);
await proxy.close();
const failedCount = [...failures.values()].reduce((a, b) => a + b, 0);
console.log(`Rolling restart of both instances, one at a time, under load: ${fmt(answered)} catalog reads and ${fmt(bought)} purchases; ` +
  `${failedCount} non-2xx or failed requests`);
for (const [what, n] of failures) console.log(`  ${n} x ${what}`);

for (const child of instances) await stop(child);
await s3.close();
await database.drop();
await localDatabase.drop();
process.exit(0);
