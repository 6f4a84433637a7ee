// Owned by the subscriptions module (server/modules/subscriptions): a team's plan and add-ons, the datasets taken into
// it and the per-dataset add-ons used. Every payment for it is an order of type 'subscription' (orders module), paid
// through the one payment handler like a purchase. The Real-Time Data Delivery add-on's endpoint and deliveries too.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES } from '../../../common/lead-delivery';
import { ADDON_IDS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../../../common/plans';
import { REALTIME_EVENTS, type RealtimeEvent } from '../../../common/realtime';
import { timestamps } from './columns';
import { users } from './auth';
import { datasets } from './catalog';
import { teams } from './teams';

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: uuid('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLAN_IDS }).notNull(),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
  /** Monthly add-ons: Real-Time Data Delivery on or off; Team Management bills one seat per member. */
  realtime: boolean('realtime').notNull().default(false),
  teamSeats: boolean('team_seats').notNull().default(false),
  /** Per-dataset add-ons: each dataset delivered with them is billed on the next renewal. */
  verification: boolean('verification').notNull().default(false),
  enhancement: boolean('enhancement').notNull().default(false),
  /** When the plan started: every period ends a whole number of months after it (a plan started on the 31st renews on the 31st, or a shorter month's last day). */
  billingAnchor: timestamp('billing_anchor', { withTimezone: true }).notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Proration credit from a downgrade, taken off the next renewal. */
  creditCents: integer('credit_cents').notNull().default(0),
  /** Past due: since when, how many renewal tries failed, and when the next one runs. */
  pastDueSince: timestamp('past_due_since', { withTimezone: true }),
  failedRenewals: integer('failed_renewals').notNull().default(0),
  nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  endedReason: text('ended_reason'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  /**
   * The plan's state number, one more on every write that changes what it is worth (settings, period, credit): a
   * change is priced from one version and its payment applies only to that version (subscription-lifecycle.ts).
   */
  version: integer('version').notNull().default(0),
  ...timestamps,
}, (t) => [
  check('subscriptions_status_check', sql`${t.status} in ('active', 'past_due', 'ended')`),
  check('subscriptions_plan_check', sql`${t.plan} in ('starter', 'professional', 'enterprise')`),
  check('subscriptions_credit_check', sql`${t.creditCents} >= 0`),
  /** One live plan per team. */
  uniqueIndex('subscriptions_live_team_idx').on(t.teamId).where(sql`${t.status} <> 'ended'`),
  index('subscriptions_team_created_idx').on(t.teamId, t.createdAt.desc().nullsFirst()),
  /** The renewal job's work list. */
  index('subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`${t.status} <> 'ended'`),
]);

/** A catalog dataset taken into the plan, counted against the billing period it was taken in. */
export const planTakes = pgTable('plan_takes', {
  id: uuid('id').primaryKey().defaultRandom(),
  subscriptionId: uuid('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
  teamId: uuid('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'restrict' }),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('plan_takes_once_per_period').on(t.subscriptionId, t.periodStart, t.datasetId),
  index('plan_takes_team_created_idx').on(t.teamId, t.createdAt.desc().nullsFirst()),
]);

/** A per-dataset add-on used on a dataset in a billing period: billed once per dataset and period at renewal. */
export const addonUsage = pgTable('addon_usage', {
  subscriptionId: uuid('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  addon: text('addon', { enum: ADDON_IDS }).notNull(),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'restrict' }),
  day: date('day', { mode: 'string' }).notNull().default(sql`current_date`),
}, (t) => [unique('addon_usage_once').on(t.subscriptionId, t.periodStart, t.addon, t.datasetId)]);

/** A team's Real-Time Data Delivery endpoint (the add-on): where dataset updates and charged leads are pushed. */
export const realtimeEndpoints = pgTable('realtime_endpoints', {
  teamId: uuid('team_id').primaryKey().references(() => teams.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  /** The HMAC signing secret, sealed (server/lib/secret-box.ts) like the lead webhooks'. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  /** Deliveries in a row that used up every try; any success resets it. */
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  /** Turned off automatically after too many failed deliveries, until saved enabled again. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  ...timestamps,
});

/** The body of a real-time delivery: the event (`id` is the event's, shared by its replays) and what it is about. */
export interface RealtimePayload { id: string; type: RealtimeEvent; occurredAt: string; data: Record<string, unknown> }

/** One push of one event to a team's endpoint (a replay is a new one); its tries update the row. */
export const realtimeDeliveries = pgTable('realtime_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: uuid('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  event: text('event', { enum: REALTIME_EVENTS }).notNull(),
  /** The body sent, built when the event happened (its id is the event's: the same in a replay). */
  payload: jsonb('payload').$type<RealtimePayload>().notNull(),
  status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  statusCode: integer('status_code'),
  responseMs: integer('response_ms'),
  error: text('error'),
  nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('realtime_deliveries_status_check', sql`${t.status} in (${sql.raw(DELIVERY_STATUSES.map((s) => `'${s}'`).join(', '))})`),
  check('realtime_deliveries_event_check', sql`${t.event} in (${sql.raw(REALTIME_EVENTS.map((s) => `'${s}'`).join(', '))})`),
  index('realtime_deliveries_team_created_idx').on(t.teamId, t.createdAt.desc().nullsFirst()),
]);
