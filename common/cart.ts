// Cart and wishlist contract, shared by the server routes and the web app.
import { z } from 'zod';
import { DatasetCard } from './catalog';

export { CART_STORAGE_KEY } from './cart-limits';

/** A dataset is a file: a cart holds at most one of each, so every line's quantity is 1. */
export const CartItem = z.object({
  id: z.string(),
  datasetId: z.string(),
  quantity: z.literal(1),
  /** Always the dataset's current price. */
  priceCents: z.number().int(),
  dataset: z.object({ title: z.string(), slug: z.string(), description: z.string(), providerName: z.string() }),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({ items: z.array(CartItem), totalCents: z.number().int(), count: z.number().int() });
export type Cart = z.infer<typeof Cart>;

export const AddCartItem = z.object({ datasetId: z.uuid() });
/** Kept for the HTTP contract: a line is one copy, so 1 is the only quantity there is. */
export const UpdateCartItem = z.object({ quantity: z.literal(1) });
/** A guest's local cart, sent once on sign-in. */
export const MergeCart = z.object({
  items: z.array(z.object({
    datasetId: z.uuid(),
    /** Ignored (browsers with an older guest cart still send it): every line is one copy. */
    quantity: z.number().int().min(1).max(1000).optional(),
  })).max(200),
});

/** What a merge did with the guest's lines, so the web app can tell the user. */
export const MergeSummary = z.object({
  /** Guest datasets that became new lines. */
  added: z.number().int(),
  /** Guest datasets the account's cart already held. */
  alreadyInCart: z.number().int(),
  /** Guest datasets the user already owns (a live download): left out. */
  owned: z.number().int(),
  /** Lines the account's cart had before the merge. */
  accountHadLines: z.number().int(),
});
export type MergeSummary = z.infer<typeof MergeSummary>;
export const MergeCartResult = Cart.extend({ merged: MergeSummary });
export type MergeCartResult = z.infer<typeof MergeCartResult>;

export const CART_MESSAGES = {
  alreadyInCart: (title: string) => `${title} is already in your cart.`,
  alreadyOwned: (title: string) => `You already own ${title}. Download it from your Downloads page.`,
};

export const WishlistItem = z.object({ datasetId: z.string(), createdAt: z.string(), dataset: DatasetCard });
export const Wishlist = z.object({ items: z.array(WishlistItem) });
export type WishlistItem = z.infer<typeof WishlistItem>;
