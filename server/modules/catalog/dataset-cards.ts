// A dataset as the marketplace's cards show it: the row joined to its category and provider.
import { eq, sql } from 'drizzle-orm';
import type { DatasetCard } from '../../../common/catalog';
import type { Db } from '../../db/client';
import { categories, datasets, providers } from '../../db/schema';

export const cardColumns = {
  id: datasets.id, slug: datasets.slug, title: datasets.title, description: datasets.description,
  categoryName: categories.name, categorySlug: categories.slug,
  providerName: providers.name, providerSlug: providers.slug, providerVerified: providers.verified,
  priceCents: datasets.priceCents, originalPriceCents: datasets.originalPriceCents, currency: datasets.currency,
  sizeDescription: datasets.sizeDescription, recordCount: datasets.recordCount, updateFrequency: datasets.updateFrequency,
  dataFormats: datasets.dataFormats, tags: datasets.tags, featured: datasets.featured, rating: datasets.rating,
  totalReviews: datasets.totalReviews, totalDownloads: datasets.totalDownloads, updatedAt: datasets.updatedAt,
};

/** Datasets joined to what their cards show; callers add where, order and paging. */
export const selectCards = (db: Db) => db.select(cardColumns).from(datasets)
  .innerJoin(categories, eq(categories.id, datasets.categoryId))
  .innerJoin(providers, eq(providers.id, datasets.providerId));
export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function toCard(r: CardRow): DatasetCard {
  return {
    id: r.id, slug: r.slug, title: r.title, description: r.description,
    category: { name: r.categoryName, slug: r.categorySlug },
    provider: { name: r.providerName, slug: r.providerSlug, verified: r.providerVerified },
    priceCents: r.priceCents, originalPriceCents: r.originalPriceCents, currency: r.currency,
    sizeDescription: r.sizeDescription, recordCount: r.recordCount, updateFrequency: r.updateFrequency,
    dataFormats: r.dataFormats, tags: r.tags, featured: r.featured, rating: r.rating,
    totalReviews: r.totalReviews, totalDownloads: r.totalDownloads, updatedAt: r.updatedAt.toISOString(),
  };
}

/** Each database's prepared card lookup: PostgreSQL plans it once per connection. */
const preparedCards = new WeakMap<Db, ReturnType<typeof prepareCards>>();
const prepareCards = (db: Db) => selectCards(db).where(sql`${datasets.id} = any(${sql.placeholder('ids')}::uuid[])`).prepare('dataset_cards_by_id');

/** The cards of these datasets, in the order given (unknown ids left out). */
export async function cardsInOrder(db: Db, ids: string[]): Promise<DatasetCard[]> {
  if (ids.length === 0) return [];
  if (!preparedCards.has(db)) preparedCards.set(db, prepareCards(db));
  const rows = await preparedCards.get(db)!.execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
