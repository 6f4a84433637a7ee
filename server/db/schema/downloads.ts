// Owned by the downloads module (server/modules/downloads): the right to download what an order bought or a plan took.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { datasets } from './catalog';
import { orderItems } from './orders';
import { planTakes } from './subscriptions';
import { teams } from './teams';

/**
 * The right to download one order item's (or one plan take's) dataset until `expires_at` (paid or taken + 30 days),
 * held by the buyer's team: every member of that team downloads it, and a member who leaves stops at once.
 */
export const downloadGrants = pgTable('download_grants', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Who bought or took it. */
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  teamId: uuid('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  orderItemId: uuid('order_item_id').unique().references(() => orderItems.id, { onDelete: 'cascade' }),
  planTakeId: uuid('plan_take_id').unique().references(() => planTakes.id, { onDelete: 'cascade' }),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'restrict' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  downloadCount: integer('download_count').notNull().default(0),
  lastDownloadedAt: timestamp('last_downloaded_at', { withTimezone: true }),
  lastFormat: text('last_format'),
  /** A refund took the item back: the grant no longer downloads. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('download_grants_source_check', sql`(${t.orderItemId} is null) <> (${t.planTakeId} is null)`),
  index('download_grants_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  index('download_grants_team_created_idx').on(t.teamId, t.createdAt.desc().nullsFirst()),
]);
