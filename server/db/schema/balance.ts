// Owned by the balance module (server/modules/balance): prepaid balances, one row per user, and their append-only
// ledger. The one write from outside the module is the stored SQL functions of the leads module (ingest_leads,
// release_held_leads), which charge leads and count them against the spend caps under the balance row's lock (see docs/ARCHITECTURE.md, Server modules).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUTO_RECHARGE_DAILY, LEDGER_KINDS } from '../../../common/billing';
import { timestamps } from './columns';
import { users } from './auth';

export const BALANCE_TRANSACTION_KINDS = LEDGER_KINDS;

export const userBalances = pgTable('user_balances', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  balanceCents: integer('balance_cents').notNull().default(0),
  reservedCents: integer('reserved_cents').notNull().default(0),
  autoRechargeEnabled: boolean('auto_recharge_enabled').notNull().default(false),
  rechargeThresholdCents: integer('recharge_threshold_cents').notNull().default(10000),
  rechargeAmountCents: integer('recharge_amount_cents').notNull().default(50000),
  /** Set when an automatic recharge failed; auto-recharge stays off until the user saves settings or a card again. */
  autoRechargePausedReason: text('auto_recharge_paused_reason'),
  /** Daily limits on automatic recharges (UTC days): how many, and for how much in all. */
  autoRechargeDailyMaxCount: integer('auto_recharge_daily_max_count').notNull().default(AUTO_RECHARGE_DAILY.defaultCount),
  autoRechargeDailyMaxCents: integer('auto_recharge_daily_max_cents').notNull().default(AUTO_RECHARGE_DAILY.defaultCents),
  /** The day the counts below are for; a recharge on a later day starts them again. */
  autoRechargeDay: date('auto_recharge_day', { mode: 'string' }),
  autoRechargesOnDay: integer('auto_recharges_on_day').notNull().default(0),
  autoRechargedCentsOnDay: integer('auto_recharged_cents_on_day').notNull().default(0),
  /** Spend caps on lead charges (UTC day and calendar month), none when null; a lead over a cap is held, not charged. */
  dailySpendCapCents: integer('daily_spend_cap_cents'),
  monthlySpendCapCents: integer('monthly_spend_cap_cents'),
  /** Lead charges on `spendDay` and in the month starting `spendMonth`, kept by the charging functions under the row lock. */
  spendDay: date('spend_day', { mode: 'string' }),
  spentCentsOnDay: integer('spent_cents_on_day').notNull().default(0),
  spendMonth: date('spend_month', { mode: 'string' }),
  spentCentsInMonth: integer('spent_cents_in_month').notNull().default(0),
  /** The cap and period the advertiser was last told about ('day:2026-11-28'): one e-mail per cap and period. */
  capNoticeKey: text('cap_notice_key'),
  /** An automatic recharge has been started and not yet settled: at most one at a time. */
  rechargeStartedAt: timestamp('recharge_started_at', { withTimezone: true }),
  /** The low-balance e-mail went out for the current dip under the threshold (cleared once back above it). */
  lowBalanceNotifiedAt: timestamp('low_balance_notified_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  check('user_balances_balance_check', sql`${t.balanceCents} >= 0`),
  check('user_balances_reserved_check', sql`${t.reservedCents} >= 0`),
  check('user_balances_threshold_check', sql`${t.rechargeThresholdCents} >= 0`),
  check('user_balances_recharge_amount_check', sql`${t.rechargeAmountCents} > 0`),
  check('user_balances_spend_caps_check', sql`${t.dailySpendCapCents} >= 0 and ${t.monthlySpendCapCents} >= 0`),
]);

export const balanceTransactions = pgTable('balance_transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Order of application (one transaction's rows share a timestamp): the running balance reads in this order. */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
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
  check('balance_transactions_kind_check', sql`${t.kind} in ('recharge', 'lead_charge', 'lead_return', 'refund', 'adjustment')`),
  check('balance_transactions_balance_after_check', sql`${t.balanceAfterCents} >= 0`),
  index('balance_transactions_user_seq_idx').on(t.userId, t.seq.desc().nullsFirst()),
  /** Lead spend per day (admin analytics) from the index alone. */
  index('balance_transactions_kind_created_idx').on(t.kind, t.createdAt, t.amountCents),
]);
