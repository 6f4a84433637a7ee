// Carts: a signed-in user's lines, always priced at each dataset's current price.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, type Cart } from '../../../common/cart';
import type { Db } from '../../db/client';
import { cartItems, datasets, providers } from '../../db/schema';
import { notFound } from '../../lib/errors';

const datasetNotFound = () => notFound('Dataset');
const cartItemNotFound = () => notFound('Cart item');

const currentPrice = sql<number>`(select ${datasets.priceCents} from ${datasets} where ${datasets.id} = ${cartItems.datasetId})`;

async function activePrice(db: Db, datasetId: string): Promise<number> {
  const [dataset] = await db.select({ priceCents: datasets.priceCents }).from(datasets)
    .where(and(eq(datasets.id, datasetId), eq(datasets.active, true)));
  if (!dataset) throw datasetNotFound();
  return dataset.priceCents;
}

/** The whole cart; stored prices are refreshed first so checkout and this view agree on what the user pays. */
export async function readCart(db: Db, userId: string): Promise<Cart> {
  await db.update(cartItems).set({ priceCents: currentPrice })
    .where(and(eq(cartItems.userId, userId), sql`${cartItems.priceCents} <> ${currentPrice}`));
  const rows = await db.select({
    id: cartItems.id, datasetId: cartItems.datasetId, quantity: cartItems.quantity, priceCents: datasets.priceCents,
    title: datasets.title, slug: datasets.slug, description: datasets.description, providerName: providers.name,
  }).from(cartItems)
    .innerJoin(datasets, eq(datasets.id, cartItems.datasetId))
    .innerJoin(providers, eq(providers.id, datasets.providerId))
    .where(and(eq(cartItems.userId, userId), eq(datasets.active, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const items = rows.map(({ title, slug, description, providerName, ...line }) => ({ ...line, dataset: { title, slug, description, providerName } }));
  return {
    items,
    totalCents: items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0),
    count: items.reduce((sum, i) => sum + i.quantity, 0),
  };
}

/** A new line has quantity 1; adding a dataset already in the cart raises its quantity by 1 (atomically, so parallel adds all count). */
export async function addItem(db: Db, userId: string, datasetId: string): Promise<Cart> {
  const priceCents = await activePrice(db, datasetId);
  await db.insert(cartItems).values({ userId, datasetId, priceCents, quantity: 1 })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.datasetId],
      set: { quantity: sql`least(${cartItems.quantity} + 1, ${MAX_LINE_QUANTITY})`, priceCents },
    });
  return readCart(db, userId);
}

export async function setQuantity(db: Db, userId: string, itemId: string, quantity: number): Promise<Cart> {
  const updated = await db.update(cartItems).set({ quantity, priceCents: currentPrice })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (!updated.length) throw cartItemNotFound();
  return readCart(db, userId);
}

export async function removeItem(db: Db, userId: string, itemId: string): Promise<Cart> {
  const deleted = await db.delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (!deleted.length) throw cartItemNotFound();
  return readCart(db, userId);
}

export async function clearCart(db: Db, userId: string): Promise<Cart> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  return readCart(db, userId);
}

/**
 * A guest's local lines join the account's cart: a dataset already there gets the guest quantity added (capped),
 * datasets that no longer exist or are inactive are skipped.
 */
export async function mergeGuestCart(db: Db, userId: string, guestLines: { datasetId: string; quantity: number }[]): Promise<Cart> {
  // One statement may not touch the same row twice, so repeated guest lines are summed first.
  const wanted = new Map<string, number>();
  for (const { datasetId, quantity } of guestLines) wanted.set(datasetId, Math.min((wanted.get(datasetId) ?? 0) + quantity, MAX_LINE_QUANTITY));
  if (!wanted.size) return readCart(db, userId);

  await db.transaction(async (tx) => {
    const known = await tx.select({ id: datasets.id, priceCents: datasets.priceCents }).from(datasets)
      .where(and(inArray(datasets.id, [...wanted.keys()]), eq(datasets.active, true)));
    if (!known.length) return;
    await tx.insert(cartItems)
      .values(known.map((d) => ({ userId, datasetId: d.id, priceCents: d.priceCents, quantity: wanted.get(d.id)! })))
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.datasetId],
        set: {
          quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
          priceCents: sql`excluded.price_cents`,
        },
      });
  });
  return readCart(db, userId);
}

/** After a successful payment: the purchased datasets leave the cart; lines added since then stay. */
export async function removePurchasedLines(tx: Db, userId: string, datasetIds: string[]): Promise<void> {
  if (!datasetIds.length) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.datasetId, datasetIds)));
}
