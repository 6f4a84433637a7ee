// Payment confirmations: the local gateway's card form, and Stripe's signed webhook (verified over the raw body).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocalConfirmRequest, PaymentResult } from '../../../common/checkout';
import { AppError, notFound } from '../../lib/errors';
import { isPaid } from '../orders/orders.service';
import type { LocalGateway } from './local-gateway';
import { PaymentDeclined } from './local-gateway';
import { handlePaymentEvent } from './payment-events.service';
import { settleRefundEvent } from './refunds.service';
import type { Payments } from './reconcile';
import type { StripeGateway } from './stripe-gateway';

const tags = ['payments'];

export async function paymentRoutes(app: FastifyInstance, { payments }: { payments: Payments }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { gateway } = payments;

  if (gateway?.provider === 'local') {
    const local = gateway as LocalGateway;
    r.post('/api/payments/local/confirm', {
      schema: { tags, summary: 'Pay with a card through the local test gateway', body: LocalConfirmRequest, response: { 200: PaymentResult } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    }, async (req) => {
      const { paymentIntentId, clientSecret, card } = req.body;
      const event = await local.confirm({ intentId: paymentIntentId, clientSecret, userId: req.user!.id, card });
      const { orderId } = await handlePaymentEvent(payments, event);
      if (!orderId) throw notFound('Order');
      // The order's state decides the answer: a decline racing a successful confirmation must not read as failed.
      if (await isPaid(app.db, orderId)) return { orderId, status: 'succeeded' as const };
      if (event.type === 'payment_intent.payment_failed') {
        const { code } = event.payload as { code: string };
        throw new PaymentDeclined(code, event.intent.lastError ?? 'Payment failed. Please try again.');
      }
      throw new AppError('PAYMENT_NOT_APPLIED', 409, 'The payment could not be applied to this order. Please contact support.');
    });
  }

  if (gateway?.provider === 'stripe') {
    const stripe = gateway as StripeGateway;
    await app.register(async (raw) => {
      // Stripe signs the exact bytes it sent, so this route alone keeps the body unparsed.
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
      raw.withTypeProvider<ZodTypeProvider>().post('/api/webhooks/stripe', {
        schema: { tags, summary: 'Stripe webhook (signed)', response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) } },
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      }, async (req) => {
        const event = stripe.parseWebhook(req.body as Buffer, req.headers['stripe-signature'] as string | undefined);
        if (!event) return { received: true as const, outcome: 'ignored' };
        if ('kind' in event) {
          const outcomes = await settleRefundEvent(payments.db, payments.jobs, event.refunds);
          return { received: true as const, outcome: outcomes.join(',') || 'ignored' };
        }
        const { outcome } = await handlePaymentEvent(payments, event);
        return { received: true as const, outcome };
      });
    });
  }
}
