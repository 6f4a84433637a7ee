// Cart and wishlist contract, shared by the server routes and the web app.
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart-limits';
import { DatasetCard } from './catalog';

export { CART_STORAGE_KEY, MAX_LINE_QUANTITY } from './cart-limits';

export const CartItem = z.object({
  id: z.string(),
  datasetId: z.string(),
  quantity: z.number().int(),
  /** Always the dataset's current price. */
  priceCents: z.number().int(),
  dataset: z.object({ title: z.string(), slug: z.string(), description: z.string(), providerName: z.string() }),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({ items: z.array(CartItem), totalCents: z.number().int(), count: z.number().int() });
export type Cart = z.infer<typeof Cart>;

export const AddCartItem = z.object({ datasetId: z.uuid() });
export const UpdateCartItem = z.object({ quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) });
/** A guest's local cart, sent once on sign-in. */
export const MergeCart = z.object({
  items: z.array(z.object({ datasetId: z.uuid(), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) })).max(200),
});

export const WishlistItem = z.object({ datasetId: z.string(), createdAt: z.string(), dataset: DatasetCard });
export const Wishlist = z.object({ items: z.array(WishlistItem) });
export type WishlistItem = z.infer<typeof WishlistItem>;
