// Owned by the catalog module (server/modules/catalog): categories, providers, datasets, their stored files, daily
// sales, and the search tables the triggers keep.
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint,
  text, timestamp, uuid,
} from 'drizzle-orm/pg-core';
import { DATA_FORMATS, UPDATE_FREQUENCIES } from '../../../common/catalog';
import { timestamps } from './columns';

export const CATEGORY_ICONS = ['Heart', 'Shield', 'Users', 'Car', 'Home', 'Building', 'BarChart3', 'TrendingUp', 'Database'] as const;
export { DATA_FORMATS, UPDATE_FREQUENCIES };
export const SIZE_DESCRIPTIONS = ['Small', 'Medium', 'Large', 'Extra Large'] as const;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  icon: text('icon', { enum: CATEGORY_ICONS }).notNull().default('Database'),
  color: text('color').notNull().default('#3B82F6'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('categories_color_check', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  index('categories_name_idx').on(t.name),
]);

export const providers = pgTable('providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  logoUrl: text('logo_url'),
  website: text('website'),
  rating: doublePrecision('rating').notNull().default(0),
  totalReviews: integer('total_reviews').notNull().default(0),
  verified: boolean('verified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('providers_rating_check', sql`${t.rating} between 0 and 5`),
  index('providers_verified_rating_idx').on(t.verified, t.rating.desc().nullsFirst()),
]);

/** A provider's specialties, in display order (the home page shows the first three). */
export const providerSpecialties = pgTable('provider_specialties', {
  providerId: uuid('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  categoryId: uuid('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.providerId, t.categoryId] })]);

export const datasets = pgTable('datasets', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  longDescription: text('long_description'),
  categoryId: uuid('category_id').notNull().references(() => categories.id, { onDelete: 'restrict' }),
  providerId: uuid('provider_id').notNull().references(() => providers.id, { onDelete: 'restrict' }),
  priceCents: integer('price_cents').notNull(),
  originalPriceCents: integer('original_price_cents'),
  currency: text('currency').notNull().default('USD'),
  sizeDescription: text('size_description', { enum: SIZE_DESCRIPTIONS }).notNull().default('Medium'),
  recordCount: integer('record_count').notNull().default(0),
  updateFrequency: text('update_frequency', { enum: UPDATE_FREQUENCIES }).notNull().default('Monthly'),
  /** The formats its purchase downloads in: DELIVERY_FORMATS, not chosen per dataset (downloads/convert.ts makes them all). */
  dataFormats: text('data_formats').array().notNull().default(sql`'{CSV,JSON,Excel,XML}'::text[]`),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  featured: boolean('featured').notNull().default(false),
  active: boolean('active').notNull().default(true),
  rating: doublePrecision('rating').notNull().default(0),
  totalReviews: integer('total_reviews').notNull().default(0),
  totalDownloads: integer('total_downloads').notNull().default(0),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  ...timestamps,
}, (t) => [
  check('datasets_price_check', sql`${t.priceCents} >= 0`),
  check('datasets_original_price_check', sql`${t.originalPriceCents} is null or ${t.originalPriceCents} >= 0`),
  check('datasets_record_count_check', sql`${t.recordCount} >= 0`),
  check('datasets_rating_check', sql`${t.rating} between 0 and 5`),
  check('datasets_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  index('datasets_category_idx').on(t.categoryId),
  index('datasets_provider_idx').on(t.providerId),
  index('datasets_popular_idx').on(t.featured.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.totalDownloads.desc().nullsFirst()),
  index('datasets_price_idx').on(t.priceCents),
  index('datasets_rating_idx').on(t.rating.desc().nullsFirst()),
  index('datasets_downloads_idx').on(t.totalDownloads.desc().nullsFirst()),
  index('datasets_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  index('datasets_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
]);

/**
 * What marketplace search reads: one narrow row per *active* dataset (an inactive one has none), kept by triggers on
 * datasets, categories and providers (migration 0009). Every filter and sort key sits here. The memory design holds
 * these rows in each server; the plain design reads them through the documents' GIN index and the covering index of
 * each sort order (migration 0029). The two text documents are the only wide columns.
 */
export const datasetSearch = pgTable('dataset_search', {
  datasetId: uuid('dataset_id').primaryKey().references(() => datasets.id, { onDelete: 'cascade' }),
  categoryId: uuid('category_id').notNull(),
  providerId: uuid('provider_id').notNull(),
  priceCents: integer('price_cents').notNull(),
  rating: doublePrecision('rating').notNull(),
  totalReviews: integer('total_reviews').notNull(),
  totalDownloads: integer('total_downloads').notNull(),
  featured: boolean('featured').notNull(),
  recordCount: integer('record_count').notNull(),
  updateFrequency: text('update_frequency', { enum: UPDATE_FREQUENCIES }).notNull(),
  /** Bit i set when the dataset offers DATA_FORMATS[i]: a filter on formats is one AND, readable from an index. */
  formatMask: smallint('format_mask').notNull(),
  /** The words the seller named the dataset by: title and tags (English stems, no positions). */
  strong: tsvector('strong').notNull(),
  /** Every searchable word: the strong ones plus the category's name, the description and the provider's name. */
  doc: tsvector('doc').notNull(),
  /**
   * The transaction that last wrote the row (pg_current_xact_id()): a search index held in memory reads the rows
   * written since it last looked, those at or past that look's oldest running transaction (pg_snapshot_xmin).
   */
  changedXid: bigint('changed_xid', { mode: 'number' }).notNull().default(sql`pg_current_xact_id()::text::bigint`),
}, (t) => [
  index('dataset_search_doc_idx').using('gin', t.doc),
  index('dataset_search_changed_idx').on(t.changedXid),
]);

/**
 * The datasets whose search rows were deleted (made inactive, or deleted), by the deleting transaction, as changedXid
 * tells writes: how an index held in memory learns of removals. Kept a day (the logging trigger prunes), longer than
 * such an index goes without being drawn again whole.
 */
export const datasetSearchRemovals = pgTable('dataset_search_removals', {
  datasetId: uuid('dataset_id').notNull(),
  removedXid: bigint('removed_xid', { mode: 'number' }).notNull().default(sql`pg_current_xact_id()::text::bigint`),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('dataset_search_removals_xid_idx').on(t.removedXid),
  index('dataset_search_removals_at_idx').on(t.removedAt),
]);

/**
 * The search vocabulary: every word (with a letter) the datasets' search text has used, as written, with its English
 * stem. A misspelt or unfinished search word is matched against these (a few thousand rows, each server holding a
 * copy: search/word-list.ts) rather than against every dataset. Added by trigger; a word whose datasets are gone stays
 * and only ever expands a search to a stem no dataset has.
 */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  lexeme: text('lexeme').notNull(),
});

/** How many searchable datasets contain each stem, in their whole text and in their strong words: the planner's statistics. */
export const searchLexemes = pgTable('search_lexemes', {
  lexeme: text('lexeme').primaryKey(),
  docCount: integer('doc_count').notNull().default(0),
  strongCount: integer('strong_count').notNull().default(0),
});

/** The stored CSV behind a dataset: what downloads stream and convert. */
export const datasetFiles = pgTable('dataset_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  datasetId: uuid('dataset_id').notNull().unique().references(() => datasets.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull().unique(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  rows: integer('rows').notNull(),
  /** Data dictionary: [{ name, type, example }] */
  columns: jsonb('columns').$type<{ name: string; type: string; example: string }[]>().notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sales per dataset per day (UTC), net of refunds: written with each payment and refund, so analytics over a year
 * reads a few thousand rows instead of every order item.
 */
export const datasetSalesDaily = pgTable('dataset_sales_daily', {
  day: date('day', { mode: 'string' }).notNull(),
  datasetId: uuid('dataset_id').notNull().references(() => datasets.id, { onDelete: 'cascade' }),
  units: integer('units').notNull().default(0),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.day, t.datasetId] })]);
