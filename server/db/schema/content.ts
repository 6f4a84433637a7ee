// Editable site content: one row per key.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const CONTENT_TYPES = ['text', 'image', 'html'] as const;

export const contentItems = pgTable('content_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  type: text('type', { enum: CONTENT_TYPES }).notNull().default('text'),
  value: text('value').notNull().default(''),
  label: text('label').notNull(),
  section: text('section').notNull(),
  ...timestamps,
}, (t) => [
  check('content_items_type_check', sql`${t.type} in ('text', 'image', 'html')`),
  index('content_items_section_idx').on(t.section),
  index('content_items_updated_at_idx').on(t.updatedAt.desc()),
]);
