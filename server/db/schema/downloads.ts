// Owned by the downloads module (server/modules/downloads): the right to download what an order bought.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { datasets } from './catalog';
import { orderItems } from './orders';

/** The right to download one order item's dataset until `expires_at` (paid time + 30 days). */
export const downloadGrants = pgTable('download_grants', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  orderItemId: uuid('order_item_id').notNull().unique().references(() => orderItems.id, { onDelete: 'cascade' }),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'restrict' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  downloadCount: integer('download_count').notNull().default(0),
  lastDownloadedAt: timestamp('last_downloaded_at', { withTimezone: true }),
  lastFormat: text('last_format'),
  /** A refund took the item back: the grant no longer downloads. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('download_grants_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst())]);
