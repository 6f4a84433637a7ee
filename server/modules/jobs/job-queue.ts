// The durable job queue: pg-boss in the same PostgreSQL (embedded PGlite or the server), so background work survives
// restarts, retries with backoff, and ends in a dead-letter queue when it keeps failing. A job sent with `tx` exists
// only if that transaction commits, so the work it stands for is never lost nor started for a rolled-back change.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, fromPglite, type Job, type Queue } from 'pg-boss';

type QueueOptions = Omit<Queue, 'name' | 'deadLetter'>;
import type { Database, Db } from '../../db/client';
import type { JobName, JobPayloads } from './job-names';

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
}

// notify: a sent job wakes a worker at once (LISTEN/NOTIFY); polling stays as the backstop.
const DEFAULTS: QueueOptions = { notify: true, retryLimit: 6, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 };
export const deadLetterOf = (name: string) => `${name}.dead`;
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
        await boss.work<JobPayloads[JobName]>(name, { localConcurrency: concurrency, pollingIntervalSeconds: 2 }, async ([job]) => {
          try {
            await handler(job!.data, job!);
          } catch (err) {
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
    },

    async unfinished(names) {
      const result = await database.db.execute(sql`
        select count(*)::int as n from ${sql.identifier(SCHEMA)}.job
        where name in ${names} and state in ('created', 'retry', 'active')`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    },
  };
}
