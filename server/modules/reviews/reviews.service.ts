// Dataset reviews: listing them, and letting a customer who bought a dataset review it once.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { NewReview, Review } from '../../../common/catalog';
import type { Me } from '../../../common/api';
import type { Db } from '../../db/client';
import { datasets, orderItems, orders, reviews } from '../../db/schema';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import { setDatasetRating } from '../catalog/dataset-ratings';

const MAX_LISTED = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const reviewNotAllowed = () => new AppError('REVIEW_NOT_ALLOWED', 403, 'Only customers who bought this dataset can review it.');
export const reviewExists = () => new AppError('REVIEW_EXISTS', 409, 'You have already reviewed this dataset.');

type ReviewRow = typeof reviews.$inferSelect;
const toReview = (r: Pick<ReviewRow, 'id' | 'rating' | 'title' | 'comment' | 'authorName' | 'createdAt'>): Review => ({
  id: r.id, rating: r.rating, title: r.title, comment: r.comment, authorName: r.authorName, createdAt: r.createdAt.toISOString(),
});

/** `Jane` `Doe` -> `Jane D.`: how reviewers are shown publicly. */
export function reviewAuthorName(user: Pick<Me, 'firstName' | 'lastName' | 'email'>): string {
  const first = user.firstName.trim() || user.email.split('@')[0] || 'Customer';
  const initial = user.lastName.trim()[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

async function requireActiveDataset(db: Db, datasetId: string): Promise<void> {
  if (!UUID.test(datasetId)) throw notFound('Dataset');
  const [row] = await db.select({ id: datasets.id }).from(datasets).where(and(eq(datasets.id, datasetId), eq(datasets.active, true)));
  if (!row) throw notFound('Dataset');
}

async function hasBought(db: Db, userId: string, datasetId: string): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'completed'), eq(orderItems.datasetId, datasetId)))
    .limit(1);
  return Boolean(row);
}

async function hasReviewed(db: Db, userId: string, datasetId: string): Promise<boolean> {
  const [row] = await db.select({ id: reviews.id }).from(reviews)
    .where(and(eq(reviews.datasetId, datasetId), eq(reviews.userId, userId))).limit(1);
  return Boolean(row);
}

export async function listReviews(db: Db, datasetId: string, user: Me | null): Promise<{ items: Review[]; canReview: boolean }> {
  await requireActiveDataset(db, datasetId);
  const [rows, canReview] = await Promise.all([
    db.select().from(reviews).where(eq(reviews.datasetId, datasetId))
      .orderBy(desc(reviews.createdAt), asc(reviews.id)).limit(MAX_LISTED),
    user ? Promise.all([hasBought(db, user.id, datasetId), hasReviewed(db, user.id, datasetId)]).then(([b, r]) => b && !r) : false,
  ]);
  return { items: rows.map(toReview), canReview };
}

export async function addReview(db: Db, user: Me, datasetId: string, input: NewReview): Promise<Review> {
  await requireActiveDataset(db, datasetId);
  if (!(await hasBought(db, user.id, datasetId))) throw reviewNotAllowed();
  if (await hasReviewed(db, user.id, datasetId)) throw reviewExists();
  try {
    return await db.transaction(async (tx) => {
      const [review] = await tx.insert(reviews).values({
        datasetId, userId: user.id, authorName: reviewAuthorName(user), rating: input.rating, title: input.title, comment: input.comment,
      }).returning();
      // Recomputed from the table, not adjusted incrementally, so the summary can never drift from the reviews.
      await setDatasetRating(tx, datasetId, await ratingOf(tx, datasetId));
      return toReview(review!);
    });
  } catch (err) {
    // Two submissions racing past the check above: the unique index decides.
    if (isUniqueViolation(err)) throw reviewExists();
    throw err;
  }
}

/** A dataset's reviews summarised: the average to one decimal (0 with none) and how many there are. */
async function ratingOf(tx: Db, datasetId: string) {
  const [summary] = await tx.select({
    rating: sql<number>`coalesce(round(avg(${reviews.rating})::numeric, 1)::float8, 0)`.mapWith(Number),
    totalReviews: sql<number>`count(*)::int`.mapWith(Number),
  }).from(reviews).where(eq(reviews.datasetId, datasetId));
  return summary!;
}

/** A deleted account's reviews stay (dataset ratings rest on them) under a name that no longer says who wrote them. */
export async function forgetUser(tx: Db, userId: string) {
  await tx.update(reviews).set({ authorName: 'Former customer' }).where(eq(reviews.userId, userId));
}

/** Every review a user wrote, newest first (their data export). */
export async function reviewsByUser(db: Db, userId: string) {
  const rows = await db.select({ review: reviews, datasetTitle: datasets.title, datasetSlug: datasets.slug }).from(reviews)
    .innerJoin(datasets, eq(datasets.id, reviews.datasetId))
    .where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt), asc(reviews.id));
  return rows.map((r) => ({ ...toReview(r.review), datasetId: r.review.datasetId, datasetTitle: r.datasetTitle, datasetSlug: r.datasetSlug }));
}
