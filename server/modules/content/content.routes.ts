// GET /api/content: the whole content store, revalidated by ETag.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentItem } from '../../../common/api';
import { listContent } from './content.service';

export async function contentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/content', {
    schema: {
      tags: ['content'],
      summary: 'All site content items (supports If-None-Match)',
      response: { 200: z.object({ items: z.array(ContentItem) }), 304: z.null() },
    },
  }, async (req, reply) => {
    const { items, etag } = await listContent(app.db);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (req.headers['if-none-match'] === etag) return reply.status(304).send(null);
    return { items };
  });
}
