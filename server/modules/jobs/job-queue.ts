// The durable job queue: pg-boss in the same PostgreSQL (embedded PGlite or the server), so background work survives
// restarts, retries with backoff, and ends in a dead-letter queue when it keeps failing. A job sent with `tx` exists
// only if that transaction commits, so the work it stands for is never lost nor started for a rolled-back change.
// pg-boss 10: the last line that runs on Node 20 (11 and later need Node 22).
import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { jobAttemptsFailed } from '../../lib/metrics';
import type { JobName, JobPayloads } from './job-names';

type QueueOptions = Omit<PgBoss.Queue, 'name' | 'deadLetter'> & {
  /** With retryBackoff: the longest wait between two tries, in seconds (see `backoffSeconds`). */
  retryDelayMax?: number;
};

export interface JobDefinition<N extends JobName> {
  handler: (data: JobPayloads[N], job: PgBoss.JobWithMetadata<JobPayloads[N]>) => Promise<void>;
  /** Retries, backoff, expiry, policy ('stately' with a singletonKey: one queued and one running per key). */
  options?: QueueOptions;
  /** Jobs of this queue run at the same time in one process. */
  concurrency?: number;
}

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists only if it commits. */
  tx?: Db;
  /** With a 'stately' queue: at most one job per key waiting (later sends while one waits are dropped). */
  singletonKey?: string;
  /** Delay in seconds. */
  startAfter?: number;
}

/** One queue's jobs by state, for the admin view and /metrics. */
export interface QueueCounts { queue: string; queued: number; active: number; retrying: number; failed: number; deadLettered: number }

/** A job that used up its retries: what it carried and why its last attempt failed. */
export interface DeadLetter { id: string; queue: string; data: unknown; error: string | null; attempts: number; failedAt: string }

export interface JobQueue {
  define<N extends JobName>(name: N, definition: JobDefinition<N>): void;
  /** Runs a defined job on a cron schedule (UTC), once across all instances; set up when the queue starts. */
  schedule<N extends JobName>(name: N, cron: string, data: JobPayloads[N]): void;
  send<N extends JobName>(name: N, data: JobPayloads[N], opts?: SendOptions): Promise<string | null>;
  /** Many jobs of one queue in one statement (a charge of a thousand leads sends a thousand deliveries). */
  sendMany<N extends JobName>(name: N, data: JobPayloads[N][], opts?: Pick<SendOptions, 'tx'>): Promise<void>;
  start(): Promise<void>;
  /** Stops fetching, waits (up to `timeoutMs`) for running jobs, then lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
  /** Jobs not yet finished (queued, retrying or running) in the given queues; tests and the admin view use it. */
  unfinished(names: JobName[]): Promise<number>;
  /** Every defined queue's jobs by state (failed: attempts that failed and were not retried, kept 7 days). */
  counts(): Promise<QueueCounts[]>;
  /** Dead-lettered jobs, newest first. */
  deadLetters(page: { limit: number; offset: number }): Promise<{ items: DeadLetter[]; total: number }>;
  /**
   * Sends a dead-lettered job back to its queue inside `tx` (taken off the dead-letter list in the same transaction,
   * so two admins retrying at once send it once). Null when it is no longer dead-lettered.
   */
  retryDeadLetter(tx: Db, id: string): Promise<{ queue: string } | null>;
}

const DEFAULTS: QueueOptions = { retryLimit: 6, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 };
/**
 * pg-boss 10 has no LISTEN/NOTIFY: an idle worker looks for a job every second, so a job sent (or due again) starts
 * within about a second. A worker that found one looks again at once (see `start`).
 */
const POLLING_SECONDS = 1;
export const deadLetterOf = (name: string) => `${name}.dead`;
const queueOfDeadLetter = (name: string) => name.slice(0, -'.dead'.length);
/** What pg-boss records on a job that was running when its instance stopped. */
const INTERRUPTED = 'pg-boss shut down while active';
const SCHEMA = 'pgboss';
/** The version of the `pgboss` schema that this pg-boss makes and runs on. */
const BOSS_SCHEMA_VERSION: number = createRequire(import.meta.url)('pg-boss/version.json').schema;

export function createJobQueue(database: Database, log: FastifyBaseLogger): JobQueue {
  let stopped = false;
  const boss = new PgBoss({
    ...(database.raw.driver === 'pglite'
      ? { db: pgliteDb(database.raw.client, () => stopped) as PgBoss.Db }
      : { connectionString: database.raw.url, max: 3, application_name: 'datacsv-jobs' }),
    schema: SCHEMA,
    // Failed attempts stay countable (counts()) for 7 days, not pg-boss 10's default 12 hours.
    archiveFailedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const definitions = new Map<JobName, JobDefinition<JobName>>();
  const schedules: { name: JobName; cron: string; data: object }[] = [];
  let started = false;

  return {
    define(name, definition) {
      if (started) throw new Error(`Job ${name} defined after the queue started`);
      definitions.set(name, definition as unknown as JobDefinition<JobName>);
    },

    schedule(name, cron, data) {
      if (started) throw new Error(`Job ${name} scheduled after the queue started`);
      schedules.push({ name, cron, data: data });
    },

    async send(name, data, opts = {}) {
      const options = {
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
        ...(opts.tx ? { db: transactionDb(opts.tx) } : {}),
      };
      return boss.send(name, data as object, options);
    },

    async sendMany(name, data, opts = {}) {
      if (!data.length) return;
      await boss.insert(data.map((d) => ({ name, data: d })), opts.tx ? { db: transactionDb(opts.tx) } : {});
    },

    async start() {
      await setAsideNewerSchema(database.db, log);
      await boss.start();
      for (const [name, { options, concurrency = 1, handler }] of definitions) {
        const { retryDelayMax, ...queue } = { ...DEFAULTS, ...options };
        await boss.createQueue(deadLetterOf(name));
        await boss.createQueue(name, { name, ...queue, deadLetter: deadLetterOf(name) });
        // pg-boss 10 runs one job at a time per worker: `concurrency` workers.
        for (let i = 0; i < concurrency; i++) {
          // The handler may run before boss.work resolves: `const` would throw there (temporal dead zone).
          let worker: string | undefined;
          // eslint-disable-next-line prefer-const
          worker = await boss.work<JobPayloads[JobName]>(name, { includeMetadata: true, pollingIntervalSeconds: POLLING_SECONDS }, async ([job]) => {
            // pg-boss 10 waits out the polling interval between two fetches even when it found a job; a notified
            // worker does not, so a backlog is worked through without a pause.
            if (worker) boss.notifyWorker(worker);
            try {
              await handler(job!.data, job!);
            } catch (err) {
              jobAttemptsFailed.inc({ queue: name });
              log.warn({ err, job: name, jobId: job!.id, retry: job!.retryCount }, 'job failed; it will be retried');
              if (queue.retryBackoff && retryDelayMax && job!.retryCount < job!.retryLimit) {
                // pg-boss 10 cannot cap its backoff: the job's next wait is set here, as a fixed delay, before pg-boss
                // records the failure (the job is still this worker's, so nothing else touches it meanwhile).
                await boss.getDb().executeSql(
                  `update ${SCHEMA}.job set retry_backoff = false, retry_delay = $3 where name = $1 and id = $2 and state = 'active'`,
                  [name, job!.id, backoffSeconds(queue.retryDelay ?? 0, job!.retryCount, retryDelayMax)],
                ).catch((capErr: unknown) => log.warn({ err: capErr, job: name, jobId: job!.id }, 'could not cap the retry delay'));
              }
              throw err;
            }
          });
        }
      }
      for (const { name, cron, data } of schedules) await boss.schedule(name, cron, data, { tz: 'UTC' });
      started = true;
    },

    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
      stopped = true;
      // Jobs still running at the deadline were failed by pg-boss and wait out a retry delay, though nothing was
      // wrong with them: they are due again at once, for another instance to take over (a rolling restart).
      await database.db.execute(sql`
        update ${sql.identifier(SCHEMA)}.job set start_after = now()
        where state = 'retry' and output->>'value' = ${INTERRUPTED} and start_after > now()`).catch((err: unknown) => log.warn({ err }, 'could not re-queue interrupted jobs'));
    },

    async unfinished(names) {
      const result = await database.db.execute(sql`
        select count(*)::int as n from ${sql.identifier(SCHEMA)}.job
        where name in ${names} and state in ('created', 'retry', 'active')`);
      return rowsOf<{ n: number }>(result)[0]!.n;
    },

    async counts() {
      const names = [...definitions.keys()];
      if (!names.length) return [];
      const result = await database.db.execute(sql`
        select name, state, count(*)::int as n from ${sql.identifier(SCHEMA)}.job
        where name in ${[...names, ...names.map(deadLetterOf)]} and state in ('created', 'retry', 'active', 'failed')
        group by name, state`);
      const rows = rowsOf<{ name: string; state: string; n: number }>(result);
      const n = (name: string, state: string) => rows.find((r) => r.name === name && r.state === state)?.n ?? 0;
      return names.sort().map((queue) => ({
        queue, queued: n(queue, 'created'), active: n(queue, 'active'), retrying: n(queue, 'retry'), failed: n(queue, 'failed'),
        deadLettered: n(deadLetterOf(queue), 'created'),
      }));
    },

    async deadLetters({ limit, offset }) {
      const dead = [...definitions.keys()].map(deadLetterOf);
      if (!dead.length) return { items: [], total: 0 };
      const where = sql`name in ${dead} and state = 'created'`;
      // pg-boss 10 makes a dead letter a new job in `<queue>.dead` with the failed job's data, its last output (the
      // error) and its retry limit, which it had used up: every dead letter was tried retry_limit + 1 times.
      const [page, total] = await Promise.all([
        database.db.execute(sql`
          select id, name, data, output, retry_limit::int as retries, created_on
          from ${sql.identifier(SCHEMA)}.job where ${where} order by created_on desc, id limit ${limit} offset ${offset}`),
        database.db.execute(sql`select count(*)::int as n from ${sql.identifier(SCHEMA)}.job where ${where}`),
      ]);
      return {
        items: rowsOf<{ id: string; name: string; data: unknown; output: unknown; retries: number; created_on: Date | string }>(page).map((r) => ({
          id: r.id, queue: queueOfDeadLetter(r.name), data: r.data, error: errorMessage(r.output), attempts: r.retries + 1,
          failedAt: new Date(r.created_on).toISOString(),
        })),
        total: rowsOf<{ n: number }>(total)[0]!.n,
      };
    },

    async retryDeadLetter(tx, id) {
      const dead = [...definitions.keys()].map(deadLetterOf);
      const taken = rowsOf<{ name: string; data: object }>(await tx.execute(sql`
        delete from ${sql.identifier(SCHEMA)}.job where id = ${id} and name in ${dead} and state = 'created'
        returning name, data`))[0];
      if (!taken) return null;
      const queue = queueOfDeadLetter(taken.name);
      await boss.send(queue, taken.data, { db: transactionDb(tx) });
      return { queue };
    },
  };
}

/**
 * pg-boss on the embedded PGlite, the one connection the app also uses. A statement with parameters is a single one
 * (`query`). One without may be a block (pg-boss's schema creation and maintenance send `BEGIN; ...; COMMIT`), which
 * only `exec` runs; it runs in a PGlite transaction (the block's own BEGIN and COMMIT then only warn), so a block
 * that fails midway is rolled back before any other statement reaches the connection. Once the queue has stopped,
 * statements are dropped (no result), as pg-boss's own pool does once closed: a job that outlived the shutdown
 * deadline was already failed, and its late outcome must not reach a database that may be closed by then.
 */
function pgliteDb(client: PGlite, stopped: () => boolean) {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | undefined> {
      if (stopped()) return undefined;
      if (values?.length) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.flatMap((r) => r.rows) };
    },
  };
}

/**
 * pg-boss's sends run in the caller's Drizzle transaction: its `$n` placeholders become Drizzle parameters (its
 * statements for a send quote no `$`). A `$n` used twice becomes two parameters, each typed by PostgreSQL from its own
 * use, so such a text value is typed as text at every use: else a delay ('30') is also read as the timestamp of the
 * branch not taken (`CAST($5 as timestamptz)`), and the send fails.
 */
function transactionDb(tx: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const parts = text.split(/\$(\d+)/); // SQL text at even indexes, parameter numbers at odd ones
      const uses = new Map<string, number>();
      parts.forEach((part, i) => { if (i % 2) uses.set(part, (uses.get(part) ?? 0) + 1); });
      // Used once, a value keeps the type its place gives it (the json of a many-job insert).
      const param = (n: string, value: unknown) => (typeof value === 'string' && uses.get(n)! > 1 ? sql`${sql.param(value)}::text` : sql.param(value));
      const query = sql.join(parts.map((part, i) => (i % 2 ? param(part, values[Number(part) - 1]) : sql.raw(part))));
      return { rows: rowsOf(await tx.execute(query)) };
    },
  };
}

/** The wait before the next try, in seconds, as pg-boss 12 backs off: doubling from `base`, with jitter, at most `max`. */
function backoffSeconds(base: number, retryCount: number, max: number) {
  return Math.round(Math.min(max, Math.max(base, 1) * 2 ** Math.min(16, retryCount + 1) / 2 * (1 + Math.random())));
}

/**
 * A database whose `pgboss` schema a newer pg-boss made (this project ran pg-boss 12 before it moved to Node 20) has
 * tables this one does not know, and pg-boss only migrates forward. That schema is set aside under its version's name,
 * jobs and all, for an operator to look into, and pg-boss makes a new one.
 */
async function setAsideNewerSchema(db: Db, log: FastifyBaseLogger) {
  const installed = rowsOf<{ found: boolean }>(await db.execute(sql`select to_regclass(${`${SCHEMA}.version`}) is not null as found`))[0]!.found;
  if (!installed) return;
  const version = rowsOf<{ version: number }>(await db.execute(sql`select max(version)::int as version from ${sql.identifier(SCHEMA)}.version`))[0]!.version;
  if (version <= BOSS_SCHEMA_VERSION) return;
  const asideAs = `${SCHEMA}_v${version}`;
  await db.execute(sql`alter schema ${sql.identifier(SCHEMA)} rename to ${sql.identifier(asideAs)}`);
  log.warn({ version, supported: BOSS_SCHEMA_VERSION, schema: asideAs }, 'job queue schema made by a newer pg-boss set aside; its jobs are not run');
}


/** pg-boss keeps a failed attempt's thrown error as JSON; the message is what an operator needs. */
function errorMessage(output: unknown): string | null {
  if (!output) return null;
  if (typeof output === 'object' && 'message' in output) return String((output).message);
  return typeof output === 'string' ? output : JSON.stringify(output);
}
