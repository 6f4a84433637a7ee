// /api/orders and the dashboard summary: only ever the signed-in user's own orders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountSummary, OrderDetail, OrderList, OrdersQuery } from '../../../common/orders';
import type { OrderRow } from './order-lifecycle';
import { accountSummary, findOwnOrder, listOrders, orderDetail } from './orders.service';

const tags = ['orders'];

/**
 * Asks the gateway about an unpaid order and applies a payment it knows of; answers whether the order is paid now.
 * Payments' reconcileOrder, given by app.ts: the orders module calls no payment code itself.
 */
export type ReconcileOrder = (order: OrderRow) => Promise<boolean>;

export async function orderRoutes(app: FastifyInstance, { reconcile }: { reconcile: ReconcileOrder }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/orders', {
    schema: { tags, summary: 'The user\'s purchases or balance top-ups (type), newest first', querystring: OrdersQuery, response: { 200: OrderList } },
  }, (req) => listOrders(app.db, req.user!.id, req.query));

  r.get('/api/orders/:id', {
    // Any text: an id that is not one is an order that does not exist ("Order not found", not a format error).
    schema: { tags, summary: 'One order with its downloads; an unpaid order is first checked with the gateway', params: z.object({ id: z.string().max(100) }), response: { 200: OrderDetail } },
    // Reading an unpaid order asks the gateway: bounded so that no client can spend the gateway's API quota.
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
  }, async (req) => {
    const order = await findOwnOrder(app.db, req.user!.id, req.params.id);
    const paidNow = await reconcile(order).catch((err: unknown) => {
      req.log.warn({ err, orderId: order.id }, 'reconciliation failed');
      return false;
    });
    return orderDetail(app.db, paidNow ? await findOwnOrder(app.db, req.user!.id, order.id) : order);
  });

  r.get('/api/account/summary', {
    schema: { tags: ['account'], summary: 'Dashboard tiles and recent orders', response: { 200: AccountSummary } },
  }, (req) => accountSummary(app.db, req.user!.id));
}
