// The catalog as administrators change it: datasets (add, edit, activate or deactivate, delete unless ordered),
// categories and providers. Every change is one transaction with its audit row and a catalog change notice, so every
// instance drops its cached listings the moment it commits.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DATASET_MESSAGES, slugify, type AdminCategory, type AdminDataset, type AdminDatasetPage, type AdminDatasetsQuery, type AdminProvider,
  type CategoryInput, type DatasetInput, type DatasetInsights, type ProviderInput,
} from '../../../common/admin';
import type { Db } from '../../db/client';
import { categories, datasetFiles, datasets, orderItems, providers } from '../../db/schema';
import type { ChangeFeed } from '../../lib/change-feed';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { JobQueue } from '../jobs/job-queue';
import { changedFields, recordAudit, type Actor } from '../audit/audit.service';
import { cappedCount, containsPattern } from '../../lib/paging';

export interface CatalogAdminDeps { db: Db; storage: Storage; changes: ChangeFeed; jobs: JobQueue }
type Query = z.output<typeof AdminDatasetsQuery>;
type DatasetValues = z.output<typeof DatasetInput>;
type CategoryValues = z.output<typeof CategoryInput>;
type ProviderValues = z.output<typeof ProviderInput>;

const conflict = (message: string, fields?: Record<string, string>) => new AppError('CONFLICT', 409, message, fields);
const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', 400, message, { [field]: message });

const adminColumns = {
  dataset: datasets,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  provider: { id: providers.id, name: providers.name },
  file: { bytes: datasetFiles.bytes, rows: datasetFiles.rows, columns: datasetFiles.columns, createdAt: datasetFiles.createdAt },
};

function adminQuery(db: Db) {
  return db.select(adminColumns).from(datasets)
    .innerJoin(categories, eq(categories.id, datasets.categoryId))
    .innerJoin(providers, eq(providers.id, datasets.providerId))
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id));
}

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminQuery>['execute']>>[number];

function toAdminDataset(r: AdminRow): AdminDataset {
  const d = r.dataset;
  return {
    id: d.id, title: d.title, slug: d.slug, description: d.description, longDescription: d.longDescription,
    category: r.category, provider: r.provider, priceCents: d.priceCents, originalPriceCents: d.originalPriceCents,
    sizeDescription: d.sizeDescription, recordCount: d.recordCount, updateFrequency: d.updateFrequency, dataFormats: d.dataFormats,
    tags: d.tags, featured: d.featured, active: d.active, rating: d.rating, totalReviews: d.totalReviews, totalDownloads: d.totalDownloads,
    revenueCents: d.revenueCents, createdAt: d.createdAt.toISOString(), updatedAt: d.updatedAt.toISOString(),
    file: r.file?.bytes == null ? null : { bytes: r.file.bytes, rows: r.file.rows, columns: r.file.columns, uploadedAt: r.file.createdAt.toISOString() },
  };
}

const SORTS = {
  updated: datasets.updatedAt, title: datasets.title, price: datasets.priceCents, downloads: datasets.totalDownloads,
  rating: datasets.rating, revenue: datasets.revenueCents,
} as const;

export async function listAdminDatasets(db: Db, q: Query): Promise<AdminDatasetPage> {
  const search = q.search?.trim();
  const where = and(
    search ? or(ilike(datasets.title, containsPattern(search)), ilike(datasets.description, containsPattern(search))) : undefined,
    q.category ? sql`${datasets.categoryId} = (select id from ${categories} where slug = ${q.category})` : undefined,
    q.status === 'active' ? eq(datasets.active, true) : q.status === 'inactive' ? eq(datasets.active, false) : undefined,
  );
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, counted] = await Promise.all([
    adminQuery(db).where(where).orderBy(direction(SORTS[q.sort]), direction(datasets.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    cappedCount(db, datasets, where),
  ]);
  return { items: rows.map(toAdminDataset), ...counted, page: q.page, pageSize: q.limit };
}

export async function getAdminDataset(db: Db, id: string): Promise<AdminDataset> {
  const [row] = await adminQuery(db).where(eq(datasets.id, id));
  if (!row) throw notFound('Dataset');
  return toAdminDataset(row);
}

export async function datasetInsights(db: Db): Promise<DatasetInsights> {
  const top = (order: SQL) => db.select({ id: datasets.id, title: datasets.title, totalDownloads: datasets.totalDownloads, revenueCents: datasets.revenueCents })
    .from(datasets).orderBy(order, asc(datasets.title)).limit(5);
  const [[totals], byDownloads, byRevenue] = await Promise.all([
    db.select({
      datasets: count(),
      active: sql<number>`count(*) filter (where ${datasets.active})`.mapWith(Number),
      downloads: sql<number>`coalesce(sum(${datasets.totalDownloads}), 0)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${datasets.revenueCents}), 0)`.mapWith(Number),
    }).from(datasets),
    top(desc(datasets.totalDownloads)),
    top(desc(datasets.revenueCents)),
  ]);
  return { totals: totals!, topByDownloads: byDownloads, topByRevenue: byRevenue };
}

/** The slug asked for (refused when taken), or one made from the title (numbered until free). */
async function freeSlug(tx: Db, input: { slug?: string; title: string }, exceptId?: string): Promise<string> {
  const taken = async (slug: string) => {
    const [row] = await tx.select({ id: datasets.id }).from(datasets).where(eq(datasets.slug, slug));
    return row !== undefined && row.id !== exceptId;
  };
  if (input.slug) {
    if (await taken(input.slug)) throw conflict(DATASET_MESSAGES.slugTaken, { slug: DATASET_MESSAGES.slugTaken });
    return input.slug;
  }
  const base = slugify(input.title) || 'dataset';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

async function checkReferences(tx: Db, input: { categoryId?: string; providerId?: string }) {
  if (input.categoryId) {
    const [c] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
    if (!c) throw invalid('categoryId', DATASET_MESSAGES.category);
  }
  if (input.providerId) {
    const [p] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, input.providerId));
    if (!p) throw invalid('providerId', DATASET_MESSAGES.provider);
  }
}

/** Stored as given; an emptied long description is none (the page then shows the description). */
function datasetValues(input: Partial<DatasetValues>) {
  const { slug: _slug, ...rest } = input;
  return { ...rest, ...(input.longDescription !== undefined ? { longDescription: input.longDescription || null } : {}) };
}

/** Two saves racing for one slug: the unique index decides, and the loser hears why. */
const slugRace = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflict(DATASET_MESSAGES.slugTaken, { slug: DATASET_MESSAGES.slugTaken });
  throw err;
};

export async function createDataset(deps: CatalogAdminDeps, actor: Actor, input: DatasetValues): Promise<AdminDataset> {
  const id = await deps.db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const slug = await freeSlug(tx, input);
    const { slug: _slug, ...values } = input;
    // SPEC.md 5: the long description falls back to the description.
    const [created] = await tx.insert(datasets).values({ ...values, slug, longDescription: input.longDescription || input.description }).returning();
    await recordAudit(tx, actor, { action: 'dataset.create', entityType: 'dataset', entityId: created!.id, after: auditView(created!) });
    await deps.changes.publish('catalog', tx);
    return created!.id;
  }).catch(slugRace);
  return getAdminDataset(deps.db, id);
}

export async function updateDataset(deps: CatalogAdminDeps, actor: Actor, id: string, input: Partial<DatasetValues>): Promise<AdminDataset> {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(datasets).where(eq(datasets.id, id)).for('update');
    if (!current) throw notFound('Dataset');
    await checkReferences(tx, input);
    const slug = input.slug && input.slug !== current.slug ? await freeSlug(tx, { slug: input.slug, title: current.title }, id) : current.slug;
    const values = { ...datasetValues(input), slug };
    const [updated] = await tx.update(datasets).set(values).where(eq(datasets.id, id)).returning();
    const { before, after } = changedFields(auditView(current), auditView(updated!));
    const action = 'active' in after && Object.keys(after).length === 1 ? (updated!.active ? 'dataset.activate' : 'dataset.deactivate') : 'dataset.update';
    await recordAudit(tx, actor, { action, entityType: 'dataset', entityId: id, before, after });
    await deps.changes.publish('catalog', tx);
    // A new price or title is news to the teams holding it with Real-Time Data Delivery.
    if ('priceCents' in after || 'title' in after) await deps.jobs.send('subscriptions.dataset-updated', { datasetId: id }, { tx });
  }).catch(slugRace);
  return getAdminDataset(deps.db, id);
}

/** Refused once the dataset was ordered: receipts and buyers' downloads depend on it (deactivate it instead). */
export async function deleteDataset(deps: CatalogAdminDeps, actor: Actor, id: string) {
  const storageKey = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(datasets).where(eq(datasets.id, id)).for('update');
    if (!current) throw notFound('Dataset');
    const [ordered] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.datasetId, id));
    if (ordered!.n > 0) throw conflict(DATASET_MESSAGES.hasOrders);
    const [file] = await tx.select({ storageKey: datasetFiles.storageKey }).from(datasetFiles).where(eq(datasetFiles.datasetId, id));
    await tx.delete(datasets).where(eq(datasets.id, id));
    await recordAudit(tx, actor, { action: 'dataset.delete', entityType: 'dataset', entityId: id, before: auditView(current) });
    await deps.changes.publish('catalog', tx);
    return file?.storageKey ?? null;
  });
  if (storageKey) await deps.storage.remove(storageKey).catch(() => {});
}

function auditView(d: typeof datasets.$inferSelect): Record<string, unknown> {
  return {
    title: d.title, slug: d.slug, description: d.description, longDescription: d.longDescription, categoryId: d.categoryId, providerId: d.providerId,
    priceCents: d.priceCents, originalPriceCents: d.originalPriceCents, sizeDescription: d.sizeDescription, recordCount: d.recordCount,
    updateFrequency: d.updateFrequency, dataFormats: d.dataFormats, tags: d.tags, featured: d.featured, active: d.active,
  };
}

// ---- categories and providers ----------------------------------------------------------------------------------

export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  return db.select({
    id: categories.id, name: categories.name, slug: categories.slug, description: categories.description, icon: categories.icon, color: categories.color,
    // The outer table by name: a single-table select renders ${categories.id} unqualified, which here would mean d.id.
    datasets: sql<number>`(select count(*) from ${datasets} d where d.category_id = categories.id)`.mapWith(Number),
  }).from(categories).orderBy(asc(categories.name));
}

export async function saveCategory(deps: CatalogAdminDeps, actor: Actor, id: string | null, input: CategoryValues) {
  return deps.db.transaction(async (tx) => {
    const slug = input.slug || slugify(input.name);
    const [clash] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
    if (clash && clash.id !== id) throw conflict('Another category already uses this slug.', { slug: 'Another category already uses this slug.' });
    const values = { ...input, slug };
    if (!id) {
      const [created] = await tx.insert(categories).values(values).returning();
      await recordAudit(tx, actor, { action: 'category.create', entityType: 'category', entityId: created!.id, after: values });
      await deps.changes.publish('catalog', tx);
      return created!.id;
    }
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw notFound('Category');
    await tx.update(categories).set(values).where(eq(categories.id, id));
    await recordAudit(tx, actor, { action: 'category.update', entityType: 'category', entityId: id, ...changedFields(current as Record<string, unknown>, values) });
    await deps.changes.publish('catalog', tx);
    return id;
  });
}

export async function deleteCategory(deps: CatalogAdminDeps, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw notFound('Category');
    const [used] = await tx.select({ n: count() }).from(datasets).where(eq(datasets.categoryId, id));
    if (used!.n > 0) throw conflict(`This category still has ${used!.n} dataset${used!.n === 1 ? '' : 's'}: move them to another category first.`);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, { action: 'category.delete', entityType: 'category', entityId: id, before: current });
    await deps.changes.publish('catalog', tx);
  });
}

export async function listAdminProviders(db: Db): Promise<AdminProvider[]> {
  return db.select({
    id: providers.id, name: providers.name, slug: providers.slug, description: providers.description, website: providers.website,
    logoUrl: providers.logoUrl, verified: providers.verified, rating: providers.rating,
    datasets: sql<number>`(select count(*) from ${datasets} d where d.provider_id = providers.id)`.mapWith(Number),
  }).from(providers).orderBy(asc(providers.name));
}

export async function saveProvider(deps: CatalogAdminDeps, actor: Actor, id: string | null, input: ProviderValues) {
  return deps.db.transaction(async (tx) => {
    const slug = input.slug || slugify(input.name);
    const [clash] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.slug, slug));
    if (clash && clash.id !== id) throw conflict('Another provider already uses this slug.', { slug: 'Another provider already uses this slug.' });
    const values = { name: input.name, slug, description: input.description, website: input.website || null, logoUrl: input.logoUrl || null, verified: input.verified };
    if (!id) {
      const [created] = await tx.insert(providers).values(values).returning();
      await recordAudit(tx, actor, { action: 'provider.create', entityType: 'provider', entityId: created!.id, after: values });
      await deps.changes.publish('catalog', tx);
      return created!.id;
    }
    const [current] = await tx.select().from(providers).where(eq(providers.id, id)).for('update');
    if (!current) throw notFound('Provider');
    await tx.update(providers).set(values).where(eq(providers.id, id));
    await recordAudit(tx, actor, { action: current.verified !== values.verified ? (values.verified ? 'provider.verify' : 'provider.unverify') : 'provider.update', entityType: 'provider', entityId: id, ...changedFields(current as Record<string, unknown>, values) });
    await deps.changes.publish('catalog', tx);
    return id;
  });
}

export async function deleteProvider(deps: CatalogAdminDeps, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(providers).where(eq(providers.id, id)).for('update');
    if (!current) throw notFound('Provider');
    const [used] = await tx.select({ n: count() }).from(datasets).where(eq(datasets.providerId, id));
    if (used!.n > 0) throw conflict(`This provider still has ${used!.n} dataset${used!.n === 1 ? '' : 's'}: they would have no provider.`);
    await tx.delete(providers).where(eq(providers.id, id));
    await recordAudit(tx, actor, { action: 'provider.delete', entityType: 'provider', entityId: id, before: current });
    await deps.changes.publish('catalog', tx);
  });
}
