import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadGrant, Order, OrderDetail, OrderList } from '../../../common/orders';
import { clientUser } from '../../test/fixtures';
import { apiError, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { RequireUser } from '../auth';
import { OrderDetailPage } from './order-detail-page';
import { OrderSuccessPage } from './order-success-page';
import { OrdersPage } from './orders-page';

const download = vi.hoisted(() => ({
  start: vi.fn(async (_grant: unknown, _format: string) => {}),
  busy: null as null | { grantId: string; format: string },
}));
vi.mock('../downloads', async (importOriginal) => ({ ...(await importOriginal<typeof import('../downloads')>()), useDownload: () => download }));

beforeEach(() => {
  download.start = vi.fn(async () => {});
  download.busy = null;
});

type Routes = Parameters<typeof mockFetch>[0];

const baseOrder: Order = {
  id: 'order-1', orderNumber: 'ORDER-1700000000000-ABCDEFGHI', type: 'purchase', status: 'completed', paymentStatus: 'paid',
  totalCents: 14700, currency: 'usd', createdAt: '2026-03-02T15:04:00.000Z', paidAt: '2026-03-02T15:05:00.000Z',
  paymentIntentId: 'pi_local_1', failureMessage: null,
  billing: { name: 'Ada Lovelace', email: 'ada@example.com', address: { line1: '1 Analytical Way', city: 'London', postal_code: 'N1 9GU', country: 'GB' } },
  card: { brand: 'visa', last4: '4242' },
  items: [
    { id: 'item-1', datasetId: 'd1', title: 'Auto Leads', slug: 'auto-leads', priceCents: 4900, quantity: 1 },
    { id: 'item-2', datasetId: 'd2', title: 'Home Owners', slug: 'home-owners', priceCents: 4900, quantity: 2 },
  ],
  invoice: { id: 'invoice-1', number: 'INV-2026-000001' },
};

const grant = (id: string, datasetId: string, title: string, overrides: Partial<DownloadGrant> = {}): DownloadGrant => ({
  id, source: 'purchase', orderId: 'order-1', orderNumber: baseOrder.orderNumber, purchasedAt: '2026-03-02T15:05:00.000Z',
  dataset: { id: datasetId, slug: title.toLowerCase().replace(/ /g, '-'), title, description: `${title} description`, dataFormats: ['CSV'] },
  fileBytes: 2_621_440, rows: 1000, expiresAt: '2099-04-01T15:05:00.000Z', expired: false, downloadCount: 0,
  lastDownloadedAt: null, lastFormat: null, ...overrides,
});

const paidOrder: OrderDetail = {
  ...baseOrder,
  downloads: [
    grant('g1', 'd1', 'Auto Leads'),
    grant('g2', 'd2', 'Home Owners', { expiresAt: '2026-01-01T00:00:00.000Z', expired: true, fileBytes: null }),
    // Not one of this order's items: never shown.
    grant('g3', 'd3', 'Someone Else'),
  ],
};

function renderAt(path: string, routes: Routes) {
  const server = mockFetch({ 'GET /api/me': { body: clientUser }, 'GET /api/content': { body: { items: [] } }, ...routes });
  const view = renderRoutes([
    {
      Component: RequireUser,
      children: [
        { path: '/order-success', element: <OrderSuccessPage /> },
        { path: '/orders', element: <OrdersPage /> },
        { path: '/orders/:orderId', element: <OrderDetailPage /> },
      ],
    },
    { path: '/', element: <p>Home page</p> },
  ], { path });
  return { ...view, ...server };
}

describe('OrderSuccessPage', () => {
  it('shows a paid order in full with its downloads', async () => {
    const user = userEvent.setup();
    renderAt('/order-success?order_id=order-1', { 'GET /api/orders/order-1': { body: paidOrder } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Order Details' });
    expect(within(details).getByText('Completed')).toHaveAttribute('data-status', 'completed');
    expect(within(details).getByText(baseOrder.orderNumber)).toBeInTheDocument();
    expect(within(details).getByText('$147.00')).toBeInTheDocument();
    expect(within(details).getByText('Paid')).toBeInTheDocument();
    expect(within(details).getByText(/March 2, 2026 at \d{1,2}:\d{2}/)).toBeInTheDocument();
    expect(within(details).getByText('Auto Leads')).toBeInTheDocument();
    expect(within(details).getAllByText('Digital Download')).toHaveLength(2);
    expect(within(details).getByText('Qty: 2')).toBeInTheDocument();
    expect(within(details).getAllByText('$49.00')).toHaveLength(2);

    const downloads = screen.getByRole('region', { name: 'Your Downloads' });
    expect(within(downloads).getByText('Download links are valid for 30 days from purchase.')).toBeInTheDocument();
    expect(within(downloads).getByText('Auto Leads description')).toBeInTheDocument();
    expect(within(downloads).getAllByText('CSV')).toHaveLength(2);
    expect(within(downloads).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(downloads).getByText(/Expires Apr 1, 2099/)).toBeInTheDocument();
    expect(within(downloads).getByText('Expired')).toHaveClass('text-red-700');
    expect(within(downloads).queryByText('Someone Else')).not.toBeInTheDocument();
    expect(within(downloads).queryByRole('button', { name: /Home Owners/ })).not.toBeInTheDocument();

    await user.click(within(downloads).getByRole('button', { name: 'Download Auto Leads as CSV' }));
    expect(download.start).toHaveBeenCalledWith(expect.objectContaining({ id: 'g1', dataset: expect.objectContaining({ slug: 'auto-leads' }) }), 'csv');
    await user.click(within(downloads).getByRole('button', { name: 'Download Auto Leads as Excel' }));
    expect(download.start).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'g1' }), 'xlsx');

    expect(screen.getByRole('heading', { name: 'What\'s Next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'account dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('disables a download while it is starting', async () => {
    download.busy = { grantId: 'g1', format: 'csv' };
    renderAt('/order-success?order_id=order-1', { 'GET /api/orders/order-1': { body: paidOrder } });
    expect(await screen.findByRole('button', { name: 'Download Auto Leads as CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download Auto Leads as JSON' })).toBeDisabled();
  });

  it('waits for a pending payment, polling until it is paid', async () => {
    let reads = 0;
    const { requests } = renderAt('/order-success?order_id=order-1', {
      'GET /api/orders/order-1': () => {
        reads += 1;
        return { body: reads === 1 ? { ...paidOrder, status: 'pending', paymentStatus: 'pending', paidAt: null, downloads: [] } : paidOrder };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming Your Payment' })).toBeInTheDocument();
    expect(screen.getByText(/Your order is being prepared/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' }, { timeout: 4000 })).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/orders/order-1')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download Auto Leads as CSV' })).toBeEnabled();
  });

  it('says downloads are being prepared when there are none yet', async () => {
    renderAt('/order-success?order_id=order-1', { 'GET /api/orders/order-1': { body: { ...paidOrder, downloads: [] } } });
    const downloads = await screen.findByRole('region', { name: 'Your Downloads' });
    expect(within(downloads).getByText(/being prepared.*check your e-mail/i)).toBeInTheDocument();
  });

  it('shows a failed payment with its reason and a way to retry', async () => {
    renderAt('/order-success?order_id=order-1', {
      'GET /api/orders/order-1': { body: { ...paidOrder, status: 'failed', paymentStatus: 'failed', failureMessage: 'Your card was declined.', downloads: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Payment Again' })).toHaveAttribute('href', '/checkout?payment_intent=pi_local_1');
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).not.toBeInTheDocument();
  });

  it('shows Order Not Found for an unknown order', async () => {
    renderAt('/order-success?order_id=nope', { 'GET /api/orders/nope': apiError(404, 'NOT_FOUND', 'Order not found') });
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('goes home without an order id', async () => {
    const { router } = renderAt('/order-success', {});
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

const listOf = (items: Order[], page = 1, total = items.length, recharges = 0): MockReply =>
  ({ body: { items, total, page, pageSize: 20, counts: { purchase: total, recharge: recharges, subscription: 0 } } satisfies OrderList });

describe('OrdersPage', () => {
  it('shows 5 placeholders while loading', async () => {
    renderAt('/orders', { 'GET /api/orders': () => new Promise<MockReply>(() => {}) });
    const loading = await screen.findByLabelText('Loading orders');
    expect(loading.children).toHaveLength(5);
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dashboard');
  });

  it('lists orders newest first with coloured statuses and their items, loading more on demand', async () => {
    const user = userEvent.setup();
    const statuses = [
      ['completed', 'paid', 'bg-green-100'],
      ['processing', 'paid', 'bg-yellow-100'],
      ['pending', 'pending', 'bg-slate-100'],
      ['cancelled', 'refunded', 'bg-red-100'],
      ['failed', 'failed', 'bg-red-100'],
    ] as const;
    const orders: Order[] = statuses.map(([status, paymentStatus], i) => ({
      ...baseOrder, id: `o${i}`, orderNumber: `ORDER-${i}`, status, paymentStatus, createdAt: `2026-03-0${5 - i}T10:00:00.000Z`,
      invoice: paymentStatus === 'pending' || paymentStatus === 'failed' ? null : { id: `inv-${i}`, number: `INV-2026-00000${i}` },
    }));
    const older: Order = { ...baseOrder, id: 'old', orderNumber: 'ORDER-OLD', createdAt: '2026-01-01T10:00:00.000Z' };
    const { requests } = renderAt('/orders', {
      'GET /api/orders': ({ url }) => (url.includes('page=2') ? listOf([older], 2, 21) : listOf(orders, 1, 21)),
    });

    const links = await screen.findAllByRole('link', { name: /^ORDER-/ });
    expect(links.map((link) => link.textContent)).toEqual(['ORDER-0', 'ORDER-1', 'ORDER-2', 'ORDER-3', 'ORDER-4']);
    expect(links[0]).toHaveAttribute('href', '/orders/o0');
    statuses.forEach(([status, , colour], i) => {
      const card = links[i]!.closest('li')!;
      expect(within(card).getByText(status[0]!.toUpperCase() + status.slice(1), { selector: '[data-status]' })).toHaveClass(colour);
      expect(card.querySelector('[data-payment-status]')).toHaveTextContent(new RegExp(statuses[i]![1], 'i'));
    });
    const first = links[0]!.closest('li')!;
    expect(within(first).getByText('Auto Leads')).toBeInTheDocument();
    expect(within(first).getByText('$49.00 x 2')).toBeInTheDocument();
    expect(within(first).getByText('$147.00')).toBeInTheDocument();
    // A paid order links to its invoice; an unpaid one has none yet.
    expect(within(first).getByRole('link', { name: 'Download invoice INV-2026-000000' })).toHaveAttribute('href', '/api/invoices/inv-0/pdf');
    expect(within(links[2]!.closest('li')!).queryByRole('link', { name: /Download invoice/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'ORDER-OLD' })).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/orders?type=purchase&page=2&limit=20')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('lists purchases first, and balance top-ups under their own tab with their count', async () => {
    const user = userEvent.setup();
    const topUp: Order = { ...baseOrder, id: 'r1', orderNumber: 'RECHARGE-1', type: 'recharge', items: [] };
    const { requests } = renderAt('/orders', {
      'GET /api/orders': ({ url }) => (url.includes('type=recharge') ? listOf([topUp], 1, 1, 10) : listOf([baseOrder], 1, 1, 10)),
    });
    expect(await screen.findByRole('link', { name: baseOrder.orderNumber })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'RECHARGE-1' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Purchases (1)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Balance top-ups (10)' }));
    expect(await screen.findByRole('link', { name: 'RECHARGE-1' })).toBeInTheDocument();
    expect(screen.getByText('Account balance top-up')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toContain('/api/orders?type=recharge&page=1&limit=20');
  });

  it('offers no filter to someone who never topped up a balance', async () => {
    renderAt('/orders', { 'GET /api/orders': listOf([baseOrder]) });
    expect(await screen.findByRole('link', { name: baseOrder.orderNumber })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to the marketplace', async () => {
    renderAt('/orders', { 'GET /api/orders': listOf([]) });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('says when the orders cannot be loaded and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAt('/orders', { 'GET /api/orders': () => (fail ? apiError(500, 'INTERNAL_ERROR', 'boom') : listOf([baseOrder])) });
    expect(await screen.findByText('Your orders could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: baseOrder.orderNumber })).toBeInTheDocument();
  });
});

describe('OrderDetailPage', () => {
  it('shows everything about a completed order, with its downloads', async () => {
    renderAt('/orders/order-1', { 'GET /api/orders/order-1': { body: paidOrder } });
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${baseOrder.orderNumber}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Orders/ })).toHaveAttribute('href', '/orders');
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('1 Analytical Way, London, N1 9GU, GB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auto Leads' })).toHaveAttribute('href', '/dataset/auto-leads');
    expect(screen.getByRole('link', { name: 'Home Owners' })).toHaveAttribute('href', '/dataset/home-owners');
    expect(screen.getByText('Completed', { selector: '[data-status]' })).toHaveClass('bg-green-100');
    expect(screen.getByRole('region', { name: 'Your Downloads' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Auto Leads as CSV' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Complete payment/ })).not.toBeInTheDocument();
  });

  it('offers to complete an unpaid order and shows why the last attempt failed', async () => {
    renderAt('/orders/order-1', {
      'GET /api/orders/order-1': {
        body: { ...paidOrder, status: 'pending', paymentStatus: 'failed', paidAt: null, card: null, failureMessage: 'Your card has insufficient funds.', downloads: [] },
      },
    });
    expect(await screen.findByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Complete payment/ })).toHaveAttribute('href', '/checkout?payment_intent=pi_local_1');
    expect(screen.queryByRole('region', { name: 'Your Downloads' })).not.toBeInTheDocument();
    expect(screen.getByText('Not yet')).toBeInTheDocument();
  });

  it('shows Order Not Found for an order that is not the user\'s', async () => {
    renderAt('/orders/other', { 'GET /api/orders/other': apiError(404, 'NOT_FOUND', 'Order not found') });
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute('href', '/marketplace'));
  });
});
