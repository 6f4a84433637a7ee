// /api/admin/orders/*: find orders, read one's whole story, refund it (whole or per item), export.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOrderDetail, AdminOrderPage, AdminOrdersQuery, RefundRequest } from '../../../common/admin';
import { centsToDollars } from '../../../common/money';
import { sendCsv } from '../../lib/csv-export';
import { datedFileName } from '../../lib/dated-file-name';
import { actorOf } from '../audit/audit.service';
import { refundOrder } from '../payments/refunds.service';
import { adminOrderDetail, adminOrderRows, listAdminOrders } from './admin-orders.service';

const tags = ['admin'];
const IdParams = z.object({ id: z.uuid() });

export async function adminOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/orders', {
    schema: { tags, summary: 'Orders: search (order number, e-mail), status, payment status, type and date filters, paging', querystring: AdminOrdersQuery, response: { 200: AdminOrderPage } },
  }, (req) => listAdminOrders(app.db, req.query));

  r.get('/api/admin/orders/export.csv', {
    schema: { tags, summary: 'The filtered orders as CSV (streamed)', querystring: AdminOrdersQuery.omit({ page: true, limit: true }) },
  }, (req, reply) => sendCsv(reply, datedFileName('orders', 'csv'), [
    { header: 'Order number', value: (o) => o.orderNumber },
    { header: 'Type', value: (o) => o.type },
    { header: 'E-mail', value: (o) => o.userEmail },
    { header: 'Status', value: (o) => o.status },
    { header: 'Payment status', value: (o) => o.paymentStatus },
    { header: 'Items', value: (o) => o.itemsCount },
    { header: 'Total (USD)', value: (o) => centsToDollars(o.totalCents) },
    { header: 'Refunded (USD)', value: (o) => centsToDollars(o.refundedCents) },
    { header: 'Created', value: (o) => o.createdAt },
    { header: 'Paid', value: (o) => o.paidAt },
  ], adminOrderRows(app.db, req.query)));

  r.get('/api/admin/orders/:id', {
    schema: { tags, summary: 'One order: items, payment, grants, refunds and payment events', params: IdParams, response: { 200: AdminOrderDetail } },
  }, (req) => adminOrderDetail(app.db, req.params.id));

  r.post('/api/admin/orders/:id/refunds', {
    schema: { tags, summary: 'Refund an order, whole or chosen items, through the gateway (once, however often it is asked)', params: IdParams, body: RefundRequest, response: { 200: AdminOrderDetail } },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  }, async (req) => {
    await refundOrder(app.payments, actorOf(req), req.params.id, req.body);
    return adminOrderDetail(app.db, req.params.id);
  });
}
