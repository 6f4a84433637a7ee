// The developer mailbox: outside production, lists the outbox so account links work with no mail server.
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from '../../db/schema';

const MailboxMessage = z.object({
  id: z.string(), to: z.string(), subject: z.string(), text: z.string(), link: z.string().nullable(),
  kind: z.string(), status: z.string(), createdAt: z.string(),
});

export async function devMailboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/mailbox', {
    schema: {
      tags: ['developer'],
      summary: 'Recent outgoing e-mail (not available in production)',
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
      response: { 200: z.object({ messages: z.array(MailboxMessage) }) },
    },
  }, async (req) => {
    const rows = await app.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(req.query.limit);
    return {
      messages: rows.map((m) => ({
        id: m.id, to: m.to, subject: m.subject, text: m.text, link: m.link, kind: m.kind, status: m.status,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });
}
