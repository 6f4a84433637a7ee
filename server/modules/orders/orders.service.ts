// Orders as their owner sees them: the list, one order with its downloads, and the dashboard summary. Every write to
// orders and order_items is in order-lifecycle.ts.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AccountSummary, Order, OrderDetail, OrderList, OrderType } from '../../../common/orders';
import { RECENT_ORDERS } from '../../../common/orders';
import type { Db } from '../../db/client';
import { datasets, downloadGrants, orderItems, orders, wishlistItems } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { listDownloadGrants } from '../downloads/grants';
import { invoicesOfOrders } from '../invoices/invoices.service';
import { teamOf } from '../teams/team-membership';

type OrderRow = typeof orders.$inferSelect;

export const orderNotFound = () => notFound('Order');

/** The user's orders of one type (every type without one), newest first, with how many of each type there are. */
export async function listOrders(db: Db, userId: string, q: { type?: OrderType; page: number; limit: number }): Promise<OrderList> {
  const [rows, byType] = await Promise.all([
    db.select().from(orders).where(and(eq(orders.userId, userId), q.type ? eq(orders.type, q.type) : undefined))
      .orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ type: orders.type, n: count() }).from(orders).where(eq(orders.userId, userId)).groupBy(orders.type),
  ]);
  const counts = { purchase: 0, recharge: 0, subscription: 0, ...Object.fromEntries(byType.map((r) => [r.type, r.n])) };
  return { items: await withItems(db, rows), total: q.type ? counts[q.type] : counts.purchase + counts.recharge + counts.subscription, page: q.page, pageSize: q.limit, counts };
}

/** The owner's order or 404 (another user's order is indistinguishable from a missing one). */
export async function findOwnOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  if (!z.uuid().safeParse(orderId).success) throw orderNotFound();
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw orderNotFound();
  return order;
}

export async function isPaid(db: Db, orderId: string): Promise<boolean> {
  const [order] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  return order?.paymentStatus === 'paid';
}

/**
 * An order row (already checked to be the user's) with its items and, once completed, its downloads: those its
 * owner's current team holds (none once the owner has left the team that holds them).
 */
export async function orderDetail(db: Db, order: OrderRow): Promise<OrderDetail> {
  const downloadsOf = async (userId: string) => listDownloadGrants(db, (await teamOf(db, userId)).teamId, { orderId: order.id });
  const [[withLines], downloads] = await Promise.all([
    withItems(db, [order]),
    order.status === 'completed' && order.userId ? downloadsOf(order.userId) : Promise.resolve([]),
  ]);
  return { ...withLines!, downloads };
}

export async function accountSummary(db: Db, userId: string): Promise<AccountSummary> {
  const { teamId } = await teamOf(db, userId);
  const [[totals], [owned], [wished], recent] = await Promise.all([
    db.select({
      totalOrders: count(),
      totalSpentCents: sql<number>`coalesce(sum(${orders.totalAmountCents}) filter (where ${orders.paymentStatus} = 'paid' and ${orders.type} = 'purchase'), 0)::int`,
    }).from(orders).where(and(eq(orders.userId, userId), eq(orders.type, 'purchase'))),
    // Datasets owned: those the user's team holds, whoever bought or took them.
    db.select({ n: sql<number>`count(distinct ${downloadGrants.datasetId})::int` }).from(downloadGrants).where(eq(downloadGrants.teamId, teamId)),
    db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(RECENT_ORDERS),
  ]);
  return {
    stats: { totalOrders: totals!.totalOrders, totalSpentCents: totals!.totalSpentCents, datasetsOwned: owned!.n, wishlistItems: wished!.n },
    recentOrders: await withItems(db, recent),
  };
}

/** Orders with their lines and invoice, as the order pages show them. */
export async function withItems(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const invoiceOf = await invoicesOfOrders(db, rows.map((r) => r.id));
  const lines = await db.select({
    id: orderItems.id, orderId: orderItems.orderId, datasetId: orderItems.datasetId, title: orderItems.title,
    slug: datasets.slug, priceCents: orderItems.priceCents, quantity: orderItems.quantity,
  }).from(orderItems).innerJoin(datasets, eq(datasets.id, orderItems.datasetId))
    .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
    .orderBy(orderItems.title, orderItems.id);
  return rows.map((o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    type: o.type,
    status: o.status,
    paymentStatus: o.paymentStatus,
    totalCents: o.totalAmountCents,
    currency: o.currency,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    paymentIntentId: o.paymentIntentId,
    failureMessage: o.failureMessage,
    billing: { ...o.billingDetails, address: o.billingDetails.address ?? { country: 'US' } },
    card: o.cardBrand && o.cardLast4 ? { brand: o.cardBrand, last4: o.cardLast4 } : null,
    items: lines.filter((l) => l.orderId === o.id).map(({ orderId: _, ...l }) => l),
    invoice: invoiceOf.get(o.id) ?? null,
  }));
}
