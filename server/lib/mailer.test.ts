import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { emailOutbox } from '../db/schema';
import { freshDatabase } from '../test/harness';
import type { Database } from '../db/client';
import { createJobQueue, type JobQueue } from '../modules/jobs/job-queue';
import { createMailer, type Mailer } from './mailer';

const log = pino({ level: 'silent' });
let database: Database;
let drop: () => Promise<void>;
let jobs: JobQueue;
let mailer: Mailer;
const received: { to: string[]; raw: string }[] = [];
/** While true the SMTP server refuses every recipient, like a mail server that is down. */
let refusing = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(_address, _session, callback) {
    callback(refusing ? Object.assign(new Error('Service unavailable'), { responseCode: 421 }) : undefined);
  },
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c) => { raw += c; });
    stream.on('end', () => { received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw }); callback(); });
  },
});

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  jobs = createJobQueue(database, log);
  const port = (smtp.server.address() as AddressInfo).port;
  mailer = createMailer({ db: database.db, jobs, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'DataCSV <no-reply@datacsv.test>', log, retry: { limit: 1, delaySeconds: 1 } });
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop();
  smtp.close();
  await drop();
});

async function until<T>(check: () => Promise<T | undefined | false>, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const outbox = async (id: string) => (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const sentTo = (to: string) => received.filter((m) => m.to.includes(to));

describe('mailer', () => {
  it('writes every message to the outbox, then a job delivers it by SMTP and marks it sent', async () => {
    const { id } = await mailer.send({ to: 'buyer@example.com', subject: 'Hello', text: 'Body with https://x.test/link', kind: 'test', link: 'https://x.test/link' });
    expect((await outbox(id!)).status).toBe('queued');
    const row = await until(async () => { const r = await outbox(id!); return r.status === 'sent' && r; }, 'delivery');
    expect(row).toMatchObject({ to: 'buyer@example.com', link: 'https://x.test/link', error: null });
    expect(sentTo('buyer@example.com')).toHaveLength(1);
    expect(sentTo('buyer@example.com')[0]!.raw).toContain('Subject: Hello');
    expect(sentTo('buyer@example.com')[0]!.raw).toContain(`Message-ID: <${id}@datacsv>`);
  });

  it('never sends a message twice, even when its job runs again', async () => {
    const { id } = await mailer.send({ to: 'once@example.com', subject: 'Once', text: 'x', kind: 'test' });
    await until(async () => (await outbox(id!)).status === 'sent', 'delivery');
    // A worker that delivered, then died before its job was marked done: the job runs again.
    await jobs.send('mail.deliver', { outboxId: id! });
    await until(async () => (await jobs.unfinished(['mail.deliver'])) === 0, 'the repeated job');
    expect(sentTo('once@example.com')).toHaveLength(1);
  });

  it('retries while the mail server is down, dead-letters the message, and an admin retry delivers it once', async () => {
    refusing = true;
    const { id } = await mailer.send({ to: 'later@example.com', subject: 'Later', text: 'x', kind: 'test' });
    const dead = await until(async () => (await jobs.deadLetters({ limit: 10, offset: 0 })).items.find((d) => (d.data as { outboxId: string }).outboxId === id), 'the dead letter');
    expect(dead).toMatchObject({ queue: 'mail.deliver', attempts: 2 });
    expect(dead.error).toMatch(/Service unavailable/);
    expect(await outbox(id!)).toMatchObject({ status: 'failed', error: expect.stringMatching(/Service unavailable/) });
    expect((await jobs.counts()).find((c) => c.queue === 'mail.deliver')).toMatchObject({ deadLettered: 1 });
    expect(sentTo('later@example.com')).toHaveLength(0);

    refusing = false;
    // Two admins press retry at once: the job goes back to its queue once.
    const retried = await Promise.all([1, 2].map(() => database.db.transaction((tx) => jobs.retryDeadLetter(tx, dead.id))));
    expect(retried.filter(Boolean)).toEqual([{ queue: 'mail.deliver' }]);
    await until(async () => (await outbox(id!)).status === 'sent', 'delivery after the retry');
    expect(sentTo('later@example.com')).toHaveLength(1);
    expect((await jobs.deadLetters({ limit: 10, offset: 0 })).total).toBe(0);
  }, 40_000);

  it('without SMTP_URL leaves the message queued in the outbox', async () => {
    const quiet = createMailer({ db: database.db, from: 'x@datacsv.test', log });
    const { id } = await quiet.send({ to: 'c@example.com', subject: 'Queued', text: 'q', kind: 'test' });
    expect((await outbox(id!)).status).toBe('queued');
  });
});
