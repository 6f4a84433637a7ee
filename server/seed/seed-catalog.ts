// Seeds the demo catalog into an empty database: categories, providers, datasets, their CSV files and reviews.
import type { Db } from '../db/client';
import { categories, datasetFiles, datasets, providers, providerSpecialties, reviews } from '../db/schema';
import type { Storage } from '../lib/storage';
import {
  CATEGORIES, DATASETS, PROVIDERS, rowSpecOf, sizeDescriptionFor, type DatasetDefinition,
} from './catalog-data';
import { writeDatasetFile, type StoredDatasetFile } from './dataset-files';
import { datasetRows, type RowSpec } from './dataset-rows';
import { longDescription } from './long-description';
import { createRandom, seedFromString } from './random';
import { averageRating, reviewsFor, type ReviewSeed } from './reviews';

export interface CatalogSeedResult {
  categories: number;
  providers: number;
  datasets: number;
  /** Data rows across all datasets (what their files hold, when files are written). */
  rows: number;
}

const DAY_MS = 86_400_000;

/** Everything inserted for one dataset, worked out before touching the database. */
interface DatasetPlan {
  definition: DatasetDefinition;
  spec: RowSpec;
  longDescription: string;
  reviews: ReviewSeed[];
  daysAgo: number;
}

function planDataset(definition: DatasetDefinition): DatasetPlan {
  const spec = rowSpecOf(definition);
  const rng = createRandom(seedFromString(`${definition.slug}:listing`));
  // Datasets about a recent period were listed recently; the rest have been on sale for a while.
  const daysAgo = definition.scope?.window ? rng.int(2, 20) : rng.int(30, 420);
  return {
    definition,
    spec,
    longDescription: longDescription(definition, spec.kind, datasetRows(spec).columns),
    reviews: reviewsFor(definition, spec.kind, daysAgo),
    daysAgo,
  };
}

// Two writers overlap row generation (main thread) with the file writes of the other (libuv pool).
const FILE_WRITERS = 2;

/** Files go to storage before any row is inserted, so no committed row can point at a missing file. */
async function writeFiles(storage: Storage, plans: readonly DatasetPlan[]): Promise<Map<string, StoredDatasetFile>> {
  const files = new Map<string, StoredDatasetFile>();
  let next = 0;
  const writer = async () => {
    while (next < plans.length) {
      const { spec } = plans[next++]!;
      files.set(spec.slug, await writeDatasetFile(storage, spec));
    }
  };
  await Promise.all(Array.from({ length: FILE_WRITERS }, writer));
  return files;
}

export async function seedCatalog(db: Db, storage: Storage, opts: { files?: boolean } = {}): Promise<CatalogSeedResult> {
  const plans = DATASETS.map(planDataset);
  const files = opts.files === false ? new Map<string, StoredDatasetFile>() : await writeFiles(storage, plans);
  const now = Date.now();
  const daysBefore = (days: number) => new Date(now - days * DAY_MS);

  await db.transaction(async (tx) => {
    const categoryRows = await tx.insert(categories).values(CATEGORIES.map((c, i) => ({
      name: c.name, slug: c.slug, description: c.description, icon: c.icon, color: c.color,
      // Distinct creation times keep "newest first" listings stable in the catalogue's own order.
      createdAt: daysBefore(500 - i),
    }))).returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((r) => [r.slug, r.id]));

    const providerRows = await tx.insert(providers).values(PROVIDERS.map((p, i) => ({
      name: p.name, slug: p.slug, description: p.description, website: p.website,
      rating: p.rating, totalReviews: p.totalReviews, verified: p.verified, createdAt: daysBefore(480 - i),
    }))).returning({ id: providers.id, slug: providers.slug });
    const providerId = new Map(providerRows.map((r) => [r.slug, r.id]));

    await tx.insert(providerSpecialties).values(PROVIDERS.flatMap((p) => p.specialties.map((category, position) => ({
      providerId: required(providerId, p.slug), categoryId: required(categoryId, category), position,
    }))));

    const insertedDatasets = await tx.insert(datasets).values(plans.map(({ definition: d, ...plan }) => ({
      title: d.title,
      slug: d.slug,
      description: d.description,
      longDescription: plan.longDescription,
      categoryId: required(categoryId, d.category),
      providerId: required(providerId, d.provider),
      priceCents: d.priceCents,
      originalPriceCents: d.originalPriceCents ?? null,
      sizeDescription: sizeDescriptionFor(d.recordCount),
      recordCount: d.recordCount,
      updateFrequency: d.updateFrequency,
      tags: [...d.tags],
      featured: d.featured ?? false,
      rating: averageRating(plan.reviews),
      totalReviews: plan.reviews.length,
      totalDownloads: d.totalDownloads,
      createdAt: daysBefore(plan.daysAgo),
      updatedAt: daysBefore(Math.min(plan.daysAgo, 7)),
    }))).returning({ id: datasets.id, slug: datasets.slug });
    const datasetId = new Map(insertedDatasets.map((r) => [r.slug, r.id]));

    if (files.size > 0) {
      await tx.insert(datasetFiles).values([...files].map(([slug, file]) => ({
        datasetId: required(datasetId, slug), storageKey: file.storageKey, bytes: file.bytes, rows: file.rows,
        columns: file.columns, sha256: file.sha256,
      })));
    }

    await tx.insert(reviews).values(plans.flatMap((plan) => plan.reviews.map((r) => ({
      datasetId: required(datasetId, plan.definition.slug), authorName: r.authorName, rating: r.rating,
      title: r.title, comment: r.comment, createdAt: daysBefore(r.daysAgo),
    }))));
  });

  return {
    categories: CATEGORIES.length,
    providers: PROVIDERS.length,
    datasets: DATASETS.length,
    rows: DATASETS.reduce((sum, d) => sum + d.recordCount, 0),
  };
}

function required(ids: ReadonlyMap<string, string>, slug: string): string {
  const id = ids.get(slug);
  if (!id) throw new Error(`Seed refers to unknown slug ${slug}`);
  return id;
}
