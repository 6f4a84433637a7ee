// /api/admin/messages, /api/admin/newsletter: what people sent the team, read and answered, and the subscribers.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InboxMessage, InboxPage, InboxQuery, MessageReply, NewsletterSubscriber } from '../../../common/admin';
import { sendCsv } from '../../lib/csv-export';
import { datedFileName } from '../../lib/dated-file-name';
import { actorOf } from '../audit/audit.service';
import { inboxRows, listInbox, listSubscribers, markRead, replyToMessage, subscriberRows } from '../messages/messages.service';

const tags = ['admin'];
const IdParams = z.object({ id: z.uuid() });

export async function adminInboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/messages', {
    schema: { tags, summary: 'Contact and support messages, newest first (filter: channel, unread, search)', querystring: InboxQuery, response: { 200: InboxPage } },
  }, (req) => listInbox(app.db, req.query));

  r.get('/api/admin/messages/export.csv', {
    schema: { tags, summary: 'The filtered messages as CSV', querystring: InboxQuery.omit({ page: true, limit: true }) },
  }, (req, reply) => sendCsv(reply, datedFileName('messages', 'csv'), [
    { header: 'Received', value: (m) => m.createdAt },
    { header: 'Channel', value: (m) => m.channel },
    { header: 'Name', value: (m) => `${m.firstName} ${m.lastName}` },
    { header: 'E-mail', value: (m) => m.email },
    { header: 'Phone', value: (m) => m.phone },
    { header: 'Company', value: (m) => m.company },
    { header: 'Subject', value: (m) => m.subject },
    { header: 'Message', value: (m) => m.message },
    { header: 'Read', value: (m) => m.readAt },
    { header: 'Replied', value: (m) => m.repliedAt },
  ], inboxRows(app.db, req.query)));

  r.patch('/api/admin/messages/:id', {
    schema: { tags, summary: 'Mark a message read or unread', params: IdParams, body: z.object({ read: z.boolean() }), response: { 200: InboxMessage } },
  }, (req) => markRead(app.db, actorOf(req), req.params.id, req.body.read));

  r.post('/api/admin/messages/:id/replies', {
    schema: { tags, summary: 'Answer a message by e-mail', params: IdParams, body: MessageReply, response: { 200: InboxMessage } },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  }, (req) => replyToMessage({ db: app.db, mailer: app.mailer }, actorOf(req), req.params.id, req.body.body));

  r.get('/api/admin/newsletter', {
    schema: { tags, summary: 'Newsletter subscribers (newest 5,000)', response: { 200: z.array(NewsletterSubscriber) } },
  }, () => listSubscribers(app.db));

  r.get('/api/admin/newsletter/export.csv', {
    schema: { tags, summary: 'Every newsletter subscriber as CSV' },
  }, (_req, reply) => sendCsv(reply, datedFileName('newsletter', 'csv'), [
    { header: 'E-mail', value: (s) => s.email },
    { header: 'Signed up', value: (s) => s.createdAt.toISOString() },
    { header: 'Confirmed', value: (s) => s.confirmedAt?.toISOString() },
    { header: 'Unsubscribed', value: (s) => s.unsubscribedAt?.toISOString() },
  ], subscriberRows(app.db)));
}
