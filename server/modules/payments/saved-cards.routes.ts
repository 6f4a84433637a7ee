// /api/billing/card: the card on file for automatic recharges.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CardSetup, SaveLocalCardRequest, SaveStripeCardRequest, SavedCard } from '../../../common/billing';
import type { Payments } from './reconcile';
import { readSavedCard, removeSavedCard, saveLocalCard, saveStripeCard, startStripeCardSetup } from './saved-cards.service';

const tags = ['billing'];
const cardLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export async function savedCardRoutes(app: FastifyInstance, { payments }: { payments: Payments }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/billing/card', {
    schema: { tags, summary: 'The saved card (brand, last four, expiry) or null', response: { 200: SavedCard.nullable() } },
  }, (req) => readSavedCard(app.db, req.user!.id));

  r.post('/api/billing/card', {
    schema: { tags, summary: 'Save a card (local test gateway); only brand, last four and expiry are kept', body: SaveLocalCardRequest, response: { 200: SavedCard.nullable() } },
    config: cardLimit,
  }, (req) => saveLocalCard(app.db, payments.gateway, req.user!.id, req.body));

  r.post('/api/billing/card/setup', {
    schema: { tags, summary: 'Start saving a card with Stripe (a SetupIntent for the Payment Element)', response: { 200: CardSetup } },
    config: cardLimit,
  }, (req) => startStripeCardSetup(app.db, payments.gateway, req.user!));

  r.post('/api/billing/card/stripe', {
    schema: { tags, summary: 'Keep the card a confirmed SetupIntent saved', body: SaveStripeCardRequest, response: { 200: SavedCard.nullable() } },
    config: cardLimit,
  }, (req) => saveStripeCard(app.db, payments.gateway, req.user!.id, req.body.setupIntentId));

  r.delete('/api/billing/card', {
    schema: { tags, summary: 'Remove the saved card (automatic recharges turn off)' },
  }, async (req, reply) => {
    await removeSavedCard(app.db, req.user!.id);
    return reply.status(204).send();
  });
}
