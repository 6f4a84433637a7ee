// Owned by the leads module (server/modules/leads/delivery): where an import's charged leads are sent (a signed
// webhook, an e-mail per lead) and the log of webhook deliveries. Kept apart from leads.ts so each changes alone.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES } from '../../../common/lead-delivery';
import { timestamps } from './columns';
import { users } from './auth';
import { importedLeads, leadImportConfigs } from './leads';

/** One per import configuration that has delivery settings. */
export const leadDeliveryEndpoints = pgTable('lead_delivery_endpoints', {
  configId: uuid('config_id').primaryKey().references(() => leadImportConfigs.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  webhookUrl: text('webhook_url'),
  webhookEnabled: boolean('webhook_enabled').notNull().default(false),
  /** The HMAC signing secret, sealed (server/lib/secret-box.ts): shown to the owner, so it must be readable. */
  secret: text('secret').notNull(),
  emailEnabled: boolean('email_enabled').notNull().default(false),
  /** Null: the account's e-mail (verified at sign-up). */
  emailTo: text('email_to'),
  /**
   * When `email_to`'s holder confirmed, by the link e-mailed to it, that it may receive leads; null until then (and
   * again whenever the address changes). Nothing is e-mailed to an unconfirmed address.
   */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  /** SHA-256 of the confirmation link's token (unique: the link finds its row by it). */
  emailConfirmTokenHash: text('email_confirm_token_hash').unique(),
  /** Deliveries in a row that used up every try; any success resets it. */
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  /** Turned off automatically after too many failed deliveries, until the owner re-enables it. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  ...timestamps,
});

/** One webhook delivery of one lead (a replay is a new one); its tries update the row. The id is the receiver's idempotency key. */
export const leadDeliveries = pgTable('lead_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  leadId: uuid('lead_id').notNull().references(() => importedLeads.id, { onDelete: 'cascade' }),
  configId: uuid('config_id').notNull().references(() => leadImportConfigs.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** The last try's answer (null: no HTTP answer, see error). */
  statusCode: integer('status_code'),
  responseMs: integer('response_ms'),
  error: text('error'),
  nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  check('lead_deliveries_status_check', sql`${t.status} in (${sql.raw(DELIVERY_STATUSES.map((s) => `'${s}'`).join(', '))})`),
  index('lead_deliveries_config_created_idx').on(t.configId, t.createdAt.desc().nullsFirst()),
  index('lead_deliveries_lead_idx').on(t.leadId),
]);
