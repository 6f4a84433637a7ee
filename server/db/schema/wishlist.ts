// Owned by the wishlist module (server/modules/wishlist): the datasets a user keeps for later.
import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { datasets } from './catalog';

export const wishlistItems = pgTable('wishlist_items', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.datasetId] }),
  index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
]);
