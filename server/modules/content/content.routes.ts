// GET /api/content: the whole content store, revalidated by ETag. GET /api/content/images/:name: uploaded images.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SiteContentItem } from '../../../common/api';
import { notFound } from '../../lib/errors';
import { imageMime } from './content-admin.service';
import { listContent } from './content.service';

export async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/content', {
    schema: {
      tags: ['content'],
      summary: 'Every site content item\'s key and value (supports If-None-Match)',
      response: { 200: z.object({ items: z.array(SiteContentItem) }), 304: z.null() },
    },
  }, async (req, reply) => {
    const { items, etag } = await listContent(app.db);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (req.headers['if-none-match'] === etag) return reply.status(304).send(null);
    return { items };
  });

  r.get('/api/content/images/:name', {
    schema: {
      tags: ['content'],
      summary: 'An image uploaded in the content manager (names are random and never reused, so cached for a year)',
      params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/) }),
    },
  }, async (req, reply) => {
    const key = `content/${req.params.name}`;
    const size = await app.storage.size(key);
    const mime = imageMime(req.params.name);
    if (size === null || !mime) throw notFound('Image');
    return reply
      .header('content-type', mime)
      .header('content-length', size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(app.storage.read(key));
  });
}
