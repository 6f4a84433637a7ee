// The signed-in cart's HTTP calls; each answers with the whole cart as the server now holds it.
import type { Cart, MergeCartResult } from '../../../common/cart';
import { api } from '../../app/api';

export const CART_QUERY_KEY = ['me', 'cart'] as const;

export const cartApi = {
  get: (signal?: AbortSignal) => api<Cart>('/api/cart', { signal }),
  /** Refused with 409 ALREADY_IN_CART or ALREADY_OWNED (a live download), the cart unchanged. */
  add: (datasetId: string) => api<Cart>('/api/cart/items', { method: 'POST', body: { datasetId } }),
  remove: (itemId: string) => api<Cart>(`/api/cart/items/${itemId}`, { method: 'DELETE' }),
  clear: () => api<Cart>('/api/cart', { method: 'DELETE' }),
  merge: (datasetIds: string[]) =>
    api<MergeCartResult>('/api/cart/merge', { method: 'POST', body: { items: datasetIds.map((datasetId) => ({ datasetId })) } }),
};
