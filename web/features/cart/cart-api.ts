// The signed-in cart's HTTP calls; each answers with the whole cart as the server now holds it.
import type { Cart } from '../../../common/cart';
import { api } from '../../app/api';

export const CART_QUERY_KEY = ['me', 'cart'] as const;

export const cartApi = {
  get: (signal?: AbortSignal) => api<Cart>('/api/cart', { signal }),
  add: (datasetId: string) => api<Cart>('/api/cart/items', { method: 'POST', body: { datasetId } }),
  setQuantity: (itemId: string, quantity: number) => api<Cart>(`/api/cart/items/${itemId}`, { method: 'PATCH', body: { quantity } }),
  remove: (itemId: string) => api<Cart>(`/api/cart/items/${itemId}`, { method: 'DELETE' }),
  clear: () => api<Cart>('/api/cart', { method: 'DELETE' }),
  merge: (items: { datasetId: string; quantity: number }[]) => api<Cart>('/api/cart/merge', { method: 'POST', body: { items } }),
};
