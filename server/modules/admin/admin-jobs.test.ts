// The admin view of the job queues: counts per queue, the dead-letter list, and a retry that sends a job back once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, auditFor, deadLetter, signUpAdmin } from '../../test/admin-fixtures';
import { createTestApp, signUp, type Client, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = (await signUpAdmin(t.app)).client;
});
afterAll(async () => { await t?.close(); });

describe('/api/admin/jobs', () => {
  // mail.deliver exists only with SMTP_URL set (mailer.test.ts).
  it('lists every queue with its counts and the dead letters with their last error', async () => {
    const id = await deadLetter(t.database.db, 'admin.roll-up-activity', 'connection refused by the warehouse');
    const res = await admin.get('/api/admin/jobs');
    expect(res.statusCode, res.body).toBe(200);
    const { queues, deadLetters } = res.json();
    expect(queues.map((q: { queue: string }) => q.queue)).toEqual(expect.arrayContaining(['payments.reconcile', 'leads.facebook-fetch', 'balance.auto-recharge']));
    expect(queues.find((q: { queue: string }) => q.queue === 'admin.roll-up-activity')).toMatchObject({ deadLettered: 1 });
    expect(deadLetters).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(deadLetters.items[0]).toMatchObject({ id, queue: 'admin.roll-up-activity', error: 'connection refused by the warehouse', attempts: 7, data: {} });
  });

  it('retries a dead letter once however often it is pressed, audited, and the job runs again', async () => {
    const id = (await admin.get('/api/admin/jobs')).json().deadLetters.items[0].id;
    const [a, b] = await Promise.all([1, 2].map(() => admin.post(`/api/admin/jobs/dead-letters/${id}/retry`)));
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 404]);
    expect([a, b].find((r) => r!.statusCode === 200)!.json()).toEqual({ queue: 'admin.roll-up-activity' });
    expect(await auditFor(t.database.db, id)).toMatchObject([{ action: 'job.retry', entityType: 'job', actorEmail: 'admin@example.com' }]);
    expect((await admin.get('/api/admin/jobs')).json().deadLetters.total).toBe(0);
    const end = Date.now() + 15_000;
    while (await t.app.jobs.unfinished(['admin.roll-up-activity']) > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(await t.app.jobs.unfinished(['admin.roll-up-activity'])).toBe(0);
  }, 20_000);

  it('answers 404 for an unknown job, 400 for a malformed id and 403 for a non-admin', async () => {
    expect((await admin.post('/api/admin/jobs/dead-letters/00000000-0000-4000-8000-000000000000/retry')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/jobs/dead-letters/not-a-uuid/retry')).statusCode).toBe(400);
    const { client } = await signUp(t.app);
    expect((await client.get('/api/admin/jobs')).statusCode).toBe(403);
  });
});
