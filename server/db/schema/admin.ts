// Owned by the admin module (server/modules/admin): rollups the admin analytics read instead of scanning a year of
// rows (the daily sales rollup is the orders module's, schema/orders.ts).
import { bigint, date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each finished UTC day's sign-ups, imported leads and lead spend, added by a nightly job (never on the write path,
 * where a shared counter row would serialise every lead import). Analytics reads these and counts only the days
 * after the last one rolled up (normally just today) from the tables themselves.
 */
export const activityDaily = pgTable('activity_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  signups: integer('signups').notNull().default(0),
  leads: integer('leads').notNull().default(0),
  leadSpendCents: bigint('lead_spend_cents', { mode: 'number' }).notNull().default(0),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
