// The automatic recharge job: charge the saved card once for the recharge a falling balance started, and apply the
// outcome through the one payment handler (a credit with its ledger row, or a pause with an e-mail).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedCards, userBalances, users } from '../../db/schema';
import { createAutoRechargeOrder } from '../checkout/checkout.service';
import type { JobQueue } from '../jobs/job-queue';
import { attachIntent } from '../orders/order-lifecycle';
import { handlePaymentEvent, type PaymentEffectsDeps } from '../payments/payment-events.service';
import type { Payments } from '../payments/reconcile';
import { autoRechargeFailed, sendLowBalanceNotice } from './balance-notices';
import { settleRechargeAttempt } from './balance.service';

export function defineBalanceJobs(jobs: JobQueue, payments: Payments) {
  jobs.define('balance.auto-recharge', {
    handler: (data) => runAutoRecharge(payments, data.userId, data.startedAt),
    // The gateway call is idempotent (the order's key), so a retry after a timeout never charges twice.
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  });
  jobs.define('balance.low-balance-notice', { handler: (data) => sendLowBalanceNotice(payments, data.userId) });
}

export async function runAutoRecharge(payments: Payments, userId: string, startedAt: string) {
  const { db, gateway } = payments;
  const [balance] = await db.select().from(userBalances).where(eq(userBalances.userId, userId));
  // Settled or superseded since it was started: nothing left to do.
  if (!balance?.rechargeStartedAt || balance.rechargeStartedAt.toISOString() !== startedAt) return;
  if (!balance.autoRechargeEnabled || balance.autoRechargePausedReason) return settleRechargeAttempt(db, userId);

  const [card] = await db.select().from(savedCards).where(eq(savedCards.userId, userId));
  if (!gateway) return autoRechargeFailed(payments, userId, 'Card payments are unavailable right now.');
  if (!card || card.provider !== gateway.provider) return autoRechargeFailed(payments, userId, 'There is no saved card to charge.');
  const user = await owner(db, userId);
  if (!user) return;

  const order = await createAutoRechargeOrder(db, gateway.provider, user, balance.rechargeAmountCents, `auto-recharge:${startedAt}`);
  if (order.paymentStatus === 'paid') return settleRechargeAttempt(db, userId);
  const event = await gateway.chargeSavedCard({
    amountCents: order.totalAmountCents, currency: order.currency, idempotencyKey: `order:${order.id}`, receiptEmail: user.email,
    metadata: { order_id: order.id, order_number: order.orderNumber, user_id: userId, type: 'balance_recharge' },
  }, { customerId: card.customerId, paymentMethodId: card.paymentMethodId, brand: card.brand, last4: card.last4, testDecline: card.testDecline });
  // Still processing: Stripe's webhook settles it through the same handler.
  if (!event) return;
  await attachIntent(db, order.id, event.intent.id);
  await handlePaymentEvent(payments satisfies PaymentEffectsDeps, event);
}

async function owner(db: Db, userId: string) {
  const [user] = await db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users).where(eq(users.id, userId));
  return user ?? null;
}
