// Owned by the reviews module (server/modules/reviews): buyers' reviews of datasets (the datasets' rating and review
// count are the catalog's columns).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { datasets } from './catalog';

export const reviews = pgTable('reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  rating: smallint('rating').notNull(),
  title: text('title').notNull(),
  comment: text('comment').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  index('reviews_dataset_created_idx').on(t.datasetId, t.createdAt.desc().nullsFirst()),
  uniqueIndex('reviews_one_per_user_idx').on(t.datasetId, t.userId),
]);
