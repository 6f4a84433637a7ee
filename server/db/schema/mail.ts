// Owned by the mailer (server/lib/mailer.ts): the outbox every e-mail is written to first. Modules send mail and
// forget a recipient through the mailer; the dev mailbox (messages) only reads it.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/** Every e-mail the product sends is written here first; SMTP delivery updates its status. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  kind: text('kind').notNull(),
  /** The action link the message carries (verification, reset, order), for the dev mailbox. */
  link: text('link'),
  /** A mail that must go at most once (a daily summary): a second one with the same key is not written. */
  dedupeKey: text('dedupe_key'),
  status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
  error: text('error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('email_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  index('email_outbox_created_idx').on(t.createdAt.desc().nullsFirst()),
  index('email_outbox_to_idx').on(t.to),
  uniqueIndex('email_outbox_dedupe_key_idx').on(t.dedupeKey),
]);
