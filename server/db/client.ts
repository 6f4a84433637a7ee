// Opens the database: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set.
// Both give the same Drizzle API over the same schema and migrations.
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../paths';
import { storedFunctions } from './functions';
import { limitNamedStatements } from './reused-plans';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** What the job queue connects with: the same embedded instance, or its own pool on the same server. */
  raw: { driver: 'pglite'; client: import('@electric-sql/pglite').PGlite } | { driver: 'postgres'; url: string };
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The server pool's connections and the time they have been lent out (the database time behind requests); null on PGlite. */
  poolStats(): PoolStats | null;
}

export interface PoolStats { total: number; idle: number; waiting: number; max: number; busySeconds: number }

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without it, embedded PGlite. */
  url?: string;
  /** PGlite's data directory, or 'memory://' (the default) for a throwaway database. */
  pgliteDir?: string;
  /** A PGlite data directory as `dumpDataDir` writes it, to start from instead of an empty one (tests' template). */
  pgliteFrom?: Blob;
  /** Errors of idle server connections (a restart, an admin's terminate): reported, never fatal. */
  onConnectionError?: (err: Error) => void;
}

/**
 * How our sessions cost plans: the catalog is read from memory or SSD, where PostgreSQL's documentation puts a random
 * page read at about the cost of a sequential one (its default of 4 is for spinning disks, and would have a listing
 * sort the whole table rather than walk an index in order).
 */
const SESSION_SETTINGS = 'random_page_cost=1.1';

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.onConnectionError ?? ((err) => console.error('PostgreSQL connection error:', err.message)));
  return openPglite(opts.pgliteDir ?? 'memory://', opts.pgliteFrom);
}

async function openPostgres(url: string, onConnectionError: (err: Error) => void): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10), options: `-c ${SESSION_SETTINGS}` });
  // Without a listener, an idle client's error (the server restarting or terminating it) would crash the
  // process; the pool has already dropped that client and opens a new one on the next query.
  pool.on('error', onConnectionError);
  limitNamedStatements(pool);
  // Connection hold time, summed: how much database time requests and jobs use (bench/scale.ts, /metrics).
  const lentAt = new WeakMap<object, number>();
  let busyMs = 0;
  pool.on('acquire', (client) => { lentAt.set(client, performance.now()); });
  pool.on('release', (_err, client) => {
    const since = lentAt.get(client);
    if (since !== undefined) busyMs += performance.now() - since;
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    raw: { driver: 'postgres', url },
    migrate: () => migrateAlone(pool, async () => {
      await migrate(db as never, { migrationsFolder });
      await applyFunctions(pool);
    }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10, busySeconds: busyMs / 1000 }),
  };
}

/** The stored functions' current text (server/db/functions), after the migrations, in one transaction. */
async function applyFunctions(pool: import('pg').Pool) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const fn of storedFunctions()) await client.query(fn.sql);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Instances starting together take turns: the migrator itself takes no lock, and two would apply the same step. */
async function migrateAlone(pool: import('pg').Pool, run: () => Promise<void>) {
  const MIGRATION_LOCK = 72_616_173; // any constant shared by every instance
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await run();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

async function openPglite(dir: string, from: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) });
  await client.exec(`set ${SESSION_SETTINGS}`);
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    raw: { driver: 'pglite', client },
    migrate: async () => {
      await migrate(db as never, { migrationsFolder });
      await client.transaction(async (tx) => {
        for (const fn of storedFunctions()) await tx.exec(fn.sql);
      });
    },
    close: () => client.close(),
    poolStats: () => null,
  };
}
