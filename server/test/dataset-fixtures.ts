// Datasets with a stored file, and paid orders of them with their grants made by the payment's own function: what
// downloads, teams and the data API test against.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { categories, datasetFiles, datasets, downloadGrants, orderItems, orders, providers } from '../db/schema';
import { createGrantsForOrder } from '../modules/downloads/grants';
import type { TestContext } from './harness';

export interface DictionaryEntry { name: string; type: string; example?: string }

export function datasetFixtures(t: () => TestContext, prefix: string) {
  let n = 0;
  let owners: Promise<{ categoryId: string; providerId: string }> | undefined;
  const catalogOwners = () => owners ??= (async () => {
    const db = t().database.db;
    const [category] = await db.insert(categories).values({ name: prefix, slug: `${prefix}-category` }).returning({ id: categories.id });
    const [provider] = await db.insert(providers).values({ name: prefix, slug: `${prefix}-provider` }).returning({ id: providers.id });
    return { categoryId: category!.id, providerId: provider!.id };
  })();

  /** A dataset with `csv` stored as its file (no file when csv is null), and `columns` as its data dictionary. */
  async function storedDataset(o: { csv: string | null; title?: string; formats?: string[]; columns?: DictionaryEntry[]; sha256?: string }) {
    const i = ++n;
    const slug = `${prefix}-dataset-${i}`;
    const [row] = await t().database.db.insert(datasets).values({
      title: o.title ?? `${prefix} Dataset ${i}`, slug, description: `Description ${i}`, ...await catalogOwners(), priceCents: 1000 + i,
      dataFormats: o.formats ?? ['CSV'],
    }).returning({ id: datasets.id, slug: datasets.slug });
    if (o.csv !== null) {
      const key = `datasets/${slug}.csv`;
      const { bytes } = await t().app.storage.put(key, Readable.from([Buffer.from(o.csv)]));
      await t().database.db.insert(datasetFiles).values({
        datasetId: row!.id, storageKey: key, bytes, rows: parse(o.csv).length - 1,
        columns: (o.columns ?? []).map((c) => ({ example: '', ...c })), sha256: o.sha256 ?? `sha-${slug}`,
      });
    }
    return row!;
  }

  /** An order of `datasetIds` for the user, its items and (through the real function) its grants. */
  async function paidOrder(userId: string, datasetIds: string[], o: { status?: 'completed' | 'pending' | 'failed'; paidAt?: Date; email?: string } = {}) {
    const db = t().database.db;
    const paidAt = o.paidAt ?? new Date();
    const email = o.email ?? 'x@example.com';
    const [ord] = await db.insert(orders).values({
      userId, orderNumber: `ORD-${prefix.toUpperCase()}-${++n}`, totalAmountCents: 1000, userEmail: email,
      billingDetails: { name: 'X', email }, status: o.status ?? 'completed',
      paymentStatus: o.status === 'completed' || !o.status ? 'paid' : 'pending', paidAt,
    }).returning({ id: orders.id, orderNumber: orders.orderNumber });
    await db.insert(orderItems).values(datasetIds.map((datasetId) => ({ orderId: ord!.id, datasetId, title: 'T', priceCents: 1000 })));
    await createGrantsForOrder(db, { id: ord!.id, userId, paidAt });
    const grants = await db.select({ id: downloadGrants.id, datasetId: downloadGrants.datasetId }).from(downloadGrants)
      .innerJoin(orderItems, eq(orderItems.id, downloadGrants.orderItemId)).where(eq(orderItems.orderId, ord!.id));
    const grantOf = (datasetId: string) => grants.find((g) => g.datasetId === datasetId)!.id;
    return { ...ord!, grantOf, grant: grantOf(datasetIds[0]!) };
  }

  return { storedDataset, paidOrder };
}
