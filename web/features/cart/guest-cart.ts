// The guest cart: lines kept in localStorage under CART_STORAGE_KEY, shaped like server lines so the UI treats both alike.
import type { CartItem } from '../../../common/cart';
import { CART_STORAGE_KEY, MAX_LINE_QUANTITY } from '../../../common/cart-limits';
import { readLocal, writeLocal } from '../../app/local-storage';
import type { CartDataset } from './cart-context';

// A plain type guard rather than a schema library: this module is in the app shell, whose every kilobyte every visitor
// downloads, and the shape is small. As strict as the merge endpoint, so stored lines can always be sent there.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';

function isStoredLine(v: unknown): v is CartItem {
  if (!isRecord(v) || !isRecord(v.dataset)) return false;
  const { quantity, priceCents, dataset } = v;
  return isText(v.id) && isText(v.datasetId) && UUID.test(v.datasetId)
    && Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= MAX_LINE_QUANTITY
    && Number.isInteger(priceCents)
    && isText(dataset.title) && isText(dataset.slug) && isText(dataset.description) && isText(dataset.providerName);
}

/** Whatever is stored, a broken or foreign value reads as an empty cart rather than crashing the app. */
export function readGuestCart(): CartItem[] {
  const raw = readLocal(CART_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isStoredLine) ? parsed : [];
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
