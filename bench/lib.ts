// Shared benchmark helpers: start processes, wait for health, run autocannon, print tables.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');
export const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `datacsv-bench-${name}-`));

const children = new Set<ChildProcess>();
// A failed benchmark must not leave servers behind holding their ports.
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  // Benchmarks run the product as `npm start` does: development mode, with the local test gateway.
  const child = spawn(process.execPath, args, { cwd: root, env: { NODE_ENV: 'development', ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function waitForHealth(url: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
export async function stop(child: ChildProcess, graceMs = 5000) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export interface LoadResult { reqPerSec: number; p50: number; p99: number; errors: number; non2xx: number }

export async function load(url: string, opts: { headers?: Record<string, string>; seconds?: number; connections?: number } = {}): Promise<LoadResult> {
  // Warm-up so JIT and connection pools are in steady state before measuring.
  await autocannon({ url, connections: opts.connections ?? 50, duration: 2, headers: opts.headers });
  const r = await autocannon({ url, connections: opts.connections ?? 50, duration: opts.seconds ?? 8, headers: opts.headers });
  return { reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

// CPU time from /proc (Linux; USER_HZ is 100 there): throughput on a shared 2-core machine moves with the machine, CPU
// time a request moves less, and says which process spent it.
const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat after the command name: [0] state, [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime. */
function statFields(pid: string | number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone, or no /proc
  }
}

function commandOf(pid: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** A process's resident memory in MB (VmRSS); null when it is gone or there is no /proc. */
export function residentMegabytes(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) these processes have used so far; null without /proc. */
export function processCpuSeconds(pids: number[]): number | null {
  const fields = pids.map(statFields);
  if (fields.some((f) => f === null)) return null;
  return fields.reduce((sum, f) => sum + Number(f![11]) + Number(f![12]), 0) / TICKS_PER_SECOND;
}

/**
 * CPU seconds this machine's PostgreSQL has used so far: its live processes, plus the exited backends its postmaster
 * has collected; null when no PostgreSQL runs here (or no /proc).
 */
export function postgresCpuSeconds(): number | null {
  const processes = new Map<string, string[]>();
  for (const pid of existsSync('/proc') ? readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    const fields = commandOf(pid) === 'postgres' ? statFields(pid) : null;
    if (fields) processes.set(pid, fields);
  }
  if (processes.size === 0) return null;
  let ticks = 0;
  for (const f of processes.values()) {
    const postmaster = !processes.has(f[1]!); // its parent is not PostgreSQL
    ticks += Number(f[11]) + Number(f[12]) + (postmaster ? Number(f[13]) + Number(f[14]) : 0);
  }
  return ticks / TICKS_PER_SECOND;
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function pgDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const run = (action: string) => new Promise<void>((resolve, reject) => {
    spawn(process.execPath, ['scripts/pg-database.mjs', action, adminUrl, name], { cwd: root, stdio: 'inherit' })
      .on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg-database ${action} failed`))));
  });
  await run('drop');
  await run('create');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run('drop') };
}

/**
 * A signed-in visitor that is its own machine: requests leave from its own loopback address (so per-address rate
 * limits apply to it alone, as in real life) with its session cookie and the app's origin. JSON answers come parsed.
 */
export class SessionClient {
  cookie = '';
  constructor(private readonly base: string, readonly address = '127.0.0.1', private readonly origin = base) {}

  call(method: string, path: string, body?: unknown): Promise<{ status: number; json: any; ms: number }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = request(`${this.base}${path}`, {
        method, localAddress: this.address,
        headers: { origin: this.origin, ...(payload ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}) },
      }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => { text += c; });
        res.on('end', () => {
          const set = res.headers['set-cookie'];
          if (set) this.cookie = set.map((c) => c.split(';')[0]).join('; ');
          const json = text && res.headers['content-type']?.includes('json') ? JSON.parse(text) : text;
          resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - started });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
}
