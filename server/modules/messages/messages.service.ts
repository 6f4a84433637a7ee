// Messages people send the team (contact and support forms): stored, then read and answered by e-mail from the
// admin inbox. Newsletter subscribers are listed here too.
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { InboxMessage, InboxPage, InboxQuery } from '../../../common/admin';
import { CONTACT_SUBJECT_LABELS, contactSuccessText, type ContactSubject } from '../../../common/messages';
import type { Db } from '../../db/client';
import { contactMessages, messageReplies, newsletterSubscribers, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { forgetRecipient, type Mailer } from '../../lib/mailer';
import { containsPattern } from '../../lib/paging';
import { recordAudit, type Actor } from '../audit/audit.service';
import { contentValue } from '../content/content.service';

type Query = z.output<typeof InboxQuery>;
type MessageRow = typeof contactMessages.$inferSelect;
export type NewMessage = Pick<MessageRow, 'channel' | 'firstName' | 'lastName' | 'email' | 'subject' | 'message'> & Partial<Pick<MessageRow, 'phone' | 'company' | 'userId'>>;

/**
 * A deleted account's traces in messages: what they sent (by account or address) is kept as a record that a message
 * came, without who or what; their newsletter subscription and the e-mails written to them (which carry links) go.
 */
export async function forgetUser(tx: Db, userId: string, email: string) {
  await tx.update(contactMessages).set({
    firstName: 'Deleted', lastName: 'user', email: 'deleted@deleted.invalid', phone: null, company: null,
    message: '[Removed when the sender deleted their account.]',
  }).where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, email)));
  await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  await forgetRecipient(tx, email);
}

export async function storeMessage(db: Db, message: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  return row!;
}

export interface ReceiveDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Addresses from the ADMIN_EMAILS / ADMIN_EMAIL settings; users with role ADMIN are added to them. */
  adminEmails: string[];
}

/** The one promise of a reply the site makes (content key contact_response_time, editable by admins). */
export async function responseTime(db: Db, channel: 'contact' | 'support'): Promise<string> {
  const key = channel === 'support' ? 'support_response_time' : 'contact_response_time';
  return (await contentValue(db, key))?.trim() || (channel === 'support' ? '4 hours during business hours' : '24 hours');
}

/**
 * A message from the contact or support form: stored for the admin inbox, the sender told by e-mail it arrived and
 * when to expect an answer, and every admin told there is something to answer. Answers the text the form shows.
 */
export async function receiveMessage(deps: ReceiveDeps, message: NewMessage): Promise<{ id: string; message: string }> {
  const subject = message.channel === 'contact' ? (CONTACT_SUBJECT_LABELS[message.subject as ContactSubject] ?? message.subject) : message.subject;
  const row = await storeMessage(deps.db, { ...message, subject });
  const within = await responseTime(deps.db, message.channel as 'contact' | 'support');
  const what = message.channel === 'support' ? 'support request' : 'message';
  await deps.mailer.send({
    to: row.email, kind: `${message.channel}-ack`,
    subject: `We received your ${what}: ${subject}`,
    // Nothing the sender typed is repeated: the form must not be a way to mail someone else one's own text.
    text: `Hello,\n\nThank you for contacting us. We received your ${what} (${subject}) and will get back to you within ${within}.\n\n`
      + 'If you did not send this, you can ignore this e-mail.\n',
  });
  const inbox = `${deps.publicUrl}/admin/inbox`;
  const from = `${row.firstName} ${row.lastName} <${row.email}>`;
  const details = [
    `From: ${from}`,
    ...(row.company ? [`Company: ${row.company}`] : []),
    ...(row.phone ? [`Phone: ${row.phone}`] : []),
    `Channel: ${message.channel}`, `Subject: ${subject}`, '', row.message, '', `Answer it in the inbox: ${inbox}`,
  ].join('\n');
  for (const to of await adminAddresses(deps.db, deps.adminEmails)) {
    await deps.mailer.send({ to, kind: `${message.channel}-notification`, subject: `New ${what} from ${row.firstName} ${row.lastName}: ${subject}`, text: details, link: inbox });
  }
  return { id: row.id, message: contactSuccessText(within) };
}

/** Who hears about new messages: every active admin account plus the configured admin addresses, once each. */
export async function adminAddresses(db: Db, configured: string[]): Promise<string[]> {
  const admins = await db.select({ email: users.email }).from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.banned, false), isNull(users.deletedAt)));
  return [...new Set([...admins.map((a) => a.email), ...configured].map((e) => e.trim().toLowerCase()).filter(Boolean))];
}

function inboxFilters(q: Omit<Query, 'page' | 'limit'>): SQL | undefined {
  const search = q.search?.trim();
  return and(
    q.channel ? eq(contactMessages.channel, q.channel) : undefined,
    q.unread ? isNull(contactMessages.readAt) : undefined,
    search ? or(ilike(contactMessages.email, containsPattern(search)), ilike(contactMessages.subject, containsPattern(search)),
      ilike(sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`, containsPattern(search))) : undefined,
  );
}

export async function listInbox(db: Db, q: Query): Promise<InboxPage> {
  const where = inboxFilters(q);
  const [rows, [total], [unread]] = await Promise.all([
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { items: await withReplies(db, rows), total: total!.n, unread: unread!.n, page: q.page, pageSize: q.limit };
}

export async function* inboxRows(db: Db, q: Omit<Query, 'page' | 'limit'>, pageSize = 500): AsyncGenerator<InboxMessage> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await db.select().from(contactMessages).where(inboxFilters(q)).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(pageSize).offset(offset);
    for (const m of await withReplies(db, rows)) yield m;
    if (rows.length < pageSize) return;
  }
}

export async function markRead(db: Db, actor: Actor, id: string, read: boolean): Promise<InboxMessage> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(contactMessages).set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
      .where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
    if (!row) throw notFound('Message');
    await recordAudit(tx, actor, { action: read ? 'message.read' : 'message.unread', entityType: 'message', entityId: id });
  });
  return getMessage(db, id);
}

/** Sends the reply to the sender by e-mail (from the outbox like every message) and keeps it with the message. */
export async function replyToMessage(deps: { db: Db; mailer: Mailer }, actor: Actor, id: string, body: string): Promise<InboxMessage> {
  const message = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!row) throw notFound('Message');
    await tx.insert(messageReplies).values({ messageId: id, body, sentBy: actor.id });
    await tx.update(contactMessages).set({ repliedAt: new Date(), readAt: row.readAt ?? new Date(), handled: true }).where(eq(contactMessages.id, id));
    await recordAudit(tx, actor, { action: 'message.reply', entityType: 'message', entityId: id, after: { to: row.email, body } });
    return row;
  });
  await deps.mailer.send({
    to: message.email, kind: 'message-reply',
    subject: `Re: ${message.subject}`,
    text: `Hi ${message.firstName},\n\n${body}\n\n--\nYou wrote on ${message.createdAt.toUTCString()}:\n> ${message.message.split('\n').join('\n> ')}\n`,
  });
  return getMessage(deps.db, id);
}

async function getMessage(db: Db, id: string): Promise<InboxMessage> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound('Message');
  return (await withReplies(db, [row]))[0]!;
}

async function withReplies(db: Db, rows: MessageRow[]): Promise<InboxMessage[]> {
  const replies = rows.length
    ? await db.select({ reply: messageReplies, by: users.email }).from(messageReplies).leftJoin(users, eq(users.id, messageReplies.sentBy))
      .where(sql`${messageReplies.messageId} in ${rows.map((r) => r.id)}`).orderBy(messageReplies.createdAt)
    : [];
  return rows.map((m) => ({
    id: m.id, channel: m.channel as 'contact' | 'support', firstName: m.firstName, lastName: m.lastName, email: m.email, phone: m.phone, company: m.company,
    subject: m.subject, message: m.message, createdAt: m.createdAt.toISOString(), readAt: m.readAt?.toISOString() ?? null, repliedAt: m.repliedAt?.toISOString() ?? null,
    replies: replies.filter((r) => r.reply.messageId === m.id).map((r) => ({ id: r.reply.id, body: r.reply.body, sentBy: r.by, createdAt: r.reply.createdAt.toISOString() })),
  }));
}

export async function listSubscribers(db: Db) {
  const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt)).limit(5000);
  return rows.map((s) => ({
    id: s.id, email: s.email, createdAt: s.createdAt.toISOString(), confirmedAt: s.confirmedAt?.toISOString() ?? null, unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
  }));
}

export async function* subscriberRows(db: Db, pageSize = 1000) {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)).limit(pageSize).offset(offset);
    yield* rows;
    if (rows.length < pageSize) return;
  }
}
