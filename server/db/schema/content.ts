// Owned by the content module (server/modules/content): editable site content, one row per key, and every saved
// version of it.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTENT_TYPES } from '../../../common/content';
import { timestamps } from './columns';
import { users } from './auth';

export { CONTENT_TYPES };

export const contentItems = pgTable('content_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  type: text('type', { enum: CONTENT_TYPES }).notNull().default('text'),
  value: text('value').notNull().default(''),
  label: text('label').notNull(),
  section: text('section').notNull(),
  ...timestamps,
}, (t) => [
  check('content_items_type_check', sql`${t.type} in ('text', 'image', 'html', 'number', 'link')`),
  index('content_items_section_idx').on(t.section),
  index('content_items_updated_at_idx').on(t.updatedAt.desc().nullsFirst()),
]);

/** What a key held before each save: the content manager lists them and can restore one. */
export const contentVersions = pgTable('content_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull(),
  type: text('type', { enum: CONTENT_TYPES }).notNull(),
  value: text('value').notNull(),
  label: text('label').notNull(),
  section: text('section').notNull(),
  editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('content_versions_key_created_idx').on(t.key, t.createdAt.desc().nullsFirst())]);
