// The admin's view of orders: the filtered, paged list (counts capped), one order's whole story, and the CSV export.
import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminOrder, AdminOrderDetail, AdminOrderPage, AdminOrdersQuery } from '../../../common/admin';
import type { Db } from '../../db/client';
import { downloadGrants, orderItems, orders, paymentEvents, refunds, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { cappedCount, containsPattern } from '../../lib/paging';
import { withItems } from '../orders/orders.service';

type Query = z.output<typeof AdminOrdersQuery>;
type Filters = Omit<Query, 'page' | 'limit'>;
type OrderRow = typeof orders.$inferSelect;

const DAY = 86_400_000;

function orderFilters(q: Filters): SQL | undefined {
  const search = q.search?.trim();
  return and(
    // An order number is matched by its beginning (index range scan); anything else is an e-mail fragment.
    search ? (/^(ORDER|RECHARGE)-/i.test(search) ? sql`${orders.orderNumber} like ${`${search.toUpperCase().replace(/[\\%_]/g, '')}%`}` : ilike(orders.userEmail, containsPattern(search))) : undefined,
    q.userId ? eq(orders.userId, q.userId) : undefined,
    q.status ? eq(orders.status, q.status) : undefined,
    q.paymentStatus ? eq(orders.paymentStatus, q.paymentStatus) : undefined,
    q.type ? eq(orders.type, q.type) : undefined,
    q.from ? gte(orders.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(orders.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY)) : undefined,
  );
}

// Written out: drizzle leaves a column in a select list unqualified, which inside this subquery would mean the item's id.
const itemsCount = sql<number>`(select count(*) from order_items i where i.order_id = orders.id)`.mapWith(Number);

export async function listAdminOrders(db: Db, q: Query): Promise<AdminOrderPage> {
  const where = orderFilters(q);
  const [rows, counted] = await Promise.all([
    db.select({ order: orders, itemsCount }).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    cappedCount(db, orders, where),
  ]);
  return { items: rows.map((r) => toAdminOrder(r.order, r.itemsCount)), ...counted, page: q.page, pageSize: q.limit };
}

/** Every matching order, newest first, a page at a time (keyset on the full-precision timestamp, so no order is skipped). */
export async function* adminOrderRows(db: Db, q: Filters, pageSize = 1000): AsyncGenerator<AdminOrder> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows: { order: OrderRow; itemsCount: number; cursor: string }[] = await db
      .select({ order: orders, itemsCount, cursor: sql<string>`${orders.createdAt}::text` }).from(orders)
      .where(and(orderFilters(q), keyset)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(pageSize);
    for (const r of rows) yield toAdminOrder(r.order, r.itemsCount);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursor, id: last.order.id };
  }
}

export async function adminOrderDetail(db: Db, id: string): Promise<AdminOrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('Order');
  const [[withLines], [user], items, refundRows, events] = await Promise.all([
    withItems(db, [order]),
    order.userId ? db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, order.userId)) : Promise.resolve([]),
    db.select({ id: orderItems.id, refundedAt: orderItems.refundedAt, grant: { id: downloadGrants.id, downloadCount: downloadGrants.downloadCount, expiresAt: downloadGrants.expiresAt, revokedAt: downloadGrants.revokedAt } })
      .from(orderItems).leftJoin(downloadGrants, eq(downloadGrants.orderItemId, orderItems.id)).where(eq(orderItems.orderId, id)),
    db.select({ refund: refunds, by: users.email }).from(refunds).leftJoin(users, eq(users.id, refunds.createdBy)).where(eq(refunds.orderId, id)).orderBy(refunds.createdAt),
    db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id)).orderBy(paymentEvents.createdAt),
  ]);
  return {
    ...withLines!,
    refundedCents: order.refundedCents,
    paymentProvider: order.paymentProvider,
    user: user ? { id: user.id, email: user.email, name: user.name } : null,
    itemsDetail: items.map((i) => ({
      id: i.id, refundedAt: i.refundedAt?.toISOString() ?? null,
      grant: i.grant?.id ? { id: i.grant.id, downloadCount: i.grant.downloadCount, expiresAt: i.grant.expiresAt.toISOString(), revokedAt: i.grant.revokedAt?.toISOString() ?? null } : null,
    })),
    refunds: refundRows.map(({ refund: r, by }) => ({
      id: r.id, orderItemId: r.orderItemId, amountCents: r.amountCents, status: r.status, reason: r.reason, failureMessage: r.failureMessage,
      providerRefundId: r.providerRefundId, createdAt: r.createdAt.toISOString(), createdBy: by,
    })),
    events: events.map((e) => ({ id: e.id, provider: e.provider, eventId: e.eventId, type: e.type, createdAt: e.createdAt.toISOString() })),
  };
}

const toAdminOrder = (o: OrderRow, count: number): AdminOrder => ({
  id: o.id, orderNumber: o.orderNumber, type: o.type, userId: o.userId, userEmail: o.userEmail, status: o.status, paymentStatus: o.paymentStatus,
  totalCents: o.totalAmountCents, refundedCents: o.refundedCents, itemsCount: count, createdAt: o.createdAt.toISOString(), paidAt: o.paidAt?.toISOString() ?? null,
});

