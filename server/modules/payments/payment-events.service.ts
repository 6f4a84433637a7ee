// handlePaymentEvent: the one place a payment outcome changes anything. Every gateway feeds it; each effect
// happens exactly once however often (or however concurrently) the same outcome is delivered.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { paymentOutcomes } from '../../lib/metrics';
import { credit } from '../balance/balance.service';
import { autoRechargeFailed } from '../balance/balance-notices';
import type { JobQueue } from '../jobs/job-queue';
import { removePurchasedLines } from '../cart/cart.service';
import { recordDatasetSales } from '../catalog/dataset-sales';
import { createGrantsForOrder } from '../downloads/grants';
import { issueInvoice, type InvoiceTax } from '../invoices/issue-invoice';
import { sendOrderConfirmation } from '../orders/order-emails';
import { itemsOfOrder, lockOrderByIntent, markFailed, markPaid, type OrderRow } from '../orders/order-lifecycle';
import { renewalFailedNotice } from '../subscriptions/plan-notices';
import { applySubscriptionPayment, markRenewalFailed } from '../subscriptions/subscription-lifecycle';
import type { PaymentEvent } from './gateway';

export interface PaymentEffectsDeps {
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  publicUrl: string;
  log: FastifyBaseLogger;
  invoiceTax: InvoiceTax;
}

export type PaymentOutcome = 'paid' | 'failed' | 'duplicate' | 'ignored';

export async function handlePaymentEvent(deps: PaymentEffectsDeps, event: PaymentEvent): Promise<{ outcome: PaymentOutcome; orderId: string | null }> {
  const result = await deps.db.transaction(async (tx) => {
    // The order row lock serialises concurrent deliveries for one payment (webhook, confirmation, reconciliation).
    const order = await lockOrderByIntent(tx, event.intent.id);
    const recorded = await tx.insert(paymentEvents).values({
      provider: event.provider, eventId: event.id, type: event.type, orderId: order?.id ?? null, payload: event.payload,
    }).onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] }).returning({ id: paymentEvents.id });

    if (!recorded.length) return { outcome: 'duplicate' as const, order: order ?? null };
    if (!order) {
      deps.log.warn({ eventId: event.id, intent: event.intent.id }, 'payment event for an unknown payment intent');
      return { outcome: 'ignored' as const, order: null };
    }
    // Paid once is paid: a late or repeated event must not pay (or fail) an order again, refunded or not.
    if (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed') return { outcome: 'duplicate' as const, order };

    if (event.type === 'payment_intent.payment_failed') {
      const failureMessage = event.intent.lastError ?? 'Payment failed. Please try again.';
      await markFailed(tx, order.id, failureMessage);
      const pastDue = order.type === 'subscription' ? await markRenewalFailed(tx, order.metadata) : null;
      return { outcome: 'failed' as const, order: { ...order, failureMessage }, pastDue };
    }

    if (event.intent.amountCents !== order.totalAmountCents || event.intent.currency.toLowerCase() !== order.currency) {
      deps.log.error({ orderId: order.id, intent: event.intent.id, paid: event.intent.amountCents, due: order.totalAmountCents }, 'paid amount does not match the order');
      return { outcome: 'ignored' as const, order };
    }
    const paidAt = new Date();
    await markPaid(tx, order, paidAt, event.intent.card ?? null);
    await applyPaidOrder(tx, deps, order, paidAt);
    // Last: it holds the year's invoice counter until the commit, so it must come after every other lock.
    await issueInvoice(tx, order, paidAt, deps.invoiceTax);
    return { outcome: 'paid' as const, order: { ...order, cardBrand: event.intent.card?.brand ?? null, cardLast4: event.intent.card?.last4 ?? null } };
  });

  const { order } = result;
  if (result.outcome === 'paid' && order) {
    await sendOrderConfirmation(deps, order).catch((err: unknown) => deps.log.error({ err, orderId: order.id }, 'order confirmation e-mail failed'));
  }
  if ('pastDue' in result && result.pastDue) {
    await renewalFailedNotice(deps, result.pastDue, order?.failureMessage ?? 'Payment failed.')
      .catch((err: unknown) => deps.log.error({ err, orderId: order?.id }, 'past-due notice failed'));
  }
  if (result.outcome === 'failed' && order?.userId && isAutoRecharge(order)) {
    await autoRechargeFailed(deps, order.userId, order.failureMessage ?? 'Payment failed.')
      .catch((err: unknown) => deps.log.error({ err, orderId: order.id }, 'pausing auto-recharge failed'));
  }
  paymentOutcomes.inc({ outcome: result.outcome });
  return { outcome: result.outcome, orderId: order?.id ?? null };
}

export const isAutoRecharge = (order: Pick<OrderRow, 'type' | 'metadata'>) => order.type === 'recharge' && order.metadata.auto === true;

/** What a payment brings besides the order's own state (markPaid): a credit, a plan started, changed or renewed, or grants, cart lines gone, sales. */
async function applyPaidOrder(tx: Db, deps: PaymentEffectsDeps, order: OrderRow, paidAt: Date) {
  const { jobs } = deps;
  if (!order.userId) return;
  if (order.type === 'subscription') {
    if (await applySubscriptionPayment(tx, order, paidAt) === 'unreadable') deps.log.error({ orderId: order.id }, 'paid plan order does not say what it pays for: no plan changed');
    return;
  }
  if (order.type === 'recharge') {
    await credit(tx, jobs, {
      userId: order.userId, kind: 'recharge', amountCents: order.totalAmountCents, reference: order.paymentIntentId!,
      description: `${isAutoRecharge(order) ? 'Automatic recharge' : 'Recharge'} ${order.orderNumber}`,
    });
    return;
  }
  await createGrantsForOrder(tx, { id: order.id, userId: order.userId, paidAt });
  const items = await itemsOfOrder(tx, order.id);
  await removePurchasedLines(tx, order.userId, items.map((i) => i.datasetId));
  // Last: it locks the datasets' rows, which every concurrent buyer of the same dataset needs too.
  await recordDatasetSales(tx, order.id);
}
