// The admin area's own routes, inside its layout, each page a chunk of its own. They live here, not in the app's
// route table, so that a visitor's bundle carries a single "admin/*" entry and nothing else of the admin area.
import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AdminLayout } from './admin-layout';

const page = (load: () => Promise<ComponentType>) => {
  const Page = lazy(async () => ({ default: await load() }));
  return <Page />;
};

// Built once: a lazy page made during render would be a new component each time (and load again).
const routes: RouteObject[] = [{
  element: <AdminLayout />,
  children: [
    { index: true, element: page(() => import('./dashboard/admin-dashboard-page').then((m) => m.AdminDashboardPage)) },
    { path: 'users', element: page(() => import('./users/users-page').then((m) => m.UsersPage)) },
    { path: 'users/:id', element: page(() => import('./users/user-page').then((m) => m.UserPage)) },
    { path: 'datasets', element: page(() => import('./datasets/datasets-page').then((m) => m.DatasetsPage)) },
    { path: 'teams', element: page(() => import('./teams/teams-page').then((m) => m.TeamsPage)) },
    { path: 'orders', element: page(() => import('./orders/orders-page').then((m) => m.OrdersPage)) },
    { path: 'orders/:id', element: page(() => import('./orders/order-page').then((m) => m.OrderPage)) },
    { path: 'invoices', element: page(() => import('./invoices/invoices-page').then((m) => m.InvoicesPage)) },
    { path: 'subscriptions', element: page(() => import('./subscriptions/subscriptions-page').then((m) => m.SubscriptionsPage)) },
    { path: 'lead-returns', element: page(() => import('./lead-returns/lead-returns-page').then((m) => m.LeadReturnsPage)) },
    { path: 'lead-prices', element: page(() => import('./lead-prices/lead-prices-page').then((m) => m.LeadPricesPage)) },
    { path: 'inbox', element: page(() => import('./inbox/inbox-page').then((m) => m.InboxPage)) },
    { path: 'content', element: page(() => import('./content/content-manager-page').then((m) => m.ContentManagerPage)) },
    { path: 'analytics', element: page(() => import('./analytics/analytics-page').then((m) => m.AnalyticsPage)) },
    { path: 'jobs', element: page(() => import('./jobs/jobs-page').then((m) => m.JobsPage)) },
    { path: 'audit', element: page(() => import('./audit/audit-page').then((m) => m.AuditPage)) },
    { path: '*', element: page(() => import('../../app/not-found-page').then((m) => m.NotFoundPage)) },
  ],
}];

export function AdminRoutes() {
  return useRoutes(routes);
}
