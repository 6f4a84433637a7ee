// Paying for a plan: the owner's saved card is charged for an order of type 'subscription' (created once per key),
// and the outcome goes through the one payment handler, which starts, changes or renews the plan exactly once. The
// same path serves both gateways: Stripe settles a charge still processing through its webhook, like any payment.
import { createHash } from 'node:crypto';
import { PLAN_MESSAGES } from '../../../common/plans';
import { AppError } from '../../lib/errors';
import { attachIntent, createPendingOrder } from '../orders/order-lifecycle';
import { paymentsUnavailable } from '../payments/gateway';
import { handlePaymentEvent } from '../payments/payment-events.service';
import type { Payments } from '../payments/reconcile';
import { savedCardToCharge } from '../payments/saved-cards.service';
import type { SubscriptionOrderMeta } from './subscription-lifecycle';

export interface Payer { id: string; email: string; firstName: string; lastName: string }

export type ChargeOutcome =
  | { outcome: 'paid' | 'processing'; orderId: string }
  | { outcome: 'failed'; orderId: string | null; message: string };

export const noCard = () => new AppError('NO_SAVED_CARD', 422, PLAN_MESSAGES.noCard);

/**
 * An order key for one chance to buy (`occasion`: the team's nth start, a change from one version of the plan) and
 * what is bought: a repeat of the same request reuses its order, a different one (another plan after a decline, a seat
 * added since) never does.
 */
export function planOrderKey(occasion: string, meta: SubscriptionOrderMeta) {
  return `${occasion}:${createHash('sha256').update(JSON.stringify([meta.settings, meta.lines])).digest('base64url').slice(0, 16)}`;
}

/** Charges the order under `key` (created once) to the payer's saved card, for the order's own total. */
export async function chargePlan(payments: Payments, payer: Payer, meta: SubscriptionOrderMeta, key: string): Promise<ChargeOutcome> {
  const { db, gateway } = payments;
  if (!gateway) throw paymentsUnavailable();
  const card = await savedCardToCharge(db, payer.id);
  if (!card || card.provider !== gateway.provider) throw noCard();
  const totalCents = meta.lines.reduce((sum, l) => sum + l.amountCents, 0);
  const name = `${payer.firstName} ${payer.lastName}`.trim() || payer.email;
  const order = await createPendingOrder(db, {
    user: payer, type: 'subscription', totalCents, lines: [], billing: { name, email: payer.email, address: { country: 'US' } },
    paymentProvider: gateway.provider, metadata: { ...meta }, idempotencyKey: key,
  });
  if (order.paymentStatus === 'paid') return { outcome: 'paid', orderId: order.id };
  const { intent, event } = await gateway.chargeSavedCard({
    amountCents: order.totalAmountCents, currency: order.currency, idempotencyKey: `order:${order.id}`, receiptEmail: payer.email,
    metadata: { order_id: order.id, order_number: order.orderNumber, user_id: payer.id, type: 'subscription' },
  }, card);
  await attachIntent(db, order.id, intent.id);
  if (!event) return { outcome: 'processing', orderId: order.id };
  const { outcome } = await handlePaymentEvent(payments, event);
  if (outcome === 'paid' || event.type === 'payment_intent.succeeded') return { outcome: 'paid', orderId: order.id };
  return { outcome: 'failed', orderId: order.id, message: event.intent.lastError ?? 'Payment failed. Please try again.' };
}
