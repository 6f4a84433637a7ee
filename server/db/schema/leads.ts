// Lead import: per-user import configurations and the leads they bring in.
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';

export const CAMPAIGN_SOURCES = ['facebook', 'linkedin', 'twitter', 'google', 'other'] as const;
export const LEAD_STATUSES = ['delivered', 'failed', 'pending', 'other'] as const;

export const leadImportConfigs = pgTable('lead_import_configs', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  campaignName: text('campaign_name').notNull(),
  campaignSource: text('campaign_source', { enum: CAMPAIGN_SOURCES }).notNull(),
  active: boolean('active').notNull().default(true),
  costPerLeadCents: integer('cost_per_lead_cents').notNull(),
  /** Secret in the per-config ingest URL. */
  ingestToken: text('ingest_token').notNull().unique(),
  facebookPageId: text('facebook_page_id'),
  facebookFormId: text('facebook_form_id'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
}, (t) => [
  check('lead_import_configs_cost_check', sql`${t.costPerLeadCents} >= 0`),
  check('lead_import_configs_source_check', sql`${t.campaignSource} in ('facebook', 'linkedin', 'twitter', 'google', 'other')`),
  index('lead_import_configs_user_created_idx').on(t.userId, t.createdAt.desc()),
  index('lead_import_configs_facebook_form_idx').on(t.facebookFormId),
]);

export const importedLeads = pgTable('imported_leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  configId: uuid('config_id').references(() => leadImportConfigs.id, { onDelete: 'set null' }),
  sourcePlatform: text('source_platform').notNull(),
  /** The platform's own lead id (Facebook leadgen id ...), when it has one. */
  sourceLeadId: text('source_lead_id'),
  leadData: jsonb('lead_data').$type<Record<string, unknown>>().notNull(),
  /** Lower-cased e-mail, for the 30-day duplicate rule. */
  email: text('email'),
  status: text('status', { enum: LEAD_STATUSES }).notNull().default('pending'),
  qualityScore: smallint('quality_score').notNull().default(0),
  costCents: integer('cost_cents').notNull().default(0),
  chargedAt: timestamp('charged_at', { withTimezone: true }),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('imported_leads_status_check', sql`${t.status} in ('delivered', 'failed', 'pending', 'other')`),
  check('imported_leads_quality_check', sql`${t.qualityScore} between 0 and 100`),
  check('imported_leads_cost_check', sql`${t.costCents} >= 0`),
  unique('imported_leads_config_source_key').on(t.configId, t.sourceLeadId),
  index('imported_leads_user_imported_idx').on(t.userId, t.importedAt.desc()),
  index('imported_leads_config_email_idx').on(t.configId, t.email, t.importedAt.desc()),
  index('imported_leads_pending_idx').on(t.userId, t.status).where(sql`${t.status} = 'pending'`),
]);
