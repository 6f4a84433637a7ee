// The database itself guards the invariants, whatever the code above it does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { freshDatabase } from '../test/harness';
import type { Database } from './client';
import { cartItems, categories, contentItems, datasets, providers, userBalances, users, wishlistItems } from './schema';

let database: Database;
let drop: () => Promise<void>;
let userId: string;
let datasetId: string;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  const db = database.db;
  [{ id: userId }] = await db.insert(users).values({ name: 'A B', email: 'a@b.test' }).returning({ id: users.id });
  const [cat] = await db.insert(categories).values({ name: 'Auto', slug: 'auto' }).returning();
  const [prov] = await db.insert(providers).values({ name: 'P', slug: 'p' }).returning();
  [{ id: datasetId }] = await db.insert(datasets).values({
    title: 'Texas Auto Leads', slug: 'texas-auto', description: 'd', categoryId: cat.id, providerId: prov.id, priceCents: 1000, tags: ['auto', 'texas'],
  }).returning({ id: datasets.id });
});
afterAll(async () => { await drop(); });

const rejects = (p: PromiseLike<unknown>) => expect(Promise.resolve(p)).rejects.toThrow();

describe('database invariants', () => {
  it('never lets a balance go negative', async () => {
    await database.db.insert(userBalances).values({ userId, balanceCents: 500 });
    await rejects(database.db.update(userBalances).set({ balanceCents: sql`${userBalances.balanceCents} - 501` }));
  });

  it('keeps slugs and content keys unique', async () => {
    await rejects(database.db.insert(categories).values({ name: 'Auto 2', slug: 'auto' }));
    await database.db.insert(contentItems).values({ key: 'k', label: 'K', section: 'S' });
    await rejects(database.db.insert(contentItems).values({ key: 'k', label: 'K2', section: 'S' }));
  });

  it('keeps one cart line and one wishlist entry per user and dataset', async () => {
    await database.db.insert(cartItems).values({ userId, datasetId, priceCents: 1000 });
    await rejects(database.db.insert(cartItems).values({ userId, datasetId, priceCents: 1000 }));
    await rejects(database.db.insert(cartItems).values({ userId, datasetId: datasetId, priceCents: 1000, quantity: 0 }));
    await database.db.insert(wishlistItems).values({ userId, datasetId });
    await rejects(database.db.insert(wishlistItems).values({ userId, datasetId }));
  });

  it('refuses unknown roles, statuses and foreign keys', async () => {
    await rejects(database.db.execute(sql`update users set role = 'ROOT' where id = ${userId}`));
    await rejects(database.db.execute(sql`update users set status = 'zombie' where id = ${userId}`));
    await rejects(database.db.insert(cartItems).values({ userId, datasetId: '00000000-0000-0000-0000-000000000000', priceCents: 1 }));
  });

  it('maintains the weighted search document and trigram index for catalog search', async () => {
    const [row] = await database.db.select({
      hit: sql<boolean>`${datasets.searchVector} @@ websearch_to_tsquery('english', 'texas')`,
      similar: sql<number>`similarity(${datasets.title}, 'texs auto')`.mapWith(Number),
    }).from(datasets).where(eq(datasets.id, datasetId));
    expect(row.hit).toBe(true);
    expect(row.similar).toBeGreaterThan(0.3);
  });
});
