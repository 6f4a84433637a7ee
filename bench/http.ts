// Throughput of GET /api/health and GET /api/me (with a session) against a bare Fastify route in the same run.
// autocannon, 50 connections. `DATABASE=postgres` (default: both) picks the database for /api/me.
import { fmt, load, pgDatabase, startProcess, stop, tempDir, waitForHealth, type LoadResult } from './lib';

const which = process.env.DATABASE ?? 'both';
const barePort = 4420;
const bare = startProcess(['--import', 'tsx', 'bench/bare-fastify.ts'], { PORT: String(barePort) });
await waitForHealth(`http://127.0.0.1:${barePort}/`);

async function appRun(driver: 'pglite' | 'postgres') {
  const port = driver === 'pglite' ? 4421 : 4422;
  const pg = driver === 'postgres' ? await pgDatabase('bench_http') : undefined;
  const child = startProcess(['scripts/start.mjs'], {
    PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: tempDir(`http-${driver}`), SEED_DEMO: 'false', LOG_LEVEL: 'info',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/api/health`);
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', name: 'Bench User', firstName: 'Bench', lastName: 'User' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const check = await fetch(`${base}/api/me`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`/api/me answered ${check.status}`);
  const health = await load(`${base}/api/health`);
  const me = await load(`${base}/api/me`, { headers: { cookie } });
  await stop(child);
  await pg?.drop();
  return { health, me };
}

// The yardstick is measured next to each run, so both see the same machine conditions.
const rows: [string, LoadResult, LoadResult][] = [];
for (const driver of which === 'both' ? (['pglite', 'postgres'] as const) : [which as 'pglite' | 'postgres']) {
  const baseline = await load(`http://127.0.0.1:${barePort}/`);
  const r = await appRun(driver);
  rows.push([`bare Fastify hello-world (before ${driver})`, baseline, baseline]);
  rows.push([`GET /api/health (${driver})`, r.health, baseline], [`GET /api/me (${driver})`, r.me, baseline]);
}
await stop(bare);

console.log('autocannon, 50 connections, 8 s after 2 s warm-up; request logging (pino) and security headers on');
console.log('| route | req/s | p50 ms | p99 ms | ratio to bare | errors/non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [name, r, baseline] of rows) {
  console.log(`| ${name} | ${fmt(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${fmt(r.reqPerSec / baseline.reqPerSec, 2)} | ${r.errors}/${r.non2xx} |`);
}
