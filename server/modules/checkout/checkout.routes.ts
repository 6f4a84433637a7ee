// /api/checkout: start (or resume) paying for the cart or a balance recharge.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckoutRequest, CheckoutSession } from '../../../common/checkout';
import type { Payments } from '../payments/reconcile';
import { PaymentProviderError, resumeCheckout, startCheckout } from './checkout.service';

const tags = ['checkout'];

export async function checkoutRoutes(app: FastifyInstance, { payments }: { payments: Payments }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const logProviderErrors = (err: unknown) => {
    if (err instanceof PaymentProviderError) app.log.error({ err: err.reason }, 'payment gateway request failed');
    throw err;
  };

  r.post('/api/checkout', {
    schema: { tags, summary: 'Create the order (priced on the server) and its payment intent', body: CheckoutRequest, response: { 201: CheckoutSession } },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  }, async (req, reply) => {
    const session = await startCheckout(app.db, payments.gateway, req.user!, req.body).catch(logProviderErrors);
    return reply.status(201).send(session);
  });

  r.get('/api/checkout', {
    schema: { tags, summary: 'Resume paying an unpaid order by its payment intent', querystring: z.object({ payment_intent: z.string().min(1).max(100) }), response: { 200: CheckoutSession } },
  }, (req) => resumeCheckout(app.db, payments.gateway, req.user!.id, req.query.payment_intent).catch(logProviderErrors));
}
