// The test suite's stages, some side by side: `npm test` (everything, on the embedded database), `npm run test:quick`
// (types, lint, server and web tests: the edit loop) and CI (.ci/run, with PG_ADMIN_URL naming a PostgreSQL server:
// the server tests on both databases, every journey on PostgreSQL).
//
// Stages in a lane run one after another; lanes run side by side, so that one lane's waits (a browser rendering, a
// database answering, a job's polling interval) are filled by the other's work on a 2-core machine. Each stage writes
// to its own log, printed whole when the stage ends; a table of every stage's seconds and test counts comes last.
// Nothing fails for being slow: the figures are for reading (docs/ARCHITECTURE.md, "Tests, CI and benchmarks").
//
//   node scripts/test.mjs [--quick]        PG_ADMIN_URL=postgres://user@host:5432/postgres   REDIS_URL=redis://...
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const pgAdminUrl = quick ? undefined : process.env.PG_ADMIN_URL;
const run = `run_${Date.now().toString(36)}_${process.pid}`;
/** The databases the PostgreSQL stages use: the server tests make their own from the first; the journeys' server fills the second. */
const pgDatabases = pgAdminUrl ? { server: `${run}_server`, browser: `${run}_browser` } : null;
const pgUrl = (name) => `${pgAdminUrl.replace(/\/[^/]*$/, '')}/${name}`;

// Only the server tests get REDIS_URL: the journeys' server would otherwise keep its rate-limit counters in Redis,
// shared between the two browser passes.
const { REDIS_URL: redisUrl, ...withoutRedis } = process.env;
const serverEnv = { ...withoutRedis, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };

/** name -> [command, env]. */
const stages = {
  // tsc and eslint over one TypeScript program (scripts/typecheck-and-lint.mjs), then the import rules.
  'typecheck + lint': ['npm run check', withoutRedis],
  'server PGlite': ['npm run test:server', serverEnv],
  web: ['npm run test:web', withoutRedis],
  // One production bundle for both browser passes (their server would build it on first start otherwise).
  build: ['node scripts/start.mjs --build-only', withoutRedis],
  // Without a PostgreSQL server, every journey on PGlite (the quick start's database).
  'browser PGlite': ['npm run test:e2e', withoutRedis],
  // With one (CI), every journey on PostgreSQL instead, whose server does the queries natively: on PGlite the journeys'
  // server interprets every query in WebAssembly. Every route is tested on both databases by the server tests.
  ...(pgDatabases && {
    'server PostgreSQL': ['npm run test:server', { ...serverEnv, DATABASE_URL: pgUrl(pgDatabases.server) }],
    'browser PostgreSQL': ['npm run test:e2e', { ...withoutRedis, DATABASE_URL: pgUrl(pgDatabases.browser) }],
  }),
};

/**
 * Which stages share a lane. The Vitest lane and the browser lane each keep about one and a half of the two cores busy
 * alone: side by side they fill each other's idle time (figures in the README's "Tests" section).
 */
const lanes = quick
  ? [['typecheck + lint'], ['server PGlite', 'web']]
  : [
    ['typecheck + lint', 'server PGlite', 'web'],
    // The server tests on PostgreSQL end the browser lane: the two lanes then take about as long (README "Tests").
    pgDatabases ? ['build', 'browser PostgreSQL', 'server PostgreSQL'] : ['build', 'browser PGlite'],
  ];
/**
 * Beside the browser lane, the other lane runs at a lower priority (nice 10). A journey is bound by latency: it waits
 * for its server and its browser, and every moment either waits for a core is added to the run. Type checks and test
 * workers are bound by throughput and use whatever the journeys leave, which is much of the time.
 */
const background = new Set(quick ? [] : lanes[0]);

/** The machine's busy and total CPU seconds so far (Linux /proc/stat; null elsewhere): how much of it the run used. */
function machineCpu() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
    const hz = 100;
    return { busy: (user + nice + system + irq + softirq + steal) / hz, total: (user + nice + system + idle + iowait + irq + softirq + steal) / hz };
  } catch {
    return null;
  }
}
const machineAtStart = machineCpu();

const logs = mkdtempSync(path.join(tmpdir(), 'datacsv-test-logs-'));
const results = [];
const running = new Set();
const started = performance.now();
const seconds = (since) => Math.round((performance.now() - since) / 1000);

function runStage(name) {
  const [command, env] = stages[name];
  const logFile = path.join(logs, `${name.replace(/\W+/g, '-')}.log`);
  const since = performance.now();
  process.stdout.write(`▶ ${name}: ${command}\n`);
  return new Promise((resolve) => {
    // Its own process group, so that an interrupted run stops everything the stage started (servers, browsers).
    const niced = background.has(name) ? 'nice -n 10 ' : '';
    // bash's `times` gives the CPU seconds of the stage's processes that were waited for (not a browser a runner closes
    // without waiting, nor the PostgreSQL server): the work of the test runners and the app, whatever ran beside them.
    const cpuFile = `${logFile}.cpu`;
    const script = `${niced}${command} > '${logFile}' 2>&1; status=$?; times > '${cpuFile}'; exit $status`;
    const child = spawn('bash', ['-c', script], { cwd: root, env, detached: true, stdio: 'ignore' });
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      const output = readFileSync(logFile, 'utf8');
      const result = { name, seconds: seconds(since), cpu: cpuSeconds(cpuFile), passed: code === 0, tests: testCounts(output), failures: failureLines(output) };
      results.push(result);
      process.stdout.write(`\n── ${name}: ${result.passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${result.seconds} s ──\n${output}\n`);
      resolve(result);
    });
  });
}

/** The children's user + system seconds from bash's `times` (its second line: `0m12.345s 0m1.234s`). */
function cpuSeconds(file) {
  try {
    const children = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    return Math.round([...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0));
  } catch {
    return null;
  }
}

// eslint-disable-next-line no-control-regex -- the runners colour their output with terminal escapes
const plainText = (output) => output.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * The lines naming what failed, each with the error line after it: repeated under the table, so that the end of a long
 * log (all a CI page may keep) still says which test failed and why.
 */
function failureLines(output) {
  const lines = plainText(output).split('\n');
  // A failed test or file; an error Vitest caught outside any test (it fails the run with every test passed), and
  // the file it names as its origin.
  const named = (line) => /^\s*(FAIL|×|✘)\s/.test(line) || /^\s+\d+\) \[\w+\] ›/.test(line)
    || /⎯ Unhandled \w+/.test(line) || /^This error originated in/.test(line);
  const failures = [];
  lines.forEach((line, i) => {
    if (!named(line)) return;
    failures.push(line.trim());
    const error = lines.slice(i + 1, i + 8).find((next) => /^\s*(\w*Error\b|Test timed out|Timeout)/.test(next));
    if (error) failures.push(`    ${error.trim().slice(0, 300)}`);
  });
  return [...new Set(failures)].slice(0, 40);
}

/**
 * The summary a test runner prints last ("Tests  826 passed | 8 skipped (834)", "56 passed (9.2m)", "1 flaky"), or
 * the type check's and lint's lines ("Types: 0 errors (48 s)").
 */
function testCounts(output) {
  const plain = plainText(output);
  const checks = [...plain.matchAll(/^(Types|Lint): (.+)$/gm)].map((m) => `${m[1].toLowerCase()} ${m[2]}`);
  if (checks.length) return checks.join(', ');
  const vitest = plain.match(/^\s*Tests\s+(.+)$/m);
  const vitestErrors = plain.match(/^\s*Errors\s+(.+)$/m);
  if (vitest) return [vitest[1].trim(), vitestErrors?.[1].trim()].filter(Boolean).join(', ');
  const playwright = [...plain.matchAll(/^\s+(\d+ (?:passed|failed|flaky|skipped|did not run))/gm)].map((m) => m[1]);
  return playwright.join(', ');
}

async function pgDatabase(action, name) {
  const code = await new Promise((resolve) => {
    spawn(process.execPath, ['scripts/pg-database.mjs', action, pgAdminUrl, name], { cwd: root, stdio: 'inherit' }).on('exit', resolve);
  });
  if (code !== 0) throw new Error(`could not ${action} the database ${name} on ${pgAdminUrl}`);
}

async function cleanUp() {
  for (const child of running) {
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
  }
  if (pgDatabases) for (const name of Object.values(pgDatabases)) await pgDatabase('drop', name).catch(() => {});
  rmSync(logs, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => { void cleanUp().finally(() => process.exit(130)); });
}

if (pgDatabases) for (const name of Object.values(pgDatabases)) await pgDatabase('create', name);
await Promise.all(lanes.map(async (lane) => { for (const name of lane) await runStage(name); }));
await cleanUp();

const order = Object.keys(stages);
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
const width = Math.max(...results.map((r) => r.name.length));
for (const r of results.filter((result) => !result.passed)) {
  process.stdout.write(`\nFailed in ${r.name}:\n${r.failures.map((line) => `  ${line}`).join('\n') || '  (no test named: see its log above)'}\n`);
}
process.stdout.write(`\nTimings (${lanes.map((lane) => lane.join(' → ')).join('  ‖  ')}); cpu: the stage's processes' CPU seconds\n`);
for (const r of results) {
  process.stdout.write(`  ${r.name.padEnd(width)}  ${String(r.seconds).padStart(5)} s  cpu ${String(r.cpu ?? '?').padStart(5)} s  ${r.passed ? 'passed' : 'FAILED'}  ${r.tests}\n`);
}
const cpuTotal = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
process.stdout.write(`  ${'wall clock'.padEnd(width)}  ${String(seconds(started)).padStart(5)} s  cpu ${String(cpuTotal).padStart(5)} s\n`);
// Every process's CPU (Chromium's and PostgreSQL's too, which the stages' figures miss): how busy the cores were.
const machineAtEnd = machineCpu();
if (machineAtStart && machineAtEnd) {
  const busy = machineAtEnd.busy - machineAtStart.busy;
  const total = machineAtEnd.total - machineAtStart.total;
  process.stdout.write(`  ${'machine'.padEnd(width)}  busy ${Math.round(busy)} of ${Math.round(total)} CPU seconds (${Math.round((100 * busy) / total)}%)\n`);
}
// CI's install (.ci/run) ran before this script: its seconds, for the same table.
if (process.env.INSTALL_SECONDS) process.stdout.write(`  ${'+ install'.padEnd(width)}  ${process.env.INSTALL_SECONDS.padStart(5)} s\n`);
process.exit(results.every((r) => r.passed) ? 0 : 1);
