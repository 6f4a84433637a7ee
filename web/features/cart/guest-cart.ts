// The guest cart: lines kept in localStorage under CART_STORAGE_KEY, shaped like server lines so the UI treats both alike.
// zod/mini: this module is part of the app shell, where the full zod build would double the entry chunk.
import * as z from 'zod/mini';
import type { CartItem } from '../../../common/cart';
import { CART_STORAGE_KEY, MAX_LINE_QUANTITY } from '../../../common/cart-limits';
import { readLocal, writeLocal } from '../../app/local-storage';
import type { CartDataset } from './cart-context';

// As strict as the merge endpoint, so stored lines can always be sent there on sign-in.
const StoredLines = z.array(z.object({
  id: z.string(),
  datasetId: z.uuid(),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  priceCents: z.number().check(z.int()),
  dataset: z.object({ title: z.string(), slug: z.string(), description: z.string(), providerName: z.string() }),
}));

/** Whatever is stored, a broken or foreign value reads as an empty cart rather than crashing the app. */
export function readGuestCart(): CartItem[] {
  const raw = readLocal(CART_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed = StoredLines.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeGuestCart(lines: CartItem[]): void {
  if (lines.length) {
    writeLocal(CART_STORAGE_KEY, JSON.stringify(lines));
    return;
  }
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage unavailable: there was nothing stored to clear.
  }
}

export const clampQuantity = (quantity: number) => Math.min(Math.max(Math.round(quantity), 1), MAX_LINE_QUANTITY);

/** A dataset already in the cart gets one more; otherwise a new line with quantity 1. */
export function addGuestLine(lines: CartItem[], dataset: CartDataset): CartItem[] {
  if (lines.some((line) => line.datasetId === dataset.id)) {
    return lines.map((line) => (line.datasetId === dataset.id ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line));
  }
  const { id, priceCents, title, slug, description, providerName } = dataset;
  return [...lines, { id: crypto.randomUUID(), datasetId: id, quantity: 1, priceCents, dataset: { title, slug, description, providerName } }];
}

export function setGuestQuantity(lines: CartItem[], itemId: string, quantity: number): CartItem[] {
  return lines.map((line) => (line.id === itemId ? { ...line, quantity: clampQuantity(quantity) } : line));
}
