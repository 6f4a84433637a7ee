// Outgoing e-mail: every message is written to the outbox first (so nothing is lost and the dev mailbox can show it);
// with SMTP_URL set, a durable job (mail.deliver) delivers it, retrying with backoff while the mail server is down.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  link?: string;
  /**
   * Sent at most once per key, however many instances or retries try: the outbox's unique index keeps the first
   * and `send` answers `{ id: null }` for the others.
   */
  dedupeKey?: string;
}

export interface Mailer {
  /** `id` is the outbox row, or null when the recipient opted out of this kind of mail (see `allow`) or its key was used. */
  send(mail: OutgoingMail): Promise<{ id: string | null }>;
}

/**
 * What delivery needs of the job queue (modules/jobs' JobQueue is one, passed in by app.ts): a `mail.deliver` job
 * with retries, sent in the transaction that writes the outbox row.
 */
export interface MailQueue {
  define(name: 'mail.deliver', definition: {
    options: { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number };
    concurrency: number;
    handler: (data: { outboxId: string }, job: { retryCount: number }) => Promise<void>;
  }): void;
  send(name: 'mail.deliver', data: { outboxId: string }, opts: { tx: Db }): Promise<unknown>;
}

/** A deleted account's mail: what was written to `email` (it carries links) leaves the outbox, in the caller's `tx`. */
export async function forgetRecipient(tx: Db, email: string) {
  await tx.delete(emailOutbox).where(eq(emailOutbox.to, email));
}

/** Attempts after the first: with backoff from 30 s, the last one comes some three hours after the first. */
const DELIVERY_RETRIES = 8;

export function createMailer(opts: {
  db: Db; from: string; log: FastifyBaseLogger;
  /** With both, messages are delivered by SMTP through the job queue; without, they stay queued in the outbox. */
  smtpUrl?: string; jobs?: MailQueue;
  /** The recipients' preferences: false skips the mail (nothing is written or sent). Security mails must always pass. */
  allow?: (mail: OutgoingMail) => Promise<boolean>;
  /** Tests shorten the retries. */
  retry?: { limit: number; delaySeconds: number };
}): Mailer {
  const { db, jobs, smtpUrl } = opts;
  const delivering = Boolean(smtpUrl && jobs);
  if (delivering) defineDelivery(jobs!, { db, smtpUrl: smtpUrl!, from: opts.from, log: opts.log, retry: opts.retry });

  return {
    async send(mail) {
      if (opts.allow && !(await opts.allow(mail))) return { id: null };
      // The message and its delivery job commit together: a crash leaves either both or neither.
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(emailOutbox)
          .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind, link: mail.link, dedupeKey: mail.dedupeKey })
          .onConflictDoNothing({ target: emailOutbox.dedupeKey })
          .returning({ id: emailOutbox.id });
        if (!row) return { id: null };
        if (delivering) await jobs!.send('mail.deliver', { outboxId: row.id }, { tx });
        return row;
      });
    },
  };
}

function defineDelivery(jobs: MailQueue, opts: { db: Db; smtpUrl: string; from: string; log: FastifyBaseLogger; retry?: { limit: number; delaySeconds: number } }) {
  const { db } = opts;
  const retryLimit = opts.retry?.limit ?? DELIVERY_RETRIES;
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const getTransport = () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(opts.smtpUrl)));

  jobs.define('mail.deliver', {
    // expireInSeconds: an attempt whose instance died (no failure reported) is handed to another after 2 minutes.
    options: { retryLimit, retryDelay: opts.retry?.delaySeconds ?? 30, retryBackoff: true, expireInSeconds: 120 },
    concurrency: 4,
    async handler({ outboxId }, job) {
      const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      // Delivered by an earlier attempt that died before finishing its job: never sent twice.
      if (!mail || mail.status === 'sent') return;
      try {
        const t = await getTransport();
        // The outbox id as Message-ID: should a crash fall between the SMTP answer and the update below, the
        // repeat carries the same id, which mail systems treat as one message.
        await t.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined, messageId: `<${outboxId}@datacsv>` });
      } catch (err) {
        const final = job.retryCount >= retryLimit;
        opts.log.warn({ err, outboxId, attempt: job.retryCount + 1, final }, 'SMTP delivery failed');
        // A stale attempt (its instance stopped mid-job, another delivered since) must not undo the delivery.
        await db.update(emailOutbox).set({ status: final ? 'failed' : 'queued', error: String((err as Error).message ?? err) })
          .where(and(eq(emailOutbox.id, outboxId), ne(emailOutbox.status, 'sent')));
        throw err;
      }
      await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(emailOutbox.id, outboxId));
    },
  });
}
