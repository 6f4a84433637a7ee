// A dataset's rating and review count are the catalog's columns (listings sort and filter on them); the reviews
// module, which owns the reviews they summarise, sets them here after every change.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { datasets } from '../../db/schema';

export async function setDatasetRating(tx: Db, datasetId: string, summary: { rating: number; totalReviews: number }): Promise<void> {
  await tx.update(datasets).set({ rating: summary.rating, totalReviews: summary.totalReviews }).where(eq(datasets.id, datasetId));
}
