// Paying one automatic recharge (the balance module's job calls this through app.ts): a checkout without a cart or a
// browser. The recharge order is created like any checkout's, the saved card is charged once (the order's key), and
// the outcome goes through the one payment handler.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { autoRechargeFailed } from '../balance/balance-notices';
import { settleRechargeAttempt } from '../balance/balance.service';
import { attachIntent } from '../orders/order-lifecycle';
import { handlePaymentEvent, type PaymentEffectsDeps } from '../payments/payment-events.service';
import type { Payments } from '../payments/reconcile';
import { savedCardToCharge } from '../payments/saved-cards.service';
import { createAutoRechargeOrder } from './checkout.service';

export async function payAutoRecharge(payments: Payments, recharge: { userId: string; amountCents: number; key: string }) {
  const { db, gateway } = payments;
  const { userId } = recharge;
  const card = await savedCardToCharge(db, userId);
  if (!gateway) return autoRechargeFailed(payments, userId, 'Card payments are unavailable right now.');
  if (!card || card.provider !== gateway.provider) return autoRechargeFailed(payments, userId, 'There is no saved card to charge.');
  const user = await owner(db, userId);
  if (!user) return;

  const order = await createAutoRechargeOrder(db, gateway.provider, user, recharge.amountCents, recharge.key);
  if (order.paymentStatus === 'paid') return settleRechargeAttempt(db, userId);
  const { intent, event } = await gateway.chargeSavedCard({
    amountCents: order.totalAmountCents, currency: order.currency, idempotencyKey: `order:${order.id}`, receiptEmail: user.email,
    metadata: { order_id: order.id, order_number: order.orderNumber, user_id: userId, type: 'balance_recharge' },
  }, card);
  await attachIntent(db, order.id, intent.id);
  // Still processing: Stripe's webhook (or reconciliation) settles it by the intent, through the same handler.
  if (!event) return;
  await handlePaymentEvent(payments satisfies PaymentEffectsDeps, event);
}

async function owner(db: Db, userId: string) {
  const [user] = await db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users).where(eq(users.id, userId));
  return user ?? null;
}
