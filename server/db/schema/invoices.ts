// Owned by the invoices module (server/modules/invoices): one invoice per paid order, the per-year counter their
// numbers come from, and each team's invoice details (billing profile).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BillingProfile, BillTo, InvoiceLine, Seller, TaxLine } from '../../../common/invoices';
import { users } from './auth';
import { orders } from './orders';
import { teams } from './teams';

/**
 * The last number given in each year. Taking a number updates the year's row, which stays locked until the payment's
 * transaction ends: numbers are given one at a time, and a rolled-back payment gives its number back (no gaps).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Issued once and never changed: what was billed, to whom and by whom, as it was on the day. */
export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** INV-<year>-<6 digits>, gapless within the year. */
  number: text('number').notNull().unique(),
  orderId: uuid('order_id').notNull().unique().references(() => orders.id, { onDelete: 'restrict' }),
  /** Kept when the account is deleted, like the order: invoices are financial records. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  currency: text('currency').notNull(),
  seller: jsonb('seller').$type<Seller>().notNull(),
  billTo: jsonb('bill_to').$type<BillTo>().notNull(),
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  subtotalCents: integer('subtotal_cents').notNull(),
  taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
  taxCents: integer('tax_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
}, (t) => [
  check('invoices_total_check', sql`${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`),
  index('invoices_team_issued_idx').on(t.teamId, t.issuedAt.desc().nullsFirst()),
  index('invoices_user_issued_idx').on(t.userId, t.issuedAt.desc().nullsFirst()),
  index('invoices_issued_idx').on(t.issuedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
]);

/** A team's invoice details, edited by its owner or admins; copied into each invoice when it is issued. */
export const billingProfiles = pgTable('billing_profiles', {
  teamId: uuid('team_id').primaryKey().references(() => teams.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  email: text('email').notNull().default(''),
  address: jsonb('address').$type<BillingProfile['address']>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
});
