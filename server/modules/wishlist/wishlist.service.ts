// Wishlists: the datasets a signed-in user saved, newest first.
import { and, desc, eq } from 'drizzle-orm';
import type { DatasetCard } from '../../../common/catalog';
import type { WishlistItem } from '../../../common/cart';
import type { Db } from '../../db/client';
import { categories, datasets, providers, wishlistItems } from '../../db/schema';
import { notFound } from '../../lib/errors';

export async function readWishlist(db: Db, userId: string): Promise<{ items: WishlistItem[] }> {
  const rows = await db.select({
    createdAt: wishlistItems.createdAt, dataset: datasets,
    category: { name: categories.name, slug: categories.slug },
    provider: { name: providers.name, slug: providers.slug, verified: providers.verified },
  }).from(wishlistItems)
    .innerJoin(datasets, eq(datasets.id, wishlistItems.datasetId))
    .innerJoin(categories, eq(categories.id, datasets.categoryId))
    .innerJoin(providers, eq(providers.id, datasets.providerId))
    .where(and(eq(wishlistItems.userId, userId), eq(datasets.active, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.datasetId));
  return {
    items: rows.map(({ createdAt, dataset: d, category, provider }) => {
      const card: DatasetCard = {
        id: d.id, slug: d.slug, title: d.title, description: d.description, category, provider,
        priceCents: d.priceCents, originalPriceCents: d.originalPriceCents, currency: d.currency,
        sizeDescription: d.sizeDescription, recordCount: d.recordCount, updateFrequency: d.updateFrequency,
        dataFormats: d.dataFormats, tags: d.tags, featured: d.featured, rating: d.rating,
        totalReviews: d.totalReviews, totalDownloads: d.totalDownloads, updatedAt: d.updatedAt.toISOString(),
      };
      return { datasetId: d.id, createdAt: createdAt.toISOString(), dataset: card };
    }),
  };
}

/** Idempotent: returns whether the dataset was newly added. */
export async function addToWishlist(db: Db, userId: string, datasetId: string): Promise<boolean> {
  const [dataset] = await db.select({ id: datasets.id }).from(datasets).where(and(eq(datasets.id, datasetId), eq(datasets.active, true)));
  if (!dataset) throw notFound('Dataset');
  const inserted = await db.insert(wishlistItems).values({ userId, datasetId }).onConflictDoNothing().returning({ datasetId: wishlistItems.datasetId });
  return inserted.length > 0;
}

/** Idempotent: removing what is not there is not an error. */
export async function removeFromWishlist(db: Db, userId: string, datasetId: string): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.datasetId, datasetId)));
}

/** A deleted account's wishlist goes. */
export async function forgetUser(tx: Db, userId: string) {
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
