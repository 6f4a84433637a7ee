// Owned by the payments module (server/modules/payments): gateway events, refunds, the local test gateway's intents
// and refunds, and the card saved for automatic recharges.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';
import { orderItems, orders } from './orders';

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

/**
 * The card a user saved for automatic recharges. Only what identifies it at the gateway and what the user needs to
 * recognise it (brand, last four, expiry) is kept; the local test gateway also keeps how its test card behaves.
 */
export const savedCards = pgTable('saved_cards', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
  /** Stripe customer id (cus_...); null for the local gateway. */
  customerId: text('customer_id'),
  /** Stripe payment method id (pm_...) or the local gateway's own id. */
  paymentMethodId: text('payment_method_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** Local gateway only: the decline message a Stripe test card of this number produces, null when it pays. */
  testDecline: text('test_decline'),
  ...timestamps,
});
