// Cold first start (empty DATA_DIR: migrations + demo seed) and warm start (same DATA_DIR again) of `npm start`,
// measured from process spawn to the first healthy /api/health answer. The web build is made beforehand.
import { fmt, startProcess, stop, tempDir, waitForHealth } from './lib';

const port = 4411;
const dataDir = tempDir('start');
const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-admin-pass' };
const url = `http://127.0.0.1:${port}/api/health`;

async function timedStart() {
  const started = performance.now();
  const child = startProcess(['scripts/start.mjs'], env);
  await waitForHealth(url);
  const ms = performance.now() - started;
  await stop(child);
  return ms;
}

// Make sure the web build exists so both figures measure the server, not Vite.
await stop(startProcess(['scripts/start.mjs'], { ...env, DATA_DIR: tempDir('prebuild'), SEED_DEMO: 'false' }));
const cold = await timedStart();
const warm = [await timedStart(), await timedStart(), await timedStart()];
console.log('start-up (embedded PGlite, spawn -> healthy)');
console.log(`  cold first start (migrate + seed demo data): ${fmt(cold)} ms`);
console.log(`  warm start, 3 runs: ${warm.map((w) => fmt(w)).join(' / ')} ms (best ${fmt(Math.min(...warm))} ms; target < 3000 ms)`);
