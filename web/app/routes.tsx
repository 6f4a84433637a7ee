// Every route the app has; each page is its own chunk. Paths not listed here show the 404 page.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { RequireAdmin } from '../features/auth/require-admin';
import { RequireUser } from '../features/auth/require-user';
import { datasetQuery } from '../features/catalog/catalog-api';
import { RouteErrorFallback } from './route-error-fallback';
import { AppLayout } from './shell/app-layout';

/**
 * A lazily loaded page. The HydrateFallback is declared up front (not in the lazy module) so that on the first load
 * the header and footer render at once with a spinner in the page area while the page's chunk arrives.
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: await load() }), HydrateFallback: PageSpinner };
}

/**
 * The app's routes. A page whose first paint needs data starts fetching it in its loader, beside the page's chunk
 * (not after the chunk has loaded and rendered): the loader only starts the query and returns at once.
 */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    Component: AppLayout,
    errorElement: <RouteErrorFallback />,
    children: [
      { index: true, ...page(() => import('../features/home/home-page').then((m) => m.HomePage)) },
      { path: 'reset-password', ...page(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)) },
      { path: 'marketplace', ...page(() => import('../features/catalog/marketplace-page').then((m) => m.MarketplacePage)) },
      {
        path: 'dataset/:slug',
        loader: ({ params }) => { void queryClient.prefetchQuery(datasetQuery(params.slug ?? '')); return null; },
        ...page(() => import('../features/catalog/dataset-page').then((m) => m.DatasetPage)),
      },
      { path: 'datasets/:id', ...page(() => import('../features/catalog/dataset-redirect-page').then((m) => m.DatasetRedirectPage)) },
      { path: 'developers', ...page(() => import('../features/developers/developers-page').then((m) => m.DevelopersPage)) },
      { path: 'legal/data-usage', ...page(() => import('../features/legal/data-usage-page').then((m) => m.DataUsagePage)) },
      { path: 'lead-generation', ...page(() => import('../features/marketing/lead-generation-page').then((m) => m.LeadGenerationPage)) },
      { path: 'lead-types', ...page(() => import('../features/marketing/lead-types-page').then((m) => m.LeadTypesPage)) },
      { path: 'browse-data', ...page(() => import('../features/marketing/browse-data-page').then((m) => m.BrowseDataPage)) },
      { path: 'for-business', ...page(() => import('../features/marketing/for-business-page').then((m) => m.ForBusinessPage)) },
      { path: 'pricing', ...page(() => import('../features/marketing/pricing-page').then((m) => m.PricingPage)) },
      { path: 'about', ...page(() => import('../features/marketing/about-page').then((m) => m.AboutPage)) },
      { path: 'resources', ...page(() => import('../features/marketing/resources-page').then((m) => m.ResourcesPage)) },
      { path: 'privacy', ...page(() => import('../features/marketing/privacy-page').then((m) => m.PrivacyPage)) },
      { path: 'terms', ...page(() => import('../features/marketing/terms-page').then((m) => m.TermsPage)) },
      { path: 'contact', ...page(() => import('../features/messages/contact-page').then((m) => m.ContactPage)) },
      { path: 'support', ...page(() => import('../features/messages/support-page').then((m) => m.SupportPage)) },
      { path: 'newsletter/confirm', ...page(() => import('../features/messages/newsletter-link-page').then((m) => m.NewsletterConfirmPage)) },
      { path: 'team/join', ...page(() => import('../features/team/join-page').then((m) => m.JoinTeamPage)) },
      { path: 'lead-delivery/confirm', ...page(() => import('../features/leads/confirm-email-page').then((m) => m.ConfirmLeadEmailPage)) },
      { path: 'newsletter/unsubscribe', ...page(() => import('../features/messages/newsletter-link-page').then((m) => m.NewsletterUnsubscribePage)) },
      { path: 'account/orders', element: <Navigate to="/orders" replace /> },
      { path: 'account', element: <Navigate to="/account/settings" replace /> },
      { path: 'dev/mailbox', ...page(() => import('../features/dev-mailbox/dev-mailbox-page').then((m) => m.DevMailboxPage)) },
      {
        Component: RequireUser,
        children: [
          { path: 'dashboard', ...page(() => import('../features/account/dashboard-page').then((m) => m.DashboardPage)) },
          { path: 'wishlist', ...page(() => import('../features/wishlist/wishlist-page').then((m) => m.WishlistPage)) },
          { path: 'checkout', ...page(() => import('../features/checkout/checkout-page').then((m) => m.CheckoutPage)) },
          { path: 'order-success', ...page(() => import('../features/orders/order-success-page').then((m) => m.OrderSuccessPage)) },
          { path: 'orders', ...page(() => import('../features/orders/orders-page').then((m) => m.OrdersPage)) },
          { path: 'orders/:orderId', ...page(() => import('../features/orders/order-detail-page').then((m) => m.OrderDetailPage)) },
          { path: 'downloads', ...page(() => import('../features/downloads/downloads-page').then((m) => m.DownloadsPage)) },
          { path: 'account/billing', ...page(() => import('../features/billing/billing-page').then((m) => m.BillingPage)) },
          { path: 'account/team', ...page(() => import('../features/team/team-page').then((m) => m.TeamPage)) },
          { path: 'account/api-keys', ...page(() => import('../features/api-keys/api-keys-page').then((m) => m.ApiKeysPage)) },
          { path: 'account/settings', ...page(() => import('../features/account/settings/settings-page').then((m) => m.SettingsPage)) },
          { path: 'lead-import', ...page(() => import('../features/leads/lead-import-page').then((m) => m.LeadImportPage)) },
          { path: 'lead-import/configs', ...page(() => import('../features/leads/configs-page').then((m) => m.ConfigsPage)) },
          { path: 'lead-import/configs/new', ...page(() => import('../features/leads/config-new-page').then((m) => m.ConfigNewPage)) },
          { path: 'lead-import/configs/:id', ...page(() => import('../features/leads/config-page').then((m) => m.ConfigPage)) },
          { path: 'lead-import/leads', ...page(() => import('../features/leads/leads-page').then((m) => m.LeadsPage)) },
          { path: 'lead-import/leads/:id', ...page(() => import('../features/leads/lead-detail-page').then((m) => m.LeadDetailPage)) },
          { path: 'lead-import/upload', ...page(() => import('../features/leads/csv-upload-page').then((m) => m.CsvUploadPage)) },
        ],
      },
      {
        Component: RequireAdmin,
        children: [
          // The admin area is its own set of chunks, routes included: visitors download one line of it.
          { path: 'admin/*', lazy: async () => ({ Component: (await import('../features/admin/admin-routes')).AdminRoutes }), HydrateFallback: PageSpinner },
        ],
      },
      { path: '*', ...page(() => import('./not-found-page').then((m) => m.NotFoundPage)) },
    ],
  },
];
