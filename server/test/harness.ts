// Test harness: a fresh app on a fresh database per test file — in-memory PGlite by default, a new database on the
// PostgreSQL server when DATABASE_URL is set; both copied from the run's migrated template (database-template.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { openStorage } from '../lib/open-storage';
import { adminQuery } from './database-template';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const TEST_ENCRYPTION_KEY = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

/** What a production deployment must set (config.ts refuses to start without it); Stripe's keys are fakes. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production', AUTH_SECRET: TEST_SECRET, DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_production_mode', STRIPE_WEBHOOK_SECRET: 'whsec_production_mode', STRIPE_PUBLISHABLE_KEY: 'pk_test_production_mode',
};

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Another server on the same database and files, like a second instance behind a load balancer. */
  anotherInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** A new database copied from the run's template (database-template.ts): migrated, as a new deployment's first start leaves it. */
export async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const template = inject('databaseTemplate');
  if (template.driver === 'pglite') {
    const database = await openDatabase({ pgliteFrom: new Blob([await readFile(template.tarFile)]) });
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('the template is on a PostgreSQL server, but DATABASE_URL is not set');
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(serverUrl, `create database ${name} template ${template.name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropping = false;
  // The forced drop below terminates connections the pool is still closing; only other errors are news.
  const database = await openDatabase({ url: url.toString(), onConnectionError: (err) => { if (!dropping) throw err; } });
  return {
    database,
    async drop() {
      dropping = true;
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A connection of its own to a test database on a PostgreSQL server (PGlite has one connection): to hold a
 * transaction open beside the app's statements. The caller ends it.
 */
export async function otherConnection(database: Database): Promise<import('pg').Client> {
  const raw = database.raw;
  if (raw.driver !== 'postgres') throw new Error('needs PostgreSQL');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: raw.url });
  await client.connect();
  return client;
}

/** A logger that keeps its lines, for tests of what reaches the log. */
export function capturedLog() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } }));
  return { lines, logger };
}

export async function createTestApp(env: Record<string, string> = {}, deps: Pick<AppDeps, 'stripeApi' | 'redis' | 'logger' | 'leadDelivery'> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'datacsv-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...env });
  const { database, drop } = await freshDatabase();
  // S3_BUCKET in `env` puts the files in that bucket (tests start an S3-compatible server: s3-server.ts).
  const storage = await openStorage({ s3: config.s3, dir: path.join(dataDir, 'files') });
  const build = async () => {
    const app = await buildApp({ config, database, storage, authSecret: TEST_SECRET, encryptionKey: TEST_ENCRYPTION_KEY, ...deps });
    await app.ready();
    return app;
  };
  const app = await build();
  const others: FastifyInstance[] = [];
  return {
    app, database, dataDir,
    async anotherInstance() {
      const other = await build();
      others.push(other);
      return other;
    },
    async close() {
      await Promise.all(others.map((o) => o.close()));
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like client: keeps cookies between requests and sends the site's Origin. */
export class Client {
  private cookies = new Map<string, string>();
  /** Each client is its own machine, so per-address rate limits apply to it alone. */
  readonly remoteAddress = `10.${rand255()}.${rand255()}.${rand255()}`;
  constructor(private app: FastifyInstance) {}

  async request(opts: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...opts,
      headers: {
        origin: 'http://localhost:3000',
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(opts.headers ?? {}),
      },
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name); else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get(url: string, headers?: Record<string, string>) { return this.request({ method: 'GET', url, headers }); }
  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  }
  /** A multipart/form-data POST, as a browser's file input sends it (field "file" plus any text fields). */
  async upload(url: string, file: { name: string; type?: string; content: string | Buffer }, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)], { type: file.type ?? 'text/csv' }), file.name);
    const encoded = new Response(form);
    return this.request({
      method: 'POST', url, payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! },
    });
  }
  hasCookies() { return this.cookies.size > 0; }
  cookieHeader() { return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '); }
}

const rand255 = () => Math.floor(Math.random() * 255);

export const newUser = (overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}) => ({
  email: `user-${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: 'correct-horse-42',
  firstName: 'Jane',
  lastName: 'Doe',
  ...overrides,
});

export async function signUp(app: FastifyInstance, user = newUser()) {
  const client = new Client(app);
  const res = await client.post('/api/auth/sign-up/email', { ...user, name: `${user.firstName} ${user.lastName}` });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { client, user, body: res.json() };
}
