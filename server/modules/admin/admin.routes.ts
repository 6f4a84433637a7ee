// /api/admin/*: everything administrators do. Every route under /api/admin/ requires role ADMIN (the access table's
// prefix rule, auth/access-rules.ts), checked before anything else runs (even body validation); every change is
// written in one transaction with its audit-log row.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminInvoicePage, AdminInvoicesQuery, AdminOrder, AdminStats, AdminSubscriptionPage, AdminSubscriptionsQuery, AdminUser, Analytics, AnalyticsQuery,
  AuditPage, AuditQuery, SubscriptionAnalytics,
} from '../../../common/admin';
import { listAudit } from '../audit/audit.service';
import { listAdminInvoices } from '../invoices/invoices.service';
import { adminCatalogRoutes } from './admin-catalog.routes';
import { adminContentRoutes } from './admin-content.routes';
import { adminInboxRoutes } from './admin-inbox.routes';
import { adminJobRoutes } from './admin-jobs.routes';
import { adminTeamRoutes } from './admin-teams.routes';
import { adminLeadPriceRoutes } from './admin-lead-prices.routes';
import { adminLeadReturnRoutes } from './admin-lead-returns.routes';
import { adminOrderRoutes } from './admin-orders.routes';
import { listAdminOrders } from './admin-orders.service';
import { adminUserRoutes } from './admin-users.routes';
import { listUsers } from './admin-users.service';
import { listAdminSubscriptions, subscriptionAnalytics } from './admin-subscriptions.service';
import { adminStats, analytics } from './admin.service';

const tags = ['admin'];
const RECENT = 5;

export async function adminRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/stats', {
    schema: { tags, summary: 'Dashboard figures: users, datasets, orders, revenue, leads, balance held', response: { 200: AdminStats } },
  }, () => adminStats(app.db));

  r.get('/api/admin/overview', {
    schema: { tags, summary: 'The dashboard overview: figures, the 5 newest orders and users', response: { 200: z.object({ stats: AdminStats, recentOrders: z.array(AdminOrder), recentUsers: z.array(AdminUser) }) } },
  }, async () => {
    const [stats, orders, users] = await Promise.all([
      adminStats(app.db),
      listAdminOrders(app.db, { page: 1, limit: RECENT }),
      listUsers(app.db, { status: 'all', sort: 'joined', order: 'desc', page: 1, limit: RECENT }),
    ]);
    return { stats, recentOrders: orders.items, recentUsers: users.items };
  });

  r.get('/api/admin/analytics', {
    schema: { tags, summary: 'Revenue, orders, new users and leads per day, week or month, with top datasets and categories', querystring: AnalyticsQuery, response: { 200: Analytics } },
  }, (req) => analytics(app.db, req.query));

  r.get('/api/admin/analytics/subscriptions', {
    schema: { tags, summary: 'Plans: MRR and live plans at each period\'s end, plans ended (churn) per period, now and over the range', querystring: AnalyticsQuery, response: { 200: SubscriptionAnalytics } },
  }, (req) => subscriptionAnalytics(app.db, req.query));

  r.get('/api/admin/subscriptions', {
    schema: { tags, summary: 'Subscriptions (plans), newest first: status tabs with counts, plan filter, search by owner e-mail or team name', querystring: AdminSubscriptionsQuery, response: { 200: AdminSubscriptionPage } },
  }, (req) => listAdminSubscriptions(app.db, req.query));

  r.get('/api/admin/audit', {
    schema: { tags, summary: 'The audit log, newest first (filter by entity or actor)', querystring: AuditQuery, response: { 200: AuditPage } },
  }, (req) => listAudit(app.db, req.query));

  // Each invoice's PDF is /api/invoices/:id/pdf, which lets an admin read any.
  r.get('/api/admin/invoices', {
    schema: { tags, summary: 'Invoices, newest first: search by number (INV-...) or e-mail, paging', querystring: AdminInvoicesQuery, response: { 200: AdminInvoicePage } },
  }, (req) => listAdminInvoices(app.db, req.query));

  await app.register(adminUserRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminLeadReturnRoutes, opts);
  await app.register(adminLeadPriceRoutes);
  await app.register(adminJobRoutes);
  await app.register(adminTeamRoutes);
}
