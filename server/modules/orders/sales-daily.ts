// The daily sales rollup: every payment and every refund adds to its UTC day's row, in the same transaction, so the
// figures can never disagree with the orders. Analytics and the dashboard read these rows instead of the orders.
import { sql } from 'drizzle-orm';
import { utcDay } from '../../../common/dates';
import type { OrderType } from '../../../common/orders';
import type { Db } from '../../db/client';
import { salesDaily } from '../../db/schema';

export async function recordSale(tx: Db, order: { type: OrderType; totalAmountCents: number }, paidAt: Date): Promise<void> {
  await tx.insert(salesDaily).values({ day: utcDay(paidAt), type: order.type, orders: 1, revenueCents: order.totalAmountCents })
    .onConflictDoUpdate({
      target: [salesDaily.day, salesDaily.type],
      set: { orders: sql`${salesDaily.orders} + 1`, revenueCents: sql`${salesDaily.revenueCents} + excluded.revenue_cents` },
    });
}

export async function recordRefund(tx: Db, order: { type: OrderType }, amountCents: number): Promise<void> {
  await tx.insert(salesDaily).values({ day: utcDay(new Date()), type: order.type, refundedCents: amountCents })
    .onConflictDoUpdate({
      target: [salesDaily.day, salesDaily.type],
      set: { refundedCents: sql`${salesDaily.refundedCents} + excluded.refunded_cents` },
    });
}

