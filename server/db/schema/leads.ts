// Owned by the leads module (server/modules/leads): per-user import configurations, the leads they bring in, returns,
// CSV import runs, and the admins' price list.
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uuid,
} from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_SOURCES, LEAD_STATUSES, LEAD_TYPES, LIST_PRICE_LIMITS, RETURN_STATUSES, type LeadConsent, type QualityReason,
} from '../../../common/leads';
import { timestamps } from './columns';
import { users } from './auth';

export { CAMPAIGN_SOURCES, LEAD_STATUSES };

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const leadImportConfigs = pgTable('lead_import_configs', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  campaignName: text('campaign_name').notNull(),
  campaignSource: text('campaign_source', { enum: CAMPAIGN_SOURCES }).notNull(),
  /** Null only for imports made before the price list (migration 0016): no list price applies until one is chosen. */
  leadType: text('lead_type', { enum: LEAD_TYPES }),
  active: boolean('active').notNull().default(true),
  costPerLeadCents: integer('cost_per_lead_cents').notNull(),
  /** Secret in the per-config ingest URL (rotatable). */
  ingestToken: text('ingest_token').notNull().unique(),
  /** Google Ads lead form webhook key, sent by Google in every delivery (rotated with the ingest token). */
  googleKey: text('google_key'),
  facebookPageId: text('facebook_page_id'),
  facebookFormId: text('facebook_form_id'),
  /** The page access token, encrypted at rest (server/lib/secret-box.ts); never sent to the browser. */
  facebookPageToken: text('facebook_page_token'),
  /** Daily (UTC) caps of this import, none when null: a lead over either is held, not charged. */
  dailyBudgetCents: integer('daily_budget_cents'),
  dailyLeadCap: integer('daily_lead_cap'),
  /** Charges on `spendDay`, kept by the charging functions under the advertiser's balance lock. */
  spendDay: date('spend_day', { mode: 'string' }),
  spentCentsOnDay: integer('spent_cents_on_day').notNull().default(0),
  leadsOnDay: integer('leads_on_day').notNull().default(0),
  /** The cap and day the advertiser was last told about: one e-mail per cap and day. */
  capNoticeKey: text('cap_notice_key'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  /** Deleted configurations stay for their leads' history but accept nothing and are not listed. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  check('lead_import_configs_cost_check', sql`${t.costPerLeadCents} >= 0`),
  check('lead_import_configs_caps_check', sql`${t.dailyBudgetCents} >= 0 and ${t.dailyLeadCap} >= 0`),
  check('lead_import_configs_source_check', sql`${t.campaignSource} in (${inList(CAMPAIGN_SOURCES)})`),
  check('lead_import_configs_lead_type_check', sql`${t.leadType} in (${inList(LEAD_TYPES)})`),
  index('lead_import_configs_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  index('lead_import_configs_facebook_page_idx').on(t.facebookPageId).where(sql`${t.deletedAt} is null`),
]);

export const importedLeads = pgTable('imported_leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Arrival order (a CSV batch shares one timestamp): pending leads are charged in this order. */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  configId: uuid('config_id').references(() => leadImportConfigs.id, { onDelete: 'set null' }),
  sourcePlatform: text('source_platform').notNull(),
  /** The platform's own lead id (Facebook leadgen id, Google lead id, the caller's id, a CSV row's hash). */
  sourceLeadId: text('source_lead_id'),
  /** Normalised fields (first_name, last_name, email, phone, state, zip ...) plus any extra fields as given. */
  leadData: jsonb('lead_data').$type<Record<string, string>>().notNull(),
  /** Lower-cased e-mail and E.164 phone, for the 30-day duplicate rule. */
  email: text('email'),
  phone: text('phone'),
  status: text('status', { enum: LEAD_STATUSES }).notNull().default('pending'),
  qualityScore: smallint('quality_score').notNull().default(0),
  qualityReasons: jsonb('quality_reasons').$type<QualityReason[]>().notNull().default([]),
  /** Why a lead was not accepted (status failed). */
  errors: jsonb('errors').$type<string[]>().notNull().default([]),
  consent: jsonb('consent').$type<LeadConsent>(),
  /** Price per lead of its configuration when it arrived: what it costs (or cost) to deliver. */
  costCents: integer('cost_cents').notNull().default(0),
  chargedAt: timestamp('charged_at', { withTimezone: true }),
  /**
   * The id of the transaction that charged the lead (pg_current_xact_id(), set with charged_at by ingest_leads and
   * release_held_leads): the data API's GET /api/v1/leads reads charges in this order, up to the oldest transaction
   * still running, so a charge that commits late is never behind a reader's cursor (then by seq). Leads charged before the column
   * (migration 0027) have negative values in charge order, below every real transaction id.
   */
  chargeXid: bigint('charge_xid', { mode: 'number' }),
  duplicateOfId: uuid('duplicate_of_id'),
  importId: uuid('import_id'),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('imported_leads_status_check', sql`${t.status} in (${inList(LEAD_STATUSES)})`),
  check('imported_leads_quality_check', sql`${t.qualityScore} between 0 and 100`),
  check('imported_leads_cost_check', sql`${t.costCents} >= 0`),
  /** Every charged lead says which transaction charged it: one read by charge order misses none. */
  check('imported_leads_charge_xid_check', sql`${t.chargedAt} is null or ${t.chargeXid} is not null`),
  // The looked-up key leads each index: a lookup then has exactly one index that fits, whatever the planner's
  // statistics say (ingest_leads caches its plans per session, possibly while the table is still empty).
  unique('imported_leads_source_config_key').on(t.sourceLeadId, t.configId),
  index('imported_leads_user_imported_idx').on(t.userId, t.importedAt.desc().nullsFirst(), t.seq.desc().nullsFirst()),
  // Duplicates are judged per advertiser, across all their imports (ingest_leads).
  // The e-mail or phone leads: with user_id first, the two indexes fit each other's lookup equally (user_id and time),
  // and a plan made on an empty table took the phone index to find an e-mail, reading all of the advertiser's leads.
  index('imported_leads_email_user_idx').on(t.email, t.userId, t.importedAt),
  index('imported_leads_phone_user_idx').on(t.phone, t.userId, t.importedAt),
  /** Lead volume per day across all advertisers (admin analytics). */
  index('imported_leads_imported_at_idx').on(t.importedAt),
  /** Leads waiting for funds: later leads wait behind them (ingest_leads), whatever an import's cap holds. */
  index('imported_leads_pending_idx').on(t.userId, t.seq).where(sql`${t.status} = 'pending'`),
  /** Held leads (waiting for funds or over a cap), charged oldest first (release_held_leads). */
  index('imported_leads_held_idx').on(t.userId, t.seq).where(sql`${t.status} in ('pending', 'over_cap')`),
  /** An import's leads over its cap: later ones queue behind them. */
  index('imported_leads_over_cap_idx').on(t.configId, t.seq).where(sql`${t.status} = 'over_cap'`),
  /** An upload's live counts by status (lead-counts.ts); only CSV leads carry an import id. */
  index('imported_leads_import_status_idx').on(t.importId, t.status).where(sql`${t.importId} is not null`),
  /** Charged leads in charge order (a transaction's in arrival order), per advertiser (GET /api/v1/leads). */
  index('imported_leads_user_charge_idx').on(t.userId, t.chargeXid, t.seq).where(sql`${t.chargeXid} is not null`),
]);

/** A request to take back a delivered lead's charge; an admin approves (credit through the ledger) or denies it. */
export const leadReturns = pgTable('lead_returns', {
  id: uuid('id').primaryKey().defaultRandom(),
  leadId: uuid('lead_id').notNull().unique().references(() => importedLeads.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  details: text('details').notNull().default(''),
  status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
  adminNote: text('admin_note'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('lead_returns_status_check', sql`${t.status} in (${inList(RETURN_STATUSES)})`),
  index('lead_returns_status_created_idx').on(t.status, t.createdAt),
]);

/** One CSV upload: what it brought in, for the advertiser's report and history. */
export const leadImports = pgTable('lead_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  configId: uuid('config_id').notNull().references(() => leadImportConfigs.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  bytes: integer('bytes').notNull().default(0),
  sha256: text('sha256'),
  status: text('status', { enum: ['processing', 'completed', 'failed'] }).notNull().default('processing'),
  report: jsonb('report').$type<Record<string, unknown>>().notNull().default({}),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('lead_imports_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst())]);

/**
 * The price list admins keep: the least an import of this source and lead type may pay per lead. Seeded by its
 * migration (0016) with one row per source and type; admins change prices, never the rows.
 */
export const leadPrices = pgTable('lead_prices', {
  source: text('source', { enum: CAMPAIGN_SOURCES }).notNull(),
  leadType: text('lead_type', { enum: LEAD_TYPES }).notNull(),
  priceCents: integer('price_cents').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.source, t.leadType] }),
  check('lead_prices_price_check', sql`${t.priceCents} between ${sql.raw(String(LIST_PRICE_LIMITS.minCents))} and ${sql.raw(String(LIST_PRICE_LIMITS.maxCents))}`),
]);
