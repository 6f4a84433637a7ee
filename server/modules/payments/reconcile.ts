// Reconciliation: an order left unpaid is checked against the gateway, so a lost webhook or a closed tab
// never leaves a paid order without its downloads.
import type { JobQueue } from '../jobs/job-queue';
import { ordersToReconcile } from '../orders/order-lifecycle';
import type { PaymentGateway } from './gateway';
import { handlePaymentEvent, type PaymentEffectsDeps } from './payment-events.service';

export interface Payments extends PaymentEffectsDeps {
  gateway: PaymentGateway | null;
}

/** Applies a succeeded intent the gateway knows about and we do not (yet). */
export async function reconcileOrder(payments: Payments, order: { paymentIntentId: string | null; paymentStatus: string; paymentProvider: string }) {
  const { gateway } = payments;
  const unpaid = order.paymentStatus === 'pending' || order.paymentStatus === 'failed';
  if (!gateway || !order.paymentIntentId || !unpaid || order.paymentProvider !== gateway.provider) return false;
  const intent = await gateway.retrieveIntent(order.paymentIntentId);
  if (intent.status !== 'succeeded') return false;
  const { outcome } = await handlePaymentEvent(payments, {
    provider: gateway.provider, id: `reconcile_${intent.id}_succeeded`, type: 'payment_intent.succeeded', intent, payload: { reconciled: intent.id },
  });
  return outcome === 'paid';
}

/** One pass over unpaid orders (pending or a failed attempt) between 1 minute and 3 days old, oldest first. */
export async function reconcilePendingOrders(payments: Payments, { limit = 50, now = Date.now() } = {}) {
  const pending = await ordersToReconcile(payments.db, { limit, now });
  let paid = 0;
  for (const order of pending) {
    try {
      if (await reconcileOrder(payments, order)) paid++;
    } catch (err) {
      payments.log.warn({ err, orderId: order.id }, 'reconciliation failed');
    }
  }
  return { checked: pending.length, paid };
}

/**
 * Reconciliation as a scheduled job: every minute, on one instance at a time (pg-boss's schedule), retried like any
 * job when the gateway is down.
 */
export function defineReconciliation(jobs: JobQueue, payments: Payments) {
  jobs.define('payments.reconcile', {
    // One pass running and at most one waiting ('stately'): a slow pass does not pile up behind itself.
    options: { policy: 'stately', retryLimit: 2, expireInSeconds: 600 },
    async handler() {
      const { checked, paid } = await reconcilePendingOrders(payments);
      if (paid) payments.log.info({ checked, paid }, 'reconciliation paid orders');
    },
  });
  jobs.schedule('payments.reconcile', '* * * * *', {});
}
