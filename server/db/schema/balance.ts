// Prepaid balance: one row per user plus an append-only ledger.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';

export const BALANCE_TRANSACTION_KINDS = ['recharge', 'lead_charge', 'refund', 'adjustment'] as const;

export const userBalances = pgTable('user_balances', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  balanceCents: integer('balance_cents').notNull().default(0),
  reservedCents: integer('reserved_cents').notNull().default(0),
  autoRechargeEnabled: boolean('auto_recharge_enabled').notNull().default(false),
  rechargeThresholdCents: integer('recharge_threshold_cents').notNull().default(10000),
  rechargeAmountCents: integer('recharge_amount_cents').notNull().default(50000),
  ...timestamps,
}, (t) => [
  check('user_balances_balance_check', sql`${t.balanceCents} >= 0`),
  check('user_balances_reserved_check', sql`${t.reservedCents} >= 0`),
]);

export const balanceTransactions = pgTable('balance_transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: BALANCE_TRANSACTION_KINDS }).notNull(),
  /** Signed: credits positive, charges negative. */
  amountCents: integer('amount_cents').notNull(),
  balanceAfterCents: integer('balance_after_cents').notNull(),
  /** Idempotency: a payment intent id, a lead id ... applied at most once. */
  reference: text('reference').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('balance_transactions_kind_check', sql`${t.kind} in ('recharge', 'lead_charge', 'refund', 'adjustment')`),
  index('balance_transactions_user_created_idx').on(t.userId, t.createdAt.desc()),
]);
