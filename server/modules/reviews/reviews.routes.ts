// Review routes: anyone reads a dataset's reviews; a signed-in buyer writes one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NewReview, Review, ReviewList } from '../../../common/catalog';
import { addReview, listReviews } from './reviews.service';

const Params = z.object({ id: z.string().max(64) });

export async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/datasets/:id/reviews', {
    schema: { tags: ['reviews'], summary: "A dataset's reviews, newest first, and whether the caller may add one", params: Params, response: { 200: ReviewList } },
  }, async (req) => listReviews(app.db, req.params.id, await req.server.sessionUsers.resolve(req)));

  r.post('/api/datasets/:id/reviews', {
    schema: { tags: ['reviews'], summary: 'Review a dataset bought in a completed order (once)', params: Params, body: NewReview, response: { 201: Review } },
  }, async (req, reply) => {
    const review = await addReview(app.db, req.user!, req.params.id, req.body);
    // The dataset's rating moved: listing totals filtered by rating may have too, on every instance.
    await app.changes.publish('catalog');
    return reply.status(201).send(review);
  });
}
