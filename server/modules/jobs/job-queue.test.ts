// The job queue on pg-boss 10 itself: sends inside transactions, workers and their pace, the capped backoff, and a
// database whose queue schema a newer pg-boss made. mailer.test.ts and admin-jobs.test.ts cover dead letters.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { freshDatabase } from '../../test/harness';
import { createJobQueue, type JobQueue } from './job-queue';

const log = pino({ level: 'silent' });
let database: Database;
let drop: () => Promise<void>;
const running: JobQueue[] = [];

beforeAll(async () => { ({ database, drop } = await freshDatabase()); });
afterEach(async () => { for (const jobs of running.splice(0)) await jobs.stop(1000); });
afterAll(async () => { await drop(); });

async function started(define: (jobs: JobQueue) => void) {
  const jobs = createJobQueue(database, log);
  define(jobs);
  await jobs.start();
  running.push(jobs);
  return jobs;
}

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 10_000) {
  for (const end = Date.now() + ms; !(await check());) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

describe('job queue', () => {
  it('runs a job sent inside a transaction only if the transaction commits', async () => {
    const ran: string[] = [];
    const jobs = await started((q) => q.define('balance.low-balance-notice', { handler: async ({ userId }) => { ran.push(userId); } }));
    await database.db.transaction(async (tx) => {
      await jobs.send('balance.low-balance-notice', { userId: 'rolled-back' }, { tx });
      throw new Error('roll back');
    }).catch(() => {});
    await database.db.transaction(async (tx) => { await jobs.send('balance.low-balance-notice', { userId: 'committed' }, { tx }); });
    // A handler returns before pg-boss records the job complete: wait for both.
    await until(async () => ran.includes('committed') && await jobs.unfinished(['balance.low-balance-notice']) === 0, 'the committed job, complete');
    expect(ran).toEqual(['committed']);
  });

  it('sends many jobs in one statement inside a transaction, only if it commits', async () => {
    const ran: string[] = [];
    const jobs = await started((q) => q.define('balance.low-balance-notice', { handler: async ({ userId }) => { ran.push(userId); } }));
    await database.db.transaction(async (tx) => {
      await jobs.sendMany('balance.low-balance-notice', [{ userId: 'gone-1' }, { userId: 'gone-2' }], { tx });
      throw new Error('roll back');
    }).catch(() => {});
    await database.db.transaction(async (tx) => {
      await jobs.sendMany('balance.low-balance-notice', ['a', 'b', 'c'].map((userId) => ({ userId })), { tx });
    });
    await until(async () => ran.length === 3 && await jobs.unfinished(['balance.low-balance-notice']) === 0, 'the three committed jobs, complete');
    expect(ran.sort()).toEqual(['a', 'b', 'c']);
  });

  it('delays a job sent inside a transaction (startAfter)', async () => {
    const ran: number[] = [];
    const jobs = await started((q) => q.define('balance.low-balance-notice', { handler: async () => { ran.push(Date.now()); } }));
    const sent = Date.now();
    await database.db.transaction(async (tx) => { await jobs.send('balance.low-balance-notice', { userId: 'later' }, { tx, startAfter: 2 }); });
    await until(() => ran.length === 1, 'the delayed job');
    expect(ran[0]! - sent).toBeGreaterThanOrEqual(1900);
  });

  it('works through a backlog without waiting out the polling interval between jobs', async () => {
    let done = 0;
    const jobs = await started((q) => q.define('admin.roll-up-activity', { handler: async () => { done++; } }));
    const began = Date.now();
    for (let i = 0; i < 10; i++) await jobs.send('admin.roll-up-activity', {});
    await until(() => done === 10, 'ten jobs');
    // One worker, ten jobs: a pause of the 1 s polling interval after each would take at least 9 s, however fast the
    // machine; ten jobs that run back to back take well under that, however busy it is (5 s seen on a loaded one).
    expect(Date.now() - began).toBeLessThan(9000);
  });

  it('runs as many jobs of a queue at once as its concurrency', async () => {
    let now = 0;
    let most = 0;
    const jobs = await started((q) => q.define('leads.facebook-fetch', {
      concurrency: 3,
      handler: async () => {
        most = Math.max(most, ++now);
        await until(() => most === 3, 'three jobs running', 5000).catch(() => {});
        now--;
      },
    }));
    for (let i = 0; i < 3; i++) await jobs.send('leads.facebook-fetch', { configId: 'c', leadgenId: String(i), formId: null, createdTime: null });
    await until(async () => (await jobs.unfinished(['leads.facebook-fetch'])) === 0, 'the three jobs');
    expect(most).toBe(3);
  });

  it('caps the backoff at retryDelayMax', async () => {
    const jobs = await started((q) => q.define('leads.charge-pending', {
      // Uncapped, the first retry would wait 600 to 1200 s.
      options: { retryLimit: 3, retryDelay: 600, retryBackoff: true, retryDelayMax: 2 },
      handler: async (_data, job) => { if (job.retryCount === 0) throw new Error('not yet'); },
    }));
    const id = await jobs.send('leads.charge-pending', { userId: 'u1' });
    const job = async () => (await rows<{ state: string; wait: number; retries: number; error: string | null }>(sql`
      select state, extract(epoch from start_after - now())::float as wait, retry_count as retries, output->>'message' as error
      from pgboss.job where id = ${id}`))[0]!;
    await until(async () => (await job()).state === 'retry', 'the failed first try');
    const retry = await job();
    expect(retry.error).toBe('not yet');
    expect(retry.wait).toBeLessThanOrEqual(2);
    await until(async () => (await job()).state === 'completed', 'the second try');
    expect((await job()).retries).toBe(1);
  });

  it('sets aside a queue schema made by a newer pg-boss and makes its own', async () => {
    await database.db.execute(sql`alter schema pgboss rename to pgboss_current`);
    await database.db.execute(sql`create schema pgboss`);
    await database.db.execute(sql`create table pgboss.version (version int primary key)`);
    await database.db.execute(sql`insert into pgboss.version values (46)`);
    const ran: string[] = [];
    const jobs = await started((q) => q.define('balance.low-balance-notice', { handler: async ({ userId }) => { ran.push(userId); } }));
    expect(await rows<{ version: number }>(sql`select version from pgboss_v46.version`)).toEqual([{ version: 46 }]);
    await jobs.send('balance.low-balance-notice', { userId: 'after' });
    await until(() => ran.includes('after'), 'a job on the new schema');
  });
});
