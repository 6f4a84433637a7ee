// Carts: a signed-in user's lines, always priced at each dataset's current price. A dataset is a file, so a cart
// holds at most one of each (the unique (user, dataset) key), every line is one copy, and an owned dataset stays out.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { CART_MESSAGES, type Cart, type MergeCartResult } from '../../../common/cart';
import type { Db } from '../../db/client';
import { cartItems, datasets, providers } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { ownedDatasetIds } from '../downloads/grants';

const datasetNotFound = () => notFound('Dataset');

/** A deleted account's cart goes. */
export async function forgetUser(tx: Db, userId: string) {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}
const cartItemNotFound = () => notFound('Cart item');
export const alreadyInCart = (title: string) => new AppError('ALREADY_IN_CART', 409, CART_MESSAGES.alreadyInCart(title));
export const alreadyOwned = (title: string) => new AppError('ALREADY_OWNED', 409, CART_MESSAGES.alreadyOwned(title));

const currentPrice = sql<number>`(select ${datasets.priceCents} from ${datasets} where ${datasets.id} = ${cartItems.datasetId})`;

async function activeDataset(db: Db, datasetId: string): Promise<{ title: string; priceCents: number }> {
  const [dataset] = await db.select({ title: datasets.title, priceCents: datasets.priceCents }).from(datasets)
    .where(and(eq(datasets.id, datasetId), eq(datasets.active, true)));
  if (!dataset) throw datasetNotFound();
  return dataset;
}

/** The whole cart; stored prices are refreshed first so checkout and this view agree on what the user pays. */
export async function readCart(db: Db, userId: string): Promise<Cart> {
  await db.update(cartItems).set({ priceCents: currentPrice })
    .where(and(eq(cartItems.userId, userId), sql`${cartItems.priceCents} <> ${currentPrice}`));
  const rows = await db.select({
    id: cartItems.id, datasetId: cartItems.datasetId, priceCents: datasets.priceCents,
    title: datasets.title, slug: datasets.slug, description: datasets.description, providerName: providers.name,
  }).from(cartItems)
    .innerJoin(datasets, eq(datasets.id, cartItems.datasetId))
    .innerJoin(providers, eq(providers.id, datasets.providerId))
    .where(and(eq(cartItems.userId, userId), eq(datasets.active, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  // Lines saved before the one-per-cart rule may still hold a larger stored quantity: a line is one copy whatever it says.
  const items = rows.map(({ title, slug, description, providerName, ...line }) => ({
    ...line, quantity: 1 as const, dataset: { title, slug, description, providerName },
  }));
  return { items, totalCents: items.reduce((sum, i) => sum + i.priceCents, 0), count: items.length };
}

/**
 * Adds a dataset as a new line. Already in the cart (however many requests race: the unique key decides) or already
 * owned with a live download, it is refused with 409 and nothing changes.
 */
export async function addItem(db: Db, userId: string, datasetId: string): Promise<Cart> {
  const dataset = await activeDataset(db, datasetId);
  if ((await ownedDatasetIds(db, userId, [datasetId])).length) throw alreadyOwned(dataset.title);
  const inserted = await db.insert(cartItems).values({ userId, datasetId, priceCents: dataset.priceCents, quantity: 1 })
    .onConflictDoNothing({ target: [cartItems.userId, cartItems.datasetId] })
    .returning({ id: cartItems.id });
  if (!inserted.length) throw alreadyInCart(dataset.title);
  return readCart(db, userId);
}

/** PATCH /api/cart/items/:id, kept for the HTTP contract: 1 is the only quantity, so this only confirms the line is the user's. */
export async function setQuantity(db: Db, userId: string, itemId: string, quantity: 1): Promise<Cart> {
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
 * A guest's local lines join the account's cart, one line per dataset: datasets already there, datasets the user owns
 * (a live download) and datasets that no longer exist or are inactive are skipped. The answer says what happened, and
 * how many lines the account's cart had before, so the user can be told their carts were combined.
 */
export async function mergeGuestCart(db: Db, userId: string, guestLines: { datasetId: string }[]): Promise<MergeCartResult> {
  const wanted = [...new Set(guestLines.map((l) => l.datasetId))];
  const merged = await db.transaction(async (tx) => {
    const [had] = await tx.select({ n: count() }).from(cartItems)
      .innerJoin(datasets, and(eq(datasets.id, cartItems.datasetId), eq(datasets.active, true)))
      .where(eq(cartItems.userId, userId));
    const summary = { added: 0, alreadyInCart: 0, owned: 0, accountHadLines: had?.n ?? 0 };
    if (!wanted.length) return summary;
    const known = await tx.select({ id: datasets.id, priceCents: datasets.priceCents }).from(datasets)
      .where(and(inArray(datasets.id, wanted), eq(datasets.active, true)));
    const owned = new Set(await ownedDatasetIds(tx, userId, known.map((d) => d.id)));
    const candidates = known.filter((d) => !owned.has(d.id));
    summary.owned = owned.size;
    if (!candidates.length) return summary;
    const inserted = await tx.insert(cartItems)
      .values(candidates.map((d) => ({ userId, datasetId: d.id, priceCents: d.priceCents, quantity: 1 })))
      .onConflictDoNothing({ target: [cartItems.userId, cartItems.datasetId] })
      .returning({ id: cartItems.id });
    summary.added = inserted.length;
    summary.alreadyInCart = candidates.length - inserted.length;
    return summary;
  });
  return { ...(await readCart(db, userId)), merged };
}

/** After a successful payment: the purchased datasets leave the cart; lines added since then stay. */
export async function removePurchasedLines(tx: Db, userId: string, datasetIds: string[]): Promise<void> {
  if (!datasetIds.length) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.datasetId, datasetIds)));
}
