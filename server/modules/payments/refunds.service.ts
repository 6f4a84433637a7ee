// Refunds, whole or per item, through the gateway. Three steps, each safe to repeat:
// 1. claim: in one transaction under the order's lock, a refund row per item (or per recharge or plan payment) is created; the
//    partial unique indexes let an item be claimed once, so a second click finds nothing left. A recharge's money is
//    taken back from the balance here, and only if the balance still covers it.
// 2. ask the gateway, with the refund row as idempotency key (a retry never refunds twice).
// 3. settle, once, under the refund row's lock, from the gateway's answer or its webhook, whichever comes first:
//    the item is marked refunded and its download grant revoked, the order's totals and status follow; a refused
//    refund gives a recharge's money back to the balance.
import { and, eq, ne } from 'drizzle-orm';
import { REFUND_MESSAGES } from '../../../common/admin';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import { credit, debit, lockBalance } from '../balance/balance.service';
import { recordDatasetRefund } from '../catalog/dataset-sales';
import { revokeGrants } from '../downloads/grants';
import type { JobQueue } from '../jobs/job-queue';
import { itemsOfOrder, lockOrder, markItemRefunded, markRefunded } from '../orders/order-lifecycle';
import { paymentsUnavailable, type RefundState } from './gateway';
import type { Payments } from './reconcile';

type RefundRow = typeof refunds.$inferSelect;

export async function refundOrder(p: Payments, actor: Actor, orderId: string, request: { itemIds?: string[]; reason: string }) {
  const gateway = p.gateway;
  if (!gateway) throw paymentsUnavailable();
  const { claimed, intentId } = await claim(p.db, p.jobs, actor, orderId, gateway.provider, request);
  for (const refund of claimed) {
    let state: RefundState;
    try {
      state = await gateway.refund({ paymentIntentId: intentId, amountCents: refund.amountCents, idempotencyKey: `refund:${refund.id}`, reason: request.reason });
    } catch (err) {
      p.log.error({ err, refundId: refund.id }, 'refund request to the gateway failed');
      throw new AppError('REFUND_PENDING', 502, 'The payment provider did not answer. The refund is recorded as pending: it completes when the provider confirms it, or try again.');
    }
    await settleRefund(p.db, p.jobs, refund.id, state);
  }
  return claimed.length;
}

async function claim(db: Db, jobs: JobQueue, actor: Actor, orderId: string, provider: string, request: { itemIds?: string[]; reason: string }) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    if (order.paymentStatus === 'refunded') throw new AppError('NOTHING_TO_REFUND', 409, REFUND_MESSAGES.nothingLeft);
    if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded') throw new AppError('NOT_PAID', 422, REFUND_MESSAGES.notPaid);
    if (order.paymentProvider !== provider || !order.paymentIntentId) {
      throw new AppError('WRONG_PAYMENT_PROVIDER', 409, 'This order was paid through another payment provider: refund it there.');
    }
    const active = await tx.select().from(refunds).where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
    let claimed: RefundRow[];
    if (order.type === 'subscription') {
      // A plan's payment is refunded whole and leaves the plan as it is (Stripe refunds an invoice's payment the same
      // way): ending the plan is a separate decision.
      if (active.length) throw new AppError('NOTHING_TO_REFUND', 409, REFUND_MESSAGES.nothingLeft);
      claimed = await tx.insert(refunds).values({ orderId, amountCents: order.totalAmountCents - order.refundedCents, provider, reason: request.reason, createdBy: actor.id }).returning();
    } else if (order.type === 'recharge') {
      if (active.length) throw new AppError('NOTHING_TO_REFUND', 409, REFUND_MESSAGES.nothingLeft);
      const amountCents = order.totalAmountCents - order.refundedCents;
      const locked = await lockBalance(tx, order.userId!);
      if (locked.balanceCents < amountCents) throw new AppError('BALANCE_SPENT', 422, REFUND_MESSAGES.balanceShort);
      claimed = await tx.insert(refunds).values({ orderId, amountCents, provider, reason: request.reason, createdBy: actor.id }).returning();
      await debit(tx, jobs, locked, 'refund', [{ amountCents, reference: `refund:${claimed[0]!.id}`, description: `Refund of ${order.orderNumber}` }]);
    } else {
      const items = await itemsOfOrder(tx, orderId);
      if (request.itemIds?.some((id) => !items.some((i) => i.id === id))) throw new AppError('UNKNOWN_ITEM', 400, REFUND_MESSAGES.unknownItem);
      const taken = new Set(active.map((r) => r.orderItemId));
      const chosen = items.filter((i) => (!request.itemIds || request.itemIds.includes(i.id)) && !i.refundedAt && !taken.has(i.id));
      if (!chosen.length) throw new AppError('NOTHING_TO_REFUND', 409, REFUND_MESSAGES.nothingLeft);
      claimed = await tx.insert(refunds).values(chosen.map((i) => ({
        orderId, orderItemId: i.id, amountCents: i.priceCents * i.quantity, provider, reason: request.reason, createdBy: actor.id,
      }))).returning();
    }
    await recordAudit(tx, actor, {
      action: 'order.refund', entityType: 'order', entityId: orderId,
      before: { paymentStatus: order.paymentStatus, refundedCents: order.refundedCents },
      after: { refunds: claimed.map((r) => ({ id: r.id, orderItemId: r.orderItemId, amountCents: r.amountCents })), reason: request.reason },
    });
    return { claimed, intentId: order.paymentIntentId };
  });
}

/**
 * Applies a refund's outcome once: the first answer (the gateway's reply or its webhook) settles it; any later
 * delivery finds it settled and changes nothing.
 */
export async function settleRefund(db: Db, jobs: JobQueue, refundId: string, state: RefundState): Promise<'settled' | 'already' | 'pending'> {
  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!refund) throw notFound('Refund');
    if (refund.status !== 'pending') return 'already';
    if (state.status === 'pending') {
      await tx.update(refunds).set({ providerRefundId: state.id }).where(eq(refunds.id, refundId));
      return 'pending';
    }
    const order = await lockOrder(tx, refund.orderId);
    if (state.status === 'failed') {
      await tx.update(refunds).set({ status: 'failed', providerRefundId: state.id, failureMessage: state.failureMessage }).where(eq(refunds.id, refundId));
      // A recharge's money was taken back when the refund was claimed: it goes back to the balance.
      if (order!.type === 'recharge' && order!.userId) {
        await credit(tx, jobs, { userId: order!.userId, kind: 'refund', amountCents: refund.amountCents, reference: `refund-reversed:${refundId}`, description: `Refund of ${order!.orderNumber} failed; amount restored` });
      }
      return 'settled';
    }
    await tx.update(refunds).set({ status: 'succeeded', providerRefundId: state.id }).where(eq(refunds.id, refundId));
    if (refund.orderItemId) {
      const item = await markItemRefunded(tx, refund.orderItemId);
      const revoked = await revokeGrants(tx, [refund.orderItemId]);
      // Downloads already made stay counted: only a copy never downloaded comes off the dataset's download total.
      const downloaded = revoked.some((g) => g.downloadCount > 0);
      if (item) await recordDatasetRefund(tx, { datasetId: item.datasetId, quantity: item.quantity, amountCents: refund.amountCents, downloaded });
    }
    await markRefunded(tx, order!, refund.amountCents);
    return 'settled';
  });
}

/** A refund webhook: each refund it names is settled by our id (metadata) or the gateway's id. */
export async function settleRefundEvent(db: Db, jobs: JobQueue, states: RefundState[]) {
  const outcomes: string[] = [];
  for (const state of states) {
    const ours = state.refundId && /^[0-9a-f-]{36}$/i.test(state.refundId) ? state.refundId : null;
    const [row] = ours
      ? await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, ours))
      : await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.providerRefundId, state.id));
    outcomes.push(row ? await settleRefund(db, jobs, row.id, state) : 'unknown');
  }
  return outcomes;
}
