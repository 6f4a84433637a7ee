import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { emailOutbox } from '../db/schema';
import { freshDatabase } from '../test/harness';
import type { Database } from '../db/client';
import { createMailer } from './mailer';

let database: Database;
let drop: () => Promise<void>;
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
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
});
afterAll(async () => {
  smtp.close();
  await drop();
});

describe('mailer', () => {
  it('writes every message to the outbox, then delivers it by SMTP and marks it sent', async () => {
    const port = (smtp.server.address() as AddressInfo).port;
    const mailer = createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'DataCSV <no-reply@datacsv.test>', log: pino({ level: 'silent' }) });
    const { id } = await mailer.send({ to: 'buyer@example.com', subject: 'Hello', text: 'Body with https://x.test/link', kind: 'test', link: 'https://x.test/link' });
    await mailer.idle();
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row).toMatchObject({ to: 'buyer@example.com', status: 'sent', link: 'https://x.test/link' });
    expect(received.at(-1)!.to).toEqual(['buyer@example.com']);
    expect(received.at(-1)!.raw).toContain('Subject: Hello');
  });

  it('keeps the message and records the failure when the SMTP server is unreachable', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'x@datacsv.test', log: pino({ level: 'silent' }) });
    const { id } = await mailer.send({ to: 'buyer@example.com', subject: 'Lost?', text: 'no', kind: 'test' });
    await mailer.idle();
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row.status).toBe('failed');
    expect(row.error).toBeTruthy();
  });

  it('without SMTP_URL leaves the message queued in the outbox', async () => {
    const mailer = createMailer({ db: database.db, from: 'x@datacsv.test', log: pino({ level: 'silent' }) });
    const { id } = await mailer.send({ to: 'c@example.com', subject: 'Queued', text: 'q', kind: 'test' });
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row.status).toBe('queued');
  });
});
