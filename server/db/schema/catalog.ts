// Catalog: categories, providers, datasets, their stored files and reviews.
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint, boolean, check, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint,
  text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { DATA_FORMATS, UPDATE_FREQUENCIES } from '../../../common/catalog';
import { timestamps } from './columns';
import { users } from './auth';

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
  dataFormats: text('data_formats').array().notNull().default(sql`'{CSV}'::text[]`),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  featured: boolean('featured').notNull().default(false),
  active: boolean('active').notNull().default(true),
  rating: doublePrecision('rating').notNull().default(0),
  totalReviews: integer('total_reviews').notNull().default(0),
  totalDownloads: integer('total_downloads').notNull().default(0),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  /** Weighted full-text document: title (A), tags (B), description (C). Kept by the database. */
  searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL => sql`
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', immutable_array_to_string(tags, ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'C')`),
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
  index('datasets_search_idx').using('gin', t.searchVector),
  index('datasets_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
]);

/**
 * Every word of the datasets' titles and tags, lower-case as written (not stemmed): what a misspelt or partial search
 * word is matched against (trigram similarity over a few thousand rows instead of every title). A trigger on datasets
 * adds new words; a word whose datasets are gone stays, and only ever expands a search to nothing more.
 */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
}, (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)]);

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
