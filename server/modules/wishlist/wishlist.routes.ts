// /api/wishlist/*: the signed-in user's wishlist; every route answers with the whole list.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Wishlist } from '../../../common/cart';
import { addToWishlist, readWishlist, removeFromWishlist } from './wishlist.service';

const DatasetParams = z.object({ datasetId: z.uuid() });
const tags = ['wishlist'];

export async function wishlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/wishlist', { schema: { tags, summary: 'Saved datasets, newest first', response: { 200: Wishlist } } },
    (req) => readWishlist(app.db, req.user!.id));

  r.put('/api/wishlist/:datasetId', {
    schema: { tags, summary: 'Save a dataset (201 when new, 200 when already saved)', params: DatasetParams, response: { 200: Wishlist, 201: Wishlist } },
  }, async (req, reply) => {
    const added = await addToWishlist(app.db, req.user!.id, req.params.datasetId);
    return reply.status(added ? 201 : 200).send(await readWishlist(app.db, req.user!.id));
  });

  r.delete('/api/wishlist/:datasetId', {
    schema: { tags, summary: 'Remove a saved dataset', params: DatasetParams, response: { 200: Wishlist } },
  }, async (req) => {
    await removeFromWishlist(app.db, req.user!.id, req.params.datasetId);
    return readWishlist(app.db, req.user!.id);
  });
}
