// Owned by the messages module (server/modules/messages): contact and support messages, replies and newsletter
// sign-ups.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** contact page or support page */
  channel: text('channel').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  company: text('company'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  handled: boolean('handled').notNull().default(false),
  readAt: timestamp('read_at', { withTimezone: true }),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('contact_messages_channel_check', sql`${t.channel} in ('contact', 'support')`),
  index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst()),
]);

/** An admin's e-mailed answer to a contact or support message. */
export const messageReplies = pgTable('message_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  messageId: uuid('message_id').notNull().references(() => contactMessages.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('message_replies_message_idx').on(t.messageId, t.createdAt)]);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** Double opt-in: set when the address confirmed the subscription. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('newsletter_subscribers_created_idx').on(t.createdAt.desc().nullsFirst())]);
