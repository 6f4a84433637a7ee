// The guest cart: lines kept in localStorage under CART_STORAGE_KEY, shaped like server lines so the UI treats both alike.
// A dataset is a file, so the guest cart too holds at most one line per dataset, each of quantity 1.
import type { CartItem } from '../../../common/cart';
import { CART_STORAGE_KEY } from '../../../common/cart-limits';
import { readLocal, writeLocal } from '../../app/local-storage';
import type { CartDataset } from './cart-context';

// A plain type guard rather than a schema library: this module is in the app shell, whose every kilobyte every visitor
// downloads, and the shape is small. As strict as the merge endpoint, so stored lines can always be sent there.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';

/** Lines stored before the one-per-cart rule may carry a larger quantity; they still read, as one copy. */
function isStoredLine(v: unknown): v is Omit<CartItem, 'quantity'> & { quantity: number } {
  if (!isRecord(v) || !isRecord(v.dataset)) return false;
  const { quantity, priceCents, dataset } = v;
  return isText(v.id) && isText(v.datasetId) && UUID.test(v.datasetId)
    && Number.isInteger(quantity) && (quantity as number) >= 1
    && Number.isInteger(priceCents)
    && isText(dataset.title) && isText(dataset.slug) && isText(dataset.description) && isText(dataset.providerName);
}

/** Whatever is stored, a broken or foreign value reads as an empty cart rather than crashing the app. */
export function readGuestCart(): CartItem[] {
  const raw = readLocal(CART_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isStoredLine)) return [];
    const byDataset = new Map<string, CartItem>();
    for (const line of parsed) if (!byDataset.has(line.datasetId)) byDataset.set(line.datasetId, { ...line, quantity: 1 });
    return [...byDataset.values()];
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

/** A new line for the dataset; a dataset already in the cart leaves the lines as they are. */
export function addGuestLine(lines: CartItem[], dataset: CartDataset): CartItem[] {
  if (lines.some((line) => line.datasetId === dataset.id)) return lines;
  const { id, priceCents, title, slug, description, providerName } = dataset;
  return [...lines, { id: crypto.randomUUID(), datasetId: id, quantity: 1, priceCents, dataset: { title, slug, description, providerName } }];
}
