// Reading invoices: who may see which (the payer; the team's owner and admins every invoice of the team; site
// admins all), the lists, and an order's invoice for the order pages.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Me } from '../../../common/api';
import type { InvoicePage, InvoiceRef, InvoiceSummary, InvoicesQuery } from '../../../common/invoices';
import type { AdminInvoicesQuery } from '../../../common/admin';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { cappedCount, containsPattern } from '../../lib/paging';
import { teamOf } from '../teams/team-membership';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The invoices a user may read: their own, and the whole team's for its owner and admins. */
async function readableBy(db: Db, userId: string): Promise<SQL> {
  const { teamId, role } = await teamOf(db, userId);
  return role === 'member' ? eq(invoices.userId, userId) : or(eq(invoices.userId, userId), eq(invoices.teamId, teamId))!;
}

const summaryColumns = {
  id: invoices.id, number: invoices.number, orderId: invoices.orderId, orderNumber: orders.orderNumber, issuedAt: invoices.issuedAt,
  currency: invoices.currency, totalCents: invoices.totalCents, email: sql<string>`${invoices.billTo} ->> 'email'`,
};
const toSummary = (r: { issuedAt: Date } & Omit<InvoiceSummary, 'issuedAt'>): InvoiceSummary => ({ ...r, issuedAt: r.issuedAt.toISOString() });

/** The billing page's list, newest first. */
export async function listInvoices(db: Db, userId: string, q: z.output<typeof InvoicesQuery>): Promise<InvoicePage> {
  const where = await readableBy(db, userId);
  const [rows, [counted]] = await Promise.all([
    db.select(summaryColumns).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { items: rows.map(toSummary), total: counted!.n, page: q.page, pageSize: q.limit };
}

/** Every invoice for the admin, newest first; the search is an invoice number's beginning or part of the e-mail. */
export async function listAdminInvoices(db: Db, q: z.output<typeof AdminInvoicesQuery>) {
  const search = q.search?.trim();
  const where = search ? (/^INV-/i.test(search)
    ? sql`${invoices.number} like ${`${search.toUpperCase().replace(/[\\%_]/g, '')}%`}`
    : ilike(sql`${invoices.billTo} ->> 'email'`, containsPattern(search))) : undefined;
  const [rows, counted] = await Promise.all([
    db.select(summaryColumns).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    cappedCount(db, invoices, where),
  ]);
  return { items: rows.map(toSummary), ...counted, page: q.page, pageSize: q.limit };
}

/** One invoice the user may read (any for a site admin), or 404 as if it did not exist. */
export async function findReadableInvoice(db: Db, user: Pick<Me, 'id' | 'role'>, invoiceId: string): Promise<InvoiceRow & { orderNumber: string }> {
  const readable = user.role === 'ADMIN' ? undefined : await readableBy(db, user.id);
  const [found] = await db.select({ invoice: invoices, orderNumber: orders.orderNumber }).from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId)).where(and(eq(invoices.id, invoiceId), readable));
  if (!found) throw notFound('Invoice');
  return { ...found.invoice, orderNumber: found.orderNumber };
}

/** The invoices of these orders by order id (the order pages link to them). */
export async function invoicesOfOrders(db: Db, orderIds: string[]): Promise<Map<string, InvoiceRef>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select({ orderId: invoices.orderId, id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.orderId, orderIds));
  return new Map(rows.map(({ orderId, ...ref }) => [orderId, ref]));
}
