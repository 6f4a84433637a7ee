// One migrated database per test run, copied for each test file instead of migrated again (Vitest's globalSetup for
// the server project). A copy is what a new deployment's database is after its first start: the migrations, the
// stored functions and the job queue's schema and queues, and no rows that the start wrote (its jobs, its schedules).
// PGlite: the template's data directory as a tar file, loaded by each copy; PostgreSQL: a database that each copy
// names as its TEMPLATE. Making a copy takes about a fifth of what opening, migrating and starting the queue took.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { openStorage } from '../lib/open-storage';

/** Where the copies come from: given to every test file by the setup below (`inject('databaseTemplate')`). */
export type DatabaseTemplate = { driver: 'pglite'; tarFile: string } | { driver: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

const TEST_SECRET = 'template-secret-template-secret-0123456789';

export default async function setup(project: TestProject) {
  const template = await makeTemplate(process.env.DATABASE_URL);
  project.provide('databaseTemplate', template.ref);
  return template.drop;
}

async function makeTemplate(serverUrl: string | undefined): Promise<{ ref: DatabaseTemplate; drop(): Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({});
    await prepare(database);
    if (database.raw.driver !== 'pglite') throw new Error('expected PGlite');
    const dir = mkdtempSync(path.join(tmpdir(), 'datacsv-template-'));
    const tarFile = path.join(dir, 'pgdata.tar');
    writeFileSync(tarFile, new Uint8Array(await (await database.raw.client.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    return { ref: { driver: 'pglite', tarFile }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await prepare(database);
  await database.close();
  return { ref: { driver: 'postgres', name }, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** Runs one statement on the server's maintenance connection (databases are made and dropped from there). */
export async function adminQuery(serverUrl: string, statement: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrates, starts and stops an app once (the job queue makes its schema and queues), then forgets what the start wrote. */
async function prepare(database: Database) {
  await database.migrate();
  const migrated = await rowCounts(database);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'datacsv-template-app-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
    const storage = await openStorage({ s3: config.s3, dir: path.join(dataDir, 'files') });
    const app = await buildApp({ config, database, storage, authSecret: TEST_SECRET, encryptionKey: '0'.repeat(64) });
    await app.ready();
    await app.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await database.db.execute(sql`delete from pgboss.job`);
  await database.db.execute(sql`delete from pgboss.archive`);
  await database.db.execute(sql`delete from pgboss.schedule`);
  // A copy must be a new database: if a start ever writes rows of the app's own, they would leak into every test.
  const started = await rowCounts(database);
  const changed = Object.keys(started).filter((table) => started[table] !== migrated[table]);
  if (changed.length) throw new Error(`the app's first start wrote rows the template would copy: ${changed.join(', ')}`);
  await database.db.execute(sql`vacuum`);
  await database.db.execute(sql`checkpoint`);
}

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(await database.db.execute(sql`
    select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`));
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`));
    counts[name] = row!.n;
  }
  return counts;
}
