// Dataset downloads over HTTP: a 100,000-row and a 1,000,000-row insurance-lead CSV streamed as CSV, JSON, XML and
// XLSX through a signed link, next to `cat file > /dev/null` and csv-parse's parse-only speed on the same files.
// Each (file, format) gets a fresh server (buildApp on its own PGlite), whose RSS is sampled every 20 ms.
// `BENCH_DOWNLOAD_ROWS=20000,200000` changes the sizes (the last one is compared with the first for memory);
// `BENCH_DB=postgres` runs the servers on PostgreSQL (PG_ADMIN_URL) instead of embedded PGlite.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { writeLeads } from './lead-file';
import { openBenchApp } from './bench-app';
import { fmt, pgDatabase, startProcess, stop, tempDir, waitForHealth } from './lib';

const FORMATS = ['csv', 'json', 'xml', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];
const SECRET = 'bench-downloads-secret-0123456789-abcdefgh';
const port = 4440;

interface BenchFile { label: string; key: string; rows: number; bytes: number; path: string }
interface Measured { seconds: number; delivered: number; peakRss: number; idleRss: number; hwm: number }

async function main() {
  // The server under test is the production bundle, as `npm start` runs it.
  if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const sizes = (process.env.BENCH_DOWNLOAD_ROWS ?? '100000,1000000').split(',').map(Number);
  const work = tempDir('downloads');
  const files: BenchFile[] = [];
  for (const rows of sizes) {
    const label = rows >= 1e6 ? `${rows / 1e6}M` : `${rows / 1e3}k`;
    const key = `bench/leads-${label.toLowerCase()}.csv`;
    const file = path.join(work, 'files', key);
    mkdirSync(path.dirname(file), { recursive: true });
    const started = performance.now();
    await writeLeads(file, rows);
    files.push({ label, key, rows, bytes: statSync(file).size, path: file });
    console.log(`generated ${fmt(rows)} rows, ${fmt(statSync(file).size / 1e6, 1)} MB in ${fmt((performance.now() - started) / 1000, 1)} s`);
  }

  const results: { file: BenchFile; cat: number; catPipe: number; csvParse: number; bareNode: number; formats: Map<Format, Measured> }[] = [];
  for (const file of files) {
    const cat = best(3, () => timed(() => spawnSync('sh', ['-c', 'cat "$0" > /dev/null', file.path])));
    // The raw read as a client receives it: cat's bytes delivered into this process through a pipe (best of 3).
    let catPipe = Infinity;
    for (let i = 0; i < 3; i++) catPipe = Math.min(catPipe, await timedAsync(() => consumeCat(file.path)));
    const csvParse = await timedAsync(() => pipeline(createReadStream(file.path, { highWaterMark: 1 << 16 }), parse(),
      new Writable({ objectMode: true, write: (_r, _e, done) => done() })));
    const bareNode = await bareNodeSeconds(file);
    const formats = new Map<Format, Measured>();
    for (const format of FORMATS) {
      formats.set(format, await downloadOnce(work, files, file, format));
      console.log(`  ${file.label} ${format}: ${fmt(file.bytes / 1e6 / formats.get(format)!.seconds, 1)} MB/s`);
    }
    results.push({ file, cat, catPipe, csvParse, bareNode, formats });
  }
  rmSync(work, { recursive: true, force: true });

  const mbps = (bytes: number, seconds: number) => bytes / 1e6 / seconds;
  console.log('\nGET /api/downloads/:id/file?format=...&token=... (signed link), http.get consuming the stream; fresh server per row');
  console.log('| file | format | time s | MB/s of CSV | MB/s delivered | delivered MB | ratio | target | peak RSS MB (idle) |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const rawMBps = mbps(r.file.bytes, r.catPipe);
    const parseMBps = mbps(r.file.bytes, r.csvParse);
    const name = `${r.file.label} rows, ${fmt(r.file.bytes / 1e6, 1)} MB`;
    const devNullMBps = mbps(r.file.bytes, r.cat);
    console.log(`| ${name} | cat > /dev/null (page-cache copy, nothing delivered) | ${fmt(r.cat, 3)} | ${fmt(devNullMBps, 0)} | | | | | |`);
    console.log(`| ${name} | cat \\| this process (raw read, delivered) | ${fmt(r.catPipe, 3)} | ${fmt(rawMBps, 0)} | | | | | |`);
    console.log(`| ${name} | csv-parse (parse only) | ${fmt(r.csvParse, 2)} | ${fmt(parseMBps, 1)} | | | | | |`);
    console.log(`| ${name} | bare Node http: createReadStream(file).pipe(res) | ${fmt(r.bareNode, 3)} | ${fmt(mbps(r.file.bytes, r.bareNode), 0)} | | | ${fmt(mbps(r.file.bytes, r.bareNode) / rawMBps, 2)} of raw read | | |`);
    for (const [format, m] of r.formats) {
      const speed = mbps(r.file.bytes, m.seconds);
      const [base, target] = format === 'csv' ? [rawMBps, 0.8] : [parseMBps, format === 'xlsx' ? 0.2 : 0.5];
      const ratio = speed / base;
      console.log(`| ${name} | ${format} | ${fmt(m.seconds, 2)} | ${fmt(speed, 1)} | ${fmt(mbps(m.delivered, m.seconds), 1)} | ${fmt(m.delivered / 1e6, 1)} | ${fmt(ratio, 2)} of ${format === 'csv' ? 'raw read' : 'csv-parse'} | ${target} ${ratio >= target ? 'ok' : 'MISSED'} | ${fmt(m.peakRss / 1e6, 0)} (${fmt(m.idleRss / 1e6, 0)}) |`);
    }
  }
  if (results.length > 1) {
    const [small, large] = [results[0]!, results.at(-1)!];
    console.log(`\npeak server RSS while downloading, ${large.file.label} vs ${small.file.label} rows`
      + ' (targets: at most +10% for the larger file; < 200 MB absolute, which includes the idle server):');
    for (const format of FORMATS) {
      const a = small.formats.get(format)!, b = large.formats.get(format)!;
      const growth = b.peakRss / a.peakRss - 1;
      console.log(`- ${format}: ${fmt(a.peakRss / 1e6, 0)} MB -> ${fmt(b.peakRss / 1e6, 0)} MB (${growth >= 0 ? '+' : ''}${fmt(growth * 100, 1)}% ${growth <= 0.1 ? 'ok' : 'MISSED'}); `
        + `above idle: ${fmt((a.peakRss - a.idleRss) / 1e6, 0)} / ${fmt((b.peakRss - b.idleRss) / 1e6, 0)} MB; `
        + `absolute ${b.peakRss < 200e6 ? 'ok' : 'MISSED'} (idle ${fmt(b.idleRss / 1e6, 0)} MB)`);
    }
  }
}

/** A fresh server on its own PGlite, a signed link for `format`, the whole body consumed, RSS sampled meanwhile. */
async function downloadOnce(work: string, files: BenchFile[], file: BenchFile, format: Format): Promise<Measured> {
  const dataDir = path.join(work, `server-${file.label}-${format}`);
  mkdirSync(dataDir, { recursive: true });
  const info = path.join(dataDir, 'bench.json');
  const pg = process.env.BENCH_DB === 'postgres' ? await pgDatabase('bench_downloads') : undefined;
  const env = {
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn',
    NODE_ENV: 'development', AUTH_SECRET: SECRET, SEED_DEMO: 'false',
  };
  // Seed the buyer, datasets and grants (tsx, exits), then measure the production server bundle with plain Node.
  const setup = startProcess(['--import', 'tsx', 'bench/downloads.ts'], {
    ...env, BENCH_DOWNLOADS_SETUP: '1', BENCH_INFO: info, BENCH_FILES: JSON.stringify(files.map(({ key, rows, bytes }) => ({ key, rows, bytes }))),
  });
  const setupCode = await new Promise<number | null>((resolve) => setup.once('exit', resolve));
  if (setupCode !== 0) throw new Error(`bench setup exited with ${setupCode}`);
  symlinkSync(path.join(work, 'files'), path.join(dataDir, 'files'));
  const child = startProcess(['dist/server/main.mjs'], env);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`);
    const { cookie, grants } = JSON.parse(readFileSync(info, 'utf8')) as { cookie: string; grants: Record<string, string> };
    const res = await fetch(`${base}/api/downloads/${grants[file.key]}/link`, {
      method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ format }),
    });
    if (!res.ok) throw new Error(`link answered ${res.status}: ${await res.text()}`);
    const { url } = (await res.json()) as { url: string };
    await new Promise((r) => setTimeout(r, 300)); // let start-up garbage settle before the idle reading
    const idleRss = rss(child.pid!);
    let peakRss = idleRss;
    const sampler = setInterval(() => { peakRss = Math.max(peakRss, rss(child.pid!)); }, 20);
    // A plain CSV transfer takes a fraction of a second, so it is timed best of 3 (like the baselines).
    let seconds = Infinity;
    let delivered = 0;
    for (let i = 0; i < (format === 'csv' ? 3 : 1); i++) {
      const started = performance.now();
      delivered = await consume(`${base}${url}`);
      seconds = Math.min(seconds, (performance.now() - started) / 1000);
    }
    clearInterval(sampler);
    peakRss = Math.max(peakRss, rss(child.pid!));
    return { seconds, delivered, peakRss, idleRss, hwm: status(child.pid!, 'VmHWM') };
  } finally {
    await stop(child);
    await pg?.drop();
  }
}

/** The platform's ceiling for streaming a file over HTTP here: plain Node, no framework, no checks (best of 3). */
async function bareNodeSeconds(file: BenchFile): Promise<number> {
  const barePort = port + 1;
  const code = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'text/csv');
    require('node:fs').createReadStream(process.env.FILE, { highWaterMark: 1 << 16 }).pipe(s); }).listen(${barePort}, '127.0.0.1')`;
  const child = startProcess(['-e', code], { FILE: file.path });
  try {
    await waitForHealth(`http://127.0.0.1:${barePort}/`);
    let bestSeconds = Infinity;
    for (let i = 0; i < 3; i++) bestSeconds = Math.min(bestSeconds, await timedAsync(() => consume(`http://127.0.0.1:${barePort}/`)));
    return bestSeconds;
  } finally {
    await stop(child);
  }
}

function consumeCat(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const cat = spawn('cat', [file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let bytes = 0;
    cat.stdout.on('data', (chunk: Buffer) => { bytes += chunk.length; });
    cat.on('error', reject);
    cat.on('close', (code) => (code === 0 ? resolve(bytes) : reject(new Error(`cat exited ${code}`))));
  });
}

function consume(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => {
      if (res.statusCode !== 200) { reject(new Error(`${url} answered ${res.statusCode}`)); res.resume(); return; }
      let bytes = 0;
      res.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      res.on('end', () => (res.complete ? resolve(bytes) : reject(new Error('response aborted'))));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const status = (pid: number, field: string) => {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};
const rss = (pid: number) => status(pid, 'VmRSS');

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return (performance.now() - started) / 1000;
}
async function timedAsync(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
}
const best = (times: number, run: () => number) => Math.min(...Array.from({ length: times }, run));

/** Setup child: on the server's database, a buyer with a completed order for every bench file and its session. */
async function setupServerData() {
  const { categories, datasetFiles, datasets, downloadGrants, orderItems, orders, providers } = await import('../server/db/schema');
  const { createGrantsForOrder } = await import('../server/modules/downloads/grants');
  const { eq } = await import('drizzle-orm');

  const { app, config, db, close } = await openBenchApp(SECRET);
  const base = config.publicUrl;
  const signUp = await app.inject({
    method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: base },
    payload: { email: 'bench@example.com', password: 'bench-password', name: 'Bench User', firstName: 'Bench', lastName: 'User' },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up answered ${signUp.statusCode}: ${signUp.body}`);
  const userId = signUp.json().user.id as string;
  const cookie = (signUp.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ');

  const [category] = await db.insert(categories).values({ name: 'Insurance', slug: 'insurance' }).returning();
  const [provider] = await db.insert(providers).values({ name: 'Bench Leads Co', slug: 'bench-leads' }).returning();
  const [order] = await db.insert(orders).values({
    userId, orderNumber: 'BENCH-1', totalAmountCents: 0, userEmail: 'bench@example.com',
    billingDetails: { name: 'Bench User', email: 'bench@example.com' }, status: 'completed', paymentStatus: 'paid', paidAt: new Date(),
  }).returning();
  const grants: Record<string, string> = {};
  for (const f of JSON.parse(process.env.BENCH_FILES!) as { key: string; rows: number; bytes: number }[]) {
    const slug = path.basename(f.key, '.csv');
    const [d] = await db.insert(datasets).values({
      title: slug, slug, description: 'Benchmark leads', categoryId: category!.id, providerId: provider!.id, priceCents: 0, recordCount: f.rows,
    }).returning();
    await db.insert(datasetFiles).values({ datasetId: d!.id, storageKey: f.key, bytes: f.bytes, rows: f.rows, columns: [], sha256: '-' });
    const [item] = await db.insert(orderItems).values({ orderId: order!.id, datasetId: d!.id, title: slug, priceCents: 0 }).returning();
    grants[f.key] = item!.id;
  }
  await createGrantsForOrder(db, { id: order!.id, userId, paidAt: new Date() });
  for (const [key, itemId] of Object.entries(grants)) {
    const [g] = await db.select({ id: downloadGrants.id }).from(downloadGrants).where(eq(downloadGrants.orderItemId, itemId));
    grants[key] = g!.id;
  }
  writeFileSync(process.env.BENCH_INFO!, JSON.stringify({ cookie, grants }));
  await close();
}

// Last, so every helper above is initialised before it runs.
if (process.env.BENCH_DOWNLOADS_SETUP) await setupServerData();
else await main();
