// Owned by the orders module (server/modules/orders): orders, their items and the daily sales rollup. Checkout and
// payments create, settle and refund orders through its order-lifecycle.ts, never by writing these tables.
import { sql } from 'drizzle-orm';
import {
  bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_STATUSES } from '../../../common/orders';
import { timestamps } from './columns';
import { users } from './auth';
import { datasets } from './catalog';

export { ORDER_STATUSES, ORDER_TYPES, PAYMENT_STATUSES };

export type BillingDetails = {
  name: string; email: string;
  address?: { line1?: string; line2?: string; city?: string; state?: string; postal_code?: string; country: 'US' | 'CA' | 'GB' | 'AU' };
};

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Kept when the account is deleted: orders are financial records. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  orderNumber: text('order_number').notNull().unique(),
  type: text('type', { enum: ORDER_TYPES }).notNull().default('purchase'),
  totalAmountCents: integer('total_amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  userEmail: text('user_email').notNull(),
  status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
  paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
  billingDetails: jsonb('billing_details').$type<BillingDetails>().notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  paymentProvider: text('payment_provider').notNull().default('local'),
  paymentIntentId: text('payment_intent_id').unique(),
  /** One per checkout page visit: a double submit returns the same order. */
  idempotencyKey: text('idempotency_key'),
  failureMessage: text('failure_message'),
  /** Only the brand and last four digits of the card are ever kept. */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** What has been refunded so far (per item, or the whole recharge). */
  refundedCents: integer('refunded_cents').notNull().default(0),
  ...timestamps,
}, (t) => [
  check('orders_refunded_check', sql`${t.refundedCents} between 0 and ${t.totalAmountCents}`),
  check('orders_total_check', sql`${t.totalAmountCents} >= 0`),
  check('orders_type_check', sql`${t.type} in ('purchase', 'recharge', 'subscription')`),
  check('orders_status_check', sql`${t.status} in ('pending', 'processing', 'completed', 'cancelled', 'failed', 'refunded')`),
  check('orders_payment_status_check', sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'partially_refunded', 'refunded')`),
  index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  // Lists show the newest first with the id breaking ties: ORDER BY created_at DESC, id DESC reads these in order.
  index('orders_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('orders_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('orders_type_created_idx').on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('orders_type_status_created_idx').on(t.type, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('orders_email_trgm_idx').using('gin', sql`${t.userEmail} gin_trgm_ops`),
  /** Order-number prefix search (LIKE 'ORDER-17...%') under any collation. */
  index('orders_number_pattern_idx').on(sql`${t.orderNumber} text_pattern_ops`),
  uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  /** The reconciler's work list: unpaid orders with an intent, oldest first. */
  index('orders_unpaid_intent_idx').on(t.createdAt).where(sql`${t.paymentStatus} in ('pending', 'failed') and ${t.paymentIntentId} is not null`),
]);

/**
 * Paid orders and refunds per UTC day and order type, kept in the same transaction as the payment or refund: revenue
 * analytics and the dashboard add up a year in a few hundred rows instead of scanning a million orders.
 */
export const salesDaily = pgTable('sales_daily', {
  day: date('day', { mode: 'string' }).notNull(),
  type: text('type', { enum: ORDER_TYPES }).notNull(),
  orders: integer('orders').notNull().default(0),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.day, t.type] }), check('sales_daily_type_check', sql`${t.type} in ('purchase', 'recharge', 'subscription')`)]);

export const orderItems = pgTable('order_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'restrict' }),
  /** Title at the time of purchase, so the receipt never changes. */
  title: text('title').notNull(),
  priceCents: integer('price_cents').notNull(),
  quantity: integer('quantity').notNull().default(1),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('order_items_price_check', sql`${t.priceCents} >= 0`),
  check('order_items_quantity_check', sql`${t.quantity} >= 1`),
  index('order_items_order_idx').on(t.orderId),
  index('order_items_dataset_idx').on(t.datasetId),
]);
