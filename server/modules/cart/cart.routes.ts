// /api/cart/*: the signed-in user's cart; every route answers with the whole cart.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '../../../common/api';
import { AddCartItem, Cart, MergeCart, MergeCartResult, UpdateCartItem } from '../../../common/cart';
import { addItem, clearCart, mergeGuestCart, readCart, removeItem, setQuantity } from './cart.service';

const ItemParams = z.object({ id: z.uuid() });
const response = { 200: Cart };
const tags = ['cart'];

export async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/cart', { schema: { tags, summary: 'The cart, at current prices', response } },
    (req) => readCart(app.db, req.user!.id));

  r.post('/api/cart/items', {
    schema: {
      tags, summary: 'Add a dataset: one of each per cart; 409 ALREADY_IN_CART, or ALREADY_OWNED for a dataset with a live download',
      body: AddCartItem, response: { ...response, 409: ApiErrorBody },
    },
  }, (req) => addItem(app.db, req.user!.id, req.body.datasetId));

  r.patch('/api/cart/items/:id', {
    schema: { tags, summary: 'Set a line\'s quantity (kept for the contract: a line is one copy, so only 1 is accepted)', params: ItemParams, body: UpdateCartItem, response },
  }, (req) => setQuantity(app.db, req.user!.id, req.params.id, req.body.quantity));

  r.delete('/api/cart/items/:id', {
    schema: { tags, summary: 'Remove a line', params: ItemParams, response },
  }, (req) => removeItem(app.db, req.user!.id, req.params.id));

  r.delete('/api/cart', { schema: { tags, summary: 'Empty the cart', response } },
    (req) => clearCart(app.db, req.user!.id));

  r.post('/api/cart/merge', {
    schema: {
      tags, summary: 'Merge a guest\'s local cart on sign-in: the cart, and what was added or skipped (already there, owned)',
      body: MergeCart, response: { 200: MergeCartResult },
    },
  }, (req) => mergeGuestCart(app.db, req.user!.id, req.body.items));
}
