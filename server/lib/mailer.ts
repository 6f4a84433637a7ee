// Outgoing e-mail: every message is written to the outbox first (so nothing is lost and the dev mailbox can
// show it), then delivered by SMTP when SMTP_URL is set.
import { eq } from 'drizzle-orm';
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
}

export interface Mailer {
  /** `id` is the outbox row, or null when the recipient opted out of this kind of mail (see `allow`). */
  send(mail: OutgoingMail): Promise<{ id: string | null }>;
  /** Resolves when every SMTP delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function createMailer(opts: {
  db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger;
  /** The recipients' preferences: false skips the mail (nothing is written or sent). Security mails must always pass. */
  allow?: (mail: OutgoingMail) => Promise<boolean>;
}): Mailer {
  const pending = new Set<Promise<void>>();
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const getTransport = () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(opts.smtpUrl)));

  async function deliver(id: string, mail: OutgoingMail) {
    try {
      const t = await getTransport();
      await t.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await opts.db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, id));
    } catch (err) {
      opts.log.error({ err, outboxId: id }, 'SMTP delivery failed');
      await opts.db.update(emailOutbox).set({ status: 'failed', error: String((err as Error).message ?? err) })
        .where(eq(emailOutbox.id, id)).catch(() => {});
    }
  }

  return {
    async send(mail) {
      if (opts.allow && !(await opts.allow(mail))) return { id: null };
      const [row] = await opts.db.insert(emailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind, link: mail.link })
        .returning({ id: emailOutbox.id });
      if (opts.smtpUrl) {
        // Delivery runs after the response: a slow mail server must not slow (or reveal) account flows.
        const p = deliver(row.id, mail).finally(() => pending.delete(p));
        pending.add(p);
      }
      return row;
    },
    async idle() { await Promise.all([...pending]); },
  };
}
