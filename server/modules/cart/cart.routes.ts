// /api/cart/*: the signed-in user's cart; every route answers with the whole cart.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddCartItem, Cart, MergeCart, UpdateCartItem } from '../../../common/cart';
import { requireUser } from '../auth/auth.guard';
import { addItem, clearCart, mergeGuestCart, readCart, removeItem, setQuantity } from './cart.service';

const ItemParams = z.object({ id: z.uuid() });
const response = { 200: Cart };
const tags = ['cart'];

export async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/cart', { schema: { tags, summary: 'The cart, at current prices', response }, preHandler: requireUser },
    (req) => readCart(app.db, req.user!.id));

  r.post('/api/cart/items', {
    schema: { tags, summary: 'Add a dataset (or raise its quantity by 1)', body: AddCartItem, response }, preHandler: requireUser,
  }, (req) => addItem(app.db, req.user!.id, req.body.datasetId));

  r.patch('/api/cart/items/:id', {
    schema: { tags, summary: 'Set a line\'s quantity', params: ItemParams, body: UpdateCartItem, response }, preHandler: requireUser,
  }, (req) => setQuantity(app.db, req.user!.id, req.params.id, req.body.quantity));

  r.delete('/api/cart/items/:id', {
    schema: { tags, summary: 'Remove a line', params: ItemParams, response }, preHandler: requireUser,
  }, (req) => removeItem(app.db, req.user!.id, req.params.id));

  r.delete('/api/cart', { schema: { tags, summary: 'Empty the cart', response }, preHandler: requireUser },
    (req) => clearCart(app.db, req.user!.id));

  r.post('/api/cart/merge', {
    schema: { tags, summary: 'Merge a guest\'s local cart on sign-in', body: MergeCart, response }, preHandler: requireUser,
  }, (req) => mergeGuestCart(app.db, req.user!.id, req.body.items));
}
