// Every write to orders and order_items, in the order of an order's life: created pending (checkout), its intent
// attached, paid or failed (payments), items and money refunded (payments), its buyer anonymised (account deletion).
// The orders module owns these tables; other modules call these functions, inside their own transaction where given one.
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, type BillingDetails } from '../../db/schema';
import { orderNumber } from './order-number';
import { recordRefund, recordSale } from './sales-daily';

export type OrderRow = typeof orders.$inferSelect;

export interface NewOrder {
  user: { id: string; email: string };
  type: OrderRow['type'];
  totalCents: number;
  lines: { datasetId: string; title: string; priceCents: number; quantity: number }[];
  billing: BillingDetails;
  paymentProvider: string;
  metadata?: Record<string, unknown>;
  idempotencyKey?: string;
}

/**
 * Creates the order `pending` with its items and its number in one transaction. With an idempotency key, a concurrent
 * submit with the same key that won the insert answers with its order instead.
 */
export async function createPendingOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(orders).values({
      userId: order.user.id,
      orderNumber: orderNumber(order.type),
      type: order.type,
      totalAmountCents: order.totalCents,
      userEmail: order.user.email,
      billingDetails: order.billing,
      metadata: { ...order.metadata, items_count: order.lines.reduce((n, l) => n + l.quantity, 0) },
      paymentProvider: order.paymentProvider,
      idempotencyKey: order.idempotencyKey ?? null,
    }).onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] }).returning();
    if (!created) return (await findOrderByKey(tx, order.user.id, order.idempotencyKey!))!;
    if (order.lines.length) await tx.insert(orderItems).values(order.lines.map((l) => ({ ...l, orderId: created.id })));
    return created;
  });
}

export async function findOrderByKey(db: Db, userId: string, key: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return order ?? null;
}

/** The user's own order paid with this intent, if any. */
export async function findOrderByIntent(db: Db, userId: string, paymentIntentId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(and(eq(orders.paymentIntentId, paymentIntentId), eq(orders.userId, userId)));
  return order ?? null;
}

/** Records the intent an order is paid with, once: an order being paid never has its intent swapped. */
export async function attachIntent(db: Db, orderId: string, intentId: string) {
  await db.update(orders).set({ paymentIntentId: intentId }).where(and(eq(orders.id, orderId), isNull(orders.paymentIntentId)));
}

/** The order paid with this intent, locked for the rest of the transaction (concurrent deliveries of one payment queue here). */
export async function lockOrderByIntent(tx: Db, paymentIntentId: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)).for('update');
  return order ?? null;
}

/** The order, locked for the rest of the transaction. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}

export async function itemsOfOrder(db: Db, orderId: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

/** A payment failed: the order says so (another attempt may still pay it). */
export async function markFailed(tx: Db, orderId: string, failureMessage: string) {
  await tx.update(orders).set({ status: 'failed', paymentStatus: 'failed', failureMessage }).where(eq(orders.id, orderId));
}

/** The order is paid: completed, with the card it was paid by, and counted in its day's sales. */
export async function markPaid(tx: Db, order: OrderRow, paidAt: Date, card: { brand: string; last4: string } | null) {
  await tx.update(orders).set({
    status: 'completed', paymentStatus: 'paid', paidAt, failureMessage: null, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null,
  }).where(eq(orders.id, order.id));
  await recordSale(tx, order, paidAt);
}

/** One item was refunded; answers the item, or nothing when it already was. */
export async function markItemRefunded(tx: Db, orderItemId: string) {
  const [item] = await tx.update(orderItems).set({ refundedAt: new Date() })
    .where(and(eq(orderItems.id, orderItemId), isNull(orderItems.refundedAt))).returning();
  return item ?? null;
}

/** Money went back for a locked order: its refunded total, status and the day's refunds follow. */
export async function markRefunded(tx: Db, order: OrderRow, amountCents: number) {
  await recordRefund(tx, order, amountCents);
  const refundedCents = order.refundedCents + amountCents;
  const full = refundedCents >= order.totalAmountCents;
  await tx.update(orders).set({
    refundedCents, paymentStatus: full ? 'refunded' : 'partially_refunded', ...(full ? { status: 'refunded' as const } : {}),
  }).where(eq(orders.id, order.id));
}

/** Unpaid orders (pending or a failed attempt) with an intent, between 1 minute and 3 days old, oldest first. */
export async function ordersToReconcile(db: Db, { limit, now }: { limit: number; now: number }) {
  return db.select({
    id: orders.id, paymentIntentId: orders.paymentIntentId, paymentStatus: orders.paymentStatus, paymentProvider: orders.paymentProvider,
  }).from(orders)
    // A failed attempt leaves the intent payable (another card may succeed), so failed orders are checked too.
    .where(and(inArray(orders.paymentStatus, ['pending', 'failed']), isNotNull(orders.paymentIntentId),
      lt(orders.createdAt, new Date(now - 60_000)), gt(orders.createdAt, new Date(now - 3 * 86_400_000))))
    .orderBy(asc(orders.createdAt)).limit(limit);
}

/** Automatic recharge orders started in [from, to), oldest first (the balance's daily summary). */
export async function autoRechargeOrders(db: Db, from: Date, to: Date) {
  return db.select({
    userId: orders.userId, orderNumber: orders.orderNumber, amountCents: orders.totalAmountCents, paymentStatus: orders.paymentStatus,
    failureMessage: orders.failureMessage, createdAt: orders.createdAt,
  }).from(orders)
    .where(and(eq(orders.type, 'recharge'), sql`${orders.metadata}->>'auto' = 'true'`, isNotNull(orders.userId),
      gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .orderBy(asc(orders.createdAt));
}

/**
 * A deleted account's orders stay (they are financial records) without the person: the e-mail becomes the account's
 * placeholder and the billing details keep only the country and state the tax on them depends on.
 */
export async function forgetUser(tx: Db, userId: string, placeholderEmail: string) {
  await tx.update(orders).set({
    userEmail: placeholderEmail,
    billingDetails: sql`jsonb_build_object('name', 'Deleted user', 'email', ${placeholderEmail}::text)
      || case when ${orders.billingDetails} ? 'address' then jsonb_build_object('address', jsonb_strip_nulls(jsonb_build_object(
        'country', ${orders.billingDetails} -> 'address' -> 'country', 'state', ${orders.billingDetails} -> 'address' -> 'state'))) else '{}'::jsonb end`,
  }).where(eq(orders.userId, userId));
}
