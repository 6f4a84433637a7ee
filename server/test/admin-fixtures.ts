// Test helpers for the admin area: an administrator (by ADMIN_EMAILS), a category and provider, a dataset with a
// stored file, and orders paid the way buyers pay (real checkout, local gateway).
import { Readable } from 'node:stream';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { auditLog, categories, datasetFiles, datasets, providers } from '../db/schema';
import { card } from './lead-fixtures';
import { Client, newUser, signUp } from './harness';

export const ADMIN_EMAIL = 'admin@example.com';
export const SECOND_ADMIN_EMAIL = 'admin2@example.com';
/** createTestApp(ADMIN_ENV): these two e-mails sign up as administrators. */
export const ADMIN_ENV = { ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN_EMAIL}` };

export async function signUpAdmin(app: FastifyInstance, email = ADMIN_EMAIL) {
  const admin = await signUp(app, newUser({ email }));
  expect((await admin.client.get('/api/me')).json().role).toBe('ADMIN');
  return admin;
}

export async function catalogBasics(db: Db, suffix = Math.random().toString(36).slice(2, 8)) {
  const [category] = await db.insert(categories).values({ name: `Category ${suffix}`, slug: `category-${suffix}` }).returning();
  const [provider] = await db.insert(providers).values({ name: `Provider ${suffix}`, slug: `provider-${suffix}` }).returning();
  return { categoryId: category!.id, categorySlug: category!.slug, providerId: provider!.id };
}

let n = 0;
/** An active dataset priced `priceCents`, with a small CSV file so it can be downloaded. */
export async function storedDataset(app: FastifyInstance, ids: { categoryId: string; providerId: string }, o: { title?: string; priceCents?: number } = {}) {
  const i = ++n;
  const slug = `fixture-dataset-${i}-${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await app.db.insert(datasets).values({
    title: o.title ?? `Fixture Dataset ${i}`, slug, description: `Fixture description ${i}`, ...ids, priceCents: o.priceCents ?? 2500,
  }).returning();
  const csv = 'name,state\nAnn,TX\nBob,FL\n';
  const key = `datasets/${slug}.csv`;
  const { bytes } = await app.storage.put(key, Readable.from([Buffer.from(csv)]));
  await app.db.insert(datasetFiles).values({ datasetId: row!.id, storageKey: key, bytes, rows: 2, columns: [], sha256: 'x' });
  return row!;
}

/** Buys the datasets as `client` through the cart, checkout and the local gateway; returns the paid order. */
export async function buy(client: Client, datasetIds: string[]) {
  for (const datasetId of datasetIds) expect((await client.post('/api/cart/items', { datasetId })).statusCode).toBeLessThan(300);
  const session = await client.post('/api/checkout', { type: 'purchase', billing: { name: 'Bea Buyer', email: 'bea@example.com' } });
  expect(session.statusCode, session.body).toBe(201);
  const { paymentIntentId, clientSecret } = session.json().payment;
  const paid = await client.post('/api/payments/local/confirm', { paymentIntentId, clientSecret, card: card() });
  expect(paid.statusCode, paid.body).toBe(200);
  return (await client.get(`/api/orders/${session.json().orderId}`)).json<{
    id: string; orderNumber: string; status: string; items: { id: string; datasetId: string }[];
    downloads: { id: string; dataset: { id: string } }[];
  }>();
}

export const auditCount = async (db: Db) => (await db.select({ n: count() }).from(auditLog))[0]!.n;
export const auditFor = (db: Db, entityId: string) => db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

/**
 * A job that used up its 6 retries, as pg-boss leaves it: a new job in `<queue>.dead` with the data, the last error and
 * the retry limit (mailer.test.ts drives a real one there end to end).
 */
export async function deadLetter(db: Db, queue: string, error: string) {
  const result = await db.execute(sql`
    insert into pgboss.job (id, name, data, output, retry_limit)
    values (gen_random_uuid(), ${`${queue}.dead`}, '{}'::jsonb, ${JSON.stringify({ message: error, stack: 'Error: …' })}::jsonb, 6)
    returning id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}
