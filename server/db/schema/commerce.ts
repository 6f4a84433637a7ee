// Commerce: carts, wishlists, orders, order items, download grants and payment events.
import { sql } from 'drizzle-orm';
import {
  bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';
import { datasets } from './catalog';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../common/orders';

export { ORDER_STATUSES, PAYMENT_STATUSES };

export const ORDER_TYPES = ['purchase', 'recharge'] as const;

export const cartItems = pgTable('cart_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'cascade' }),
  priceCents: integer('price_cents').notNull(),
  quantity: integer('quantity').notNull().default(1),
  ...timestamps,
}, (t) => [
  unique('cart_items_user_dataset_key').on(t.userId, t.datasetId),
  check('cart_items_quantity_check', sql`${t.quantity} between 1 and 1000`),
  check('cart_items_price_check', sql`${t.priceCents} >= 0`),
]);

export const wishlistItems = pgTable('wishlist_items', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.datasetId] }),
  index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
]);

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
  check('orders_type_check', sql`${t.type} in ('purchase', 'recharge')`),
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
  type: text('type', { enum: ['purchase', 'recharge'] }).notNull(),
  orders: integer('orders').notNull().default(0),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.day, t.type] }), check('sales_daily_type_check', sql`${t.type} in ('purchase', 'recharge')`)]);

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

/** The right to download one order item's dataset until `expires_at` (paid time + 30 days). */
export const downloadGrants = pgTable('download_grants', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  orderItemId: uuid('order_item_id').notNull().unique().references(() => orderItems.id, { onDelete: 'cascade' }),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'restrict' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  downloadCount: integer('download_count').notNull().default(0),
  lastDownloadedAt: timestamp('last_downloaded_at', { withTimezone: true }),
  lastFormat: text('last_format'),
  /** A refund took the item back: the grant no longer downloads. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('download_grants_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst())]);

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * Money given back for an order: one row per refunded item (or the whole recharge). The partial unique indexes make
 * an item (or a recharge) refundable once, however many clicks and webhooks race.
 */
export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
  /** null: the whole order (a balance recharge, which has no items). */
  orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'restrict' }),
  amountCents: integer('amount_cents').notNull(),
  provider: text('provider').notNull(),
  /** The gateway's refund id (re_...), once it answered. */
  providerRefundId: text('provider_refund_id').unique(),
  status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
  reason: text('reason').notNull().default(''),
  failureMessage: text('failure_message'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
}, (t) => [
  check('refunds_amount_check', sql`${t.amountCents} > 0`),
  check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  uniqueIndex('refunds_item_once_idx').on(t.orderItemId).where(sql`${t.orderItemId} is not null and ${t.status} <> 'failed'`),
  uniqueIndex('refunds_order_once_idx').on(t.orderId).where(sql`${t.orderItemId} is null and ${t.status} <> 'failed'`),
  index('refunds_order_idx').on(t.orderId),
]);

/** Every gateway event once: the unique key makes applying a payment exactly-once. */
export const paymentEvents = pgTable('payment_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('payment_events_provider_event_key').on(t.provider, t.eventId)]);

/**
 * The local test gateway's payment intents (PAYMENT_PROVIDER=local). Kept in the database so that any instance can
 * confirm or reconcile them, as with a real gateway.
 */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded'] }).notNull().default('requires_payment_method'),
  lastError: text('last_error'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  ...timestamps,
}, (t) => [check('local_payment_intents_amount_check', sql`${t.amountCents} > 0`)]);

/** The local test gateway's refunds, kept like a real gateway keeps them (PAYMENT_PROVIDER=local). */
export const localRefunds = pgTable('local_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id').notNull().references(() => localPaymentIntents.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('local_refunds_amount_check', sql`${t.amountCents} > 0`), index('local_refunds_intent_idx').on(t.intentId)]);
