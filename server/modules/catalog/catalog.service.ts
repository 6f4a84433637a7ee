// Catalog reads: categories, providers, dataset details, samples and stats (the listing: search/catalog-search.ts).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CatalogStats, Category, DatasetDetail, DatasetSample, Provider } from '../../../common/catalog';
import type { Db } from '../../db/client';
import { categories, datasetFiles, datasets, providers, providerSpecialties, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { TtlCache } from '../../lib/ttl-cache';
import { CARD_JSON } from './dataset-cards';
import { publicValue } from '../../lib/masks';
import { readSample } from './sample';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
const datasetNotFound = () => notFound('Dataset');

const activeDataset = sql`${datasets.active}`;

/**
 * Whole-catalog aggregates (category counts, providers' totals, stats) scan many datasets yet change only when datasets
 * do: they are served from `aggregates` for CATALOG_AGGREGATES_TTL_MS. A catalog change on any instance clears it
 * (the change feed); popularity (downloads) catches up within the TTL.
 */
export const CATALOG_AGGREGATES_TTL_MS = 30_000;

/** Categories with their counts; the route caches the answer with the aggregates. */
export function listCategories(db: Db): Promise<Category[]> {
  return db.select({
    id: categories.id, name: categories.name, slug: categories.slug, description: categories.description,
    icon: categories.icon, color: categories.color,
    datasetCount: sql<number>`count(${datasets.id}) filter (where ${activeDataset})`.mapWith(Number),
    recordCount: sql<number>`coalesce(sum(${datasets.recordCount}) filter (where ${activeDataset}), 0)`.mapWith(Number),
  }).from(categories)
    .leftJoin(datasets, eq(datasets.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name), asc(categories.id));
}

export function listProviders(db: Db, aggregates: TtlCache, opts: { verified?: boolean; limit?: number }): Promise<Provider[]> {
  return aggregates.get(`providers:${opts.verified}:${opts.limit}`, () => db.select({
    id: providers.id, name: providers.name, slug: providers.slug, description: providers.description,
    logoUrl: providers.logoUrl, website: providers.website, rating: providers.rating, totalReviews: providers.totalReviews,
    verified: providers.verified,
    leadsAvailable: sql<number>`(select coalesce(sum(d.record_count), 0) from ${datasets} d
      where d.provider_id = providers.id and d.active)`.mapWith(Number),
    specialties: sql<string[]>`coalesce((select array_agg(c.name order by ps.position, c.name)
      from ${providerSpecialties} ps join ${categories} c on c.id = ps.category_id
      where ps.provider_id = providers.id), '{}'::text[])`,
  }).from(providers)
    .where(opts.verified === undefined ? undefined : eq(providers.verified, opts.verified))
    .orderBy(desc(providers.rating), desc(providers.totalReviews), asc(providers.id))
    .limit(opts.limit ?? 100));
}

export async function getDataset(db: Db, slug: string): Promise<DatasetDetail> {
  const [row] = await db.select({
    card: CARD_JSON, longDescription: datasets.longDescription, createdAt: datasets.createdAt,
    fileBytes: datasetFiles.bytes, fileRows: datasetFiles.rows, fileColumns: datasetFiles.columns,
  }).from(datasets)
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(and(eq(datasets.slug, slug), eq(datasets.active, true)));
  if (!row) throw datasetNotFound();
  const { card, longDescription, createdAt, fileBytes, fileRows, fileColumns } = row;
  return {
    ...card,
    longDescription: longDescription ?? '',
    createdAt: createdAt.toISOString(),
    file: fileBytes === null || fileRows === null || fileColumns === null ? null : {
      bytes: fileBytes, rows: fileRows,
      // Masked again on the way out: a dictionary stored by older code or another tool may hold raw examples.
      columns: fileColumns.map((c) => ({ ...c, example: publicValue(c.name, c.example) })),
    },
  };
}

/** For links that carry an id: the web redirects them to the slug URL. */
export async function datasetSlugById(db: Db, id: string): Promise<{ slug: string }> {
  if (!isUuid(id)) throw datasetNotFound();
  const [row] = await db.select({ slug: datasets.slug }).from(datasets).where(and(eq(datasets.id, id), eq(datasets.active, true)));
  if (!row) throw datasetNotFound();
  return row;
}

async function storedFileOf(db: Db, id: string): Promise<{ slug: string; storageKey: string }> {
  if (!isUuid(id)) throw datasetNotFound();
  const [row] = await db.select({ slug: datasets.slug, storageKey: datasetFiles.storageKey }).from(datasets)
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(and(eq(datasets.id, id), eq(datasets.active, true)));
  if (!row) throw datasetNotFound();
  if (!row.storageKey) throw notFound('Dataset file');
  return { slug: row.slug, storageKey: row.storageKey };
}

async function readStoredSample(db: Db, storage: Storage, id: string): Promise<{ slug: string; sample: DatasetSample }> {
  const file = await storedFileOf(db, id);
  try {
    return { slug: file.slug, sample: await readSample(storage.read(file.storageKey)) };
  } catch (err) {
    // The row exists but the object is gone from storage: the same answer as no file at all.
    if ((err as { code?: string }).code === 'ENOENT' || (err as { name?: string }).name === 'NoSuchKey') throw notFound('Dataset file');
    throw err;
  }
}

export async function datasetSample(db: Db, storage: Storage, id: string): Promise<DatasetSample> {
  return (await readStoredSample(db, storage, id)).sample;
}

/** The sample as a file to download, named after its dataset. */
export async function datasetSampleFile(db: Db, storage: Storage, id: string): Promise<{ filename: string; sample: DatasetSample }> {
  const { slug, sample } = await readStoredSample(db, storage, id);
  return { filename: `${slug}-sample.csv`, sample };
}

export function catalogStats(db: Db, aggregates: TtlCache): Promise<CatalogStats> {
  return aggregates.get('stats', async () => {
  const [row] = await db.select({
    totalDatasets: sql<number>`(select count(*) from ${datasets} where active)`.mapWith(Number),
    activeProviders: sql<number>`(select count(*) from ${providers} p where p.verified
      and exists (select 1 from ${datasets} d where d.provider_id = p.id and d.active))`.mapWith(Number),
    totalDownloads: sql<number>`(select coalesce(sum(total_downloads), 0) from ${datasets} where active)`.mapWith(Number),
    totalRecords: sql<number>`(select coalesce(sum(record_count), 0) from ${datasets} where active)`.mapWith(Number),
    activeCategories: sql<number>`(select count(distinct category_id) from ${datasets} where active)`.mapWith(Number),
    // A read-only head count for the public figures; the accounts module still owns every write to users.
    activeUsers: sql<number>`(select count(*) from ${users} u where u.status = 'active' and not u.banned)`.mapWith(Number),
  }).from(sql`(select 1) as one`);
  return row!;
  });
}
