// The durable job queue: pg-boss in the same PostgreSQL (embedded PGlite or the server), so background work survives
// restarts, retries with backoff, and ends in a dead-letter queue when it keeps failing. A job sent with `tx` exists
// only if that transaction commits, so the work it stands for is never lost nor started for a rolled-back change.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, fromPglite, type Job, type Queue } from 'pg-boss';
import type { Database, Db } from '../../db/client';
import { jobAttemptsFailed } from '../../lib/metrics';
import type { JobName, JobPayloads } from './job-names';

type QueueOptions = Omit<Queue, 'name' | 'deadLetter'>;

export interface JobDefinition<N extends JobName> {
  handler: (data: JobPayloads[N], job: Job<JobPayloads[N]>) => Promise<void>;
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

// notify: a sent job wakes a worker at once (LISTEN/NOTIFY); polling stays as the backstop.
const DEFAULTS: QueueOptions = { notify: true, retryLimit: 6, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 };
export const deadLetterOf = (name: string) => `${name}.dead`;
/** What pg-boss records on a job that was running when its instance stopped. */
const INTERRUPTED = 'pg-boss shut down while active';
const SCHEMA = 'pgboss';

export function createJobQueue(database: Database, log: FastifyBaseLogger): JobQueue {
  const boss = database.raw.driver === 'pglite'
    ? new PgBoss({ db: fromPglite(database.raw.client), backend: 'pglite', schema: SCHEMA, useListenNotify: true } as never)
    : new PgBoss({ connectionString: database.raw.url, schema: SCHEMA, max: 3, useListenNotify: true, application_name: 'datacsv-jobs' });
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
      schedules.push({ name, cron, data: data as object });
    },

    async send(name, data, opts = {}) {
      const options = {
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
        ...(opts.tx ? { db: fromDrizzle(opts.tx as never, sql as never) } : {}),
      };
      return boss.send(name, data as object, options);
    },

    async start() {
      await boss.start();
      for (const [name, { options, concurrency = 1, handler }] of definitions) {
        await boss.createQueue(deadLetterOf(name));
        await boss.createQueue(name, { ...DEFAULTS, ...options, deadLetter: deadLetterOf(name) });
        // A sent job wakes a worker at once (notify); a retry's delayed start has no notice, so workers also poll,
        // every 5 s (pg-boss would wait 30 s with notify on, which stretches the first retries).
        await boss.work<JobPayloads[JobName]>(name, { localConcurrency: concurrency, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 5 }, async ([job]) => {
          try {
            await handler(job!.data, job!);
          } catch (err) {
            jobAttemptsFailed.inc({ queue: name });
            log.warn({ err, job: name, jobId: job!.id, retry: job!.retryCount }, 'job failed; it will be retried');
            throw err;
          }
        });
      }
      for (const { name, cron, data } of schedules) await boss.schedule(name, cron, data, { tz: 'UTC' });
      started = true;
    },

    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
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
      const [page, total] = await Promise.all([
        database.db.execute(sql`
          select id, coalesce(source_name, name) as queue, data, source_output as output, coalesce(source_retry_count, 0)::int as retries, created_on
          from ${sql.identifier(SCHEMA)}.job where ${where} order by created_on desc, id limit ${limit} offset ${offset}`),
        database.db.execute(sql`select count(*)::int as n from ${sql.identifier(SCHEMA)}.job where ${where}`),
      ]);
      return {
        items: rowsOf<{ id: string; queue: string; data: unknown; output: unknown; retries: number; created_on: Date | string }>(page).map((r) => ({
          id: r.id, queue: r.queue, data: r.data, error: errorMessage(r.output), attempts: r.retries + 1,
          failedAt: new Date(r.created_on).toISOString(),
        })),
        total: rowsOf<{ n: number }>(total)[0]!.n,
      };
    },

    async retryDeadLetter(tx, id) {
      const dead = [...definitions.keys()].map(deadLetterOf);
      const taken = rowsOf<{ queue: string; data: object }>(await tx.execute(sql`
        delete from ${sql.identifier(SCHEMA)}.job where id = ${id} and name in ${dead} and state = 'created'
        returning coalesce(source_name, replace(name, '.dead', '')) as queue, data`))[0];
      if (!taken) return null;
      await boss.send(taken.queue, taken.data, { db: fromDrizzle(tx as never, sql as never) });
      return { queue: taken.queue };
    },
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** pg-boss keeps a failed attempt's thrown error as JSON; the message is what an operator needs. */
function errorMessage(output: unknown): string | null {
  if (!output) return null;
  if (typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message);
  return typeof output === 'string' ? output : JSON.stringify(output);
}
