// The cart as the UI sees it, whether it lives in this browser (guest) or on the server (signed in).
import { createContext, useContext } from 'react';
import type { CartItem } from '../../../common/cart';

/** What a page knows about a dataset when adding it; the guest cart keeps it as the line's snapshot. */
export interface CartDataset {
  id: string;
  title: string;
  slug: string;
  description: string;
  priceCents: number;
  providerName: string;
}

export interface CartContextValue {
  items: CartItem[];
  count: number;
  totalCents: number;
  isLoading: boolean;
  /** One of each per cart: adding a dataset already there (or, signed in, one the user owns) only says so. */
  add: (dataset: CartDataset) => Promise<void>;
  has: (datasetId: string) => boolean;
  remove: (itemId: string) => Promise<void>;
  clear: () => Promise<void>;
  drawer: { open: boolean; setOpen: (open: boolean) => void };
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCartContext must be used within a CartProvider');
  return value;
}
