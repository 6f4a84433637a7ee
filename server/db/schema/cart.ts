// Owned by the cart module (server/modules/cart): the signed-in user's cart, one line per dataset.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';
import { datasets } from './catalog';

export const cartItems = pgTable('cart_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'cascade' }),
  priceCents: integer('price_cents').notNull(),
  quantity: integer('quantity').notNull().default(1),
  ...timestamps,
}, (t) => [
  unique('cart_items_user_dataset_key').on(t.userId, t.datasetId),
  check('cart_items_quantity_check', sql`${t.quantity} between 1 and 1000`),
  check('cart_items_price_check', sql`${t.priceCents} >= 0`),
]);
