import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets, orderItems, orders, reviews } from '../../db/schema';
import { seedCatalog } from '../../seed/seed-catalog';
import { Client, createTestApp, newUser, signUp, type TestContext } from '../../test/harness';
import { reviewAuthorName } from './reviews.service';

let t: TestContext;
let dataset: typeof datasets.$inferSelect;
let orderCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db, t.app.storage, { files: false });
  dataset = (await t.database.db.select().from(datasets).where(eq(datasets.active, true)).limit(1))[0]!;
});
afterAll(() => t?.close());

const review = { rating: 5, title: 'Great leads', comment: 'Clean data, most numbers connected.' };

async function signedIn(overrides: Parameters<typeof newUser>[0] = {}) {
  const { client, user } = await signUp(t.app, newUser(overrides));
  const me = (await client.get('/api/me')).json<{ id: string }>();
  return { client, user, id: me.id };
}

async function recordOrder(userId: string, email: string, datasetId: string, status: 'completed' | 'pending') {
  const [order] = await t.database.db.insert(orders).values({
    userId, orderNumber: `ORD-TEST-${++orderCount}-${Date.now()}`, totalAmountCents: dataset.priceCents, userEmail: email,
    status, paymentStatus: status === 'completed' ? 'paid' : 'pending', billingDetails: { name: 'Jane Doe', email },
  }).returning();
  await t.database.db.insert(orderItems).values({ orderId: order!.id, datasetId, title: dataset.title, priceCents: dataset.priceCents });
}

describe('GET /api/datasets/:id/reviews', () => {
  it("lists a dataset's reviews newest first; a guest cannot review", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/datasets/${dataset.id}/reviews` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ items: { createdAt: string }[]; canReview: boolean }>();
    expect(body.canReview).toBe(false);
    expect(body.items.length).toBe(dataset.totalReviews);
    expect(body.items.every((r, i) => i === 0 || body.items[i - 1]!.createdAt >= r.createdAt)).toBe(true);
  });
  it('404 for an unknown or malformed dataset id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/datasets/${id}/reviews` })).statusCode).toBe(404);
    }
  });
});

describe('POST /api/datasets/:id/reviews', () => {
  it('401 for a guest', async () => {
    const res = await new Client(t.app).post(`/api/datasets/${dataset.id}/reviews`, review);
    expect(res.statusCode).toBe(401);
  });

  it('403 for a signed-in user who has not bought it (a pending order does not count)', async () => {
    const { client, user, id } = await signedIn();
    await recordOrder(id, user.email, dataset.id, 'pending');
    const res = await client.post(`/api/datasets/${dataset.id}/reviews`, review);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'REVIEW_NOT_ALLOWED', message: 'Only customers who bought this dataset can review it.' });
    expect((await client.get(`/api/datasets/${dataset.id}/reviews`)).json().canReview).toBe(false);
  });

  it('a buyer reviews once: 201, the rating and count follow, then 409', async () => {
    const { client, user, id } = await signedIn({ firstName: 'Maria', lastName: 'garcia' });
    await recordOrder(id, user.email, dataset.id, 'completed');
    expect((await client.get(`/api/datasets/${dataset.id}/reviews`)).json().canReview).toBe(true);

    const res = await client.post(`/api/datasets/${dataset.id}/reviews`, { ...review, rating: 1, title: '  Meh  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rating: 1, title: 'Meh', comment: review.comment, authorName: 'Maria G.' });

    const all = await t.database.db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.datasetId, dataset.id));
    const [after] = await t.database.db.select().from(datasets).where(eq(datasets.id, dataset.id));
    expect(after!.totalReviews).toBe(all.length);
    expect(after!.totalReviews).toBe(dataset.totalReviews + 1);
    expect(after!.rating).toBe(Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10);

    const list = (await client.get(`/api/datasets/${dataset.id}/reviews`)).json();
    expect(list.items[0]).toMatchObject({ title: 'Meh', authorName: 'Maria G.' });
    expect(list.canReview).toBe(false);

    const again = await client.post(`/api/datasets/${dataset.id}/reviews`, review);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'REVIEW_EXISTS', message: 'You have already reviewed this dataset.' });
    const mine = await t.database.db.select().from(reviews).where(and(eq(reviews.datasetId, dataset.id), eq(reviews.userId, id)));
    expect(mine).toHaveLength(1);
  });

  it('400 with the form messages for an invalid review', async () => {
    const { client } = await signedIn();
    const cases: [unknown, string, string][] = [
      [{ ...review, rating: 0 }, 'rating', 'Please choose a rating from 1 to 5 stars'],
      [{ ...review, rating: 6 }, 'rating', 'Please choose a rating from 1 to 5 stars'],
      [{ ...review, title: '   ' }, 'title', 'Please add a title'],
      [{ ...review, comment: '' }, 'comment', 'Please write a comment'],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.post(`/api/datasets/${dataset.id}/reviews`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.fields[field]).toBe(message);
    }
  });

  it('404 for an unknown dataset', async () => {
    const { client } = await signedIn();
    expect((await client.post('/api/datasets/00000000-0000-4000-8000-000000000000/reviews', review)).statusCode).toBe(404);
  });
});

it('shows reviewers as first name and last initial', () => {
  expect(reviewAuthorName({ firstName: 'Jane', lastName: 'doe', email: 'j@x.com' })).toBe('Jane D.');
  expect(reviewAuthorName({ firstName: 'Jane', lastName: '', email: 'j@x.com' })).toBe('Jane');
  expect(reviewAuthorName({ firstName: '', lastName: '', email: 'sam@x.com' })).toBe('sam');
});
