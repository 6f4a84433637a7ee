import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountSummary, Order } from '../../../common/orders';
import { clientUser } from '../../test/fixtures';
import { apiError, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from './dashboard-page';

function order(id: string, status: Order['status'], totalCents: number, createdAt: string): Order {
  return {
    id, orderNumber: `ORDER-${id}`, type: 'purchase', status, paymentStatus: status === 'completed' ? 'paid' : 'pending',
    totalCents, currency: 'usd', createdAt, paidAt: null, paymentIntentId: null, failureMessage: null,
    billing: { name: 'Ada Lovelace', email: 'ada@example.com', address: { country: 'US' } }, card: null, items: [], invoice: null,
  };
}

const summary: AccountSummary = {
  stats: { totalOrders: 7, totalSpentCents: 123456, datasetsOwned: 4, wishlistItems: 3 },
  recentOrders: [
    order('o5', 'completed', 4900, '2026-11-20T10:00:00.000Z'),
    order('o4', 'processing', 9900, '2026-11-18T10:00:00.000Z'),
    order('o3', 'pending', 1500, '2026-11-15T10:00:00.000Z'),
    order('o2', 'cancelled', 2500, '2026-11-10T10:00:00.000Z'),
    order('o1', 'completed', 10000, '2026-11-01T10:00:00.000Z'),
  ],
};

function renderDashboard(reply: MockReply | (() => Promise<MockReply>), extra: Parameters<typeof mockFetch>[0] = {}, me = clientUser) {
  const server = mockFetch({
    'GET /api/me': { body: me },
    ...extra,
    'GET /api/content': { body: { items: [] } },
    'GET /api/account/summary': reply,
    'GET /api/stats': { body: { totalDatasets: 512, activeProviders: 14, totalDownloads: 98765 } },
  });
  renderWithProviders(<DashboardPage />, { path: '/dashboard' });
  return server;
}

const tileValue = (label: string) => within(screen.getByRole('region', { name: 'Account statistics' })).getByText(label).nextSibling;

describe('DashboardPage', () => {
  it('welcomes the user and shows their real totals', async () => {
    renderDashboard({ body: summary });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
    expect(tileValue('Dataset Orders')).toHaveTextContent('7');
    expect(tileValue('Total Spent')).toHaveTextContent('$1,234.56');
    expect(tileValue('Datasets Owned')).toHaveTextContent('4');
    expect(tileValue('Wishlist Items')).toHaveTextContent('3');
  });

  it('lists the recent orders: completed green, anything else yellow', async () => {
    renderDashboard({ body: summary });
    const recent = await screen.findByRole('region', { name: 'Recent Orders' });
    expect(await within(recent).findByRole('link', { name: 'ORDER-o5' })).toHaveAttribute('href', '/orders/o5');
    const rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$49.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Completed')).toHaveClass('bg-green-100', 'text-green-800');
    for (const [index, label] of [[1, 'Processing'], [2, 'Pending'], [3, 'Cancelled']] as const) {
      expect(within(rows[index]!).getByText(label)).toHaveClass('bg-yellow-100', 'text-yellow-800');
    }
    expect(within(recent).getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows an empty state without orders', async () => {
    renderDashboard({ body: { stats: { totalOrders: 0, totalSpentCents: 0, datasetsOwned: 0, wishlistItems: 0 }, recentOrders: [] } });
    const recent = await screen.findByRole('region', { name: 'Recent Orders' });
    expect(await within(recent).findByText('No orders yet')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute('href', '/marketplace');
    expect(within(recent).queryAllByRole('listitem')).toHaveLength(0);
    expect(tileValue('Total Spent')).toHaveTextContent('$0.00');
  });

  it('shows skeletons while the summary loads', async () => {
    renderDashboard(() => new Promise<MockReply>(() => {}));
    await screen.findByRole('heading', { name: 'Welcome back, Ada!' });
    expect(screen.getByRole('list', { name: 'Loading recent orders' })).toHaveAttribute('aria-busy', 'true');
    expect(tileValue('Dataset Orders')?.textContent).toBe('');
  });

  it('says so when the summary cannot be loaded', async () => {
    renderDashboard(apiError(500, 'INTERNAL_ERROR', 'Something went wrong'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account summary could not be loaded.');
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
    expect(tileValue('Dataset Orders')).toHaveTextContent('—');
  });

  it('shows the marketplace overview, quick actions and account info', async () => {
    renderDashboard({ body: summary });
    const overview = await screen.findByRole('region', { name: 'Marketplace Overview' });
    expect(await within(overview).findByText('512')).toBeInTheDocument();
    expect(within(overview).getByText('14')).toBeInTheDocument();
    expect(within(overview).getByText('98,765')).toBeInTheDocument();

    const actions = screen.getByRole('navigation', { name: 'Quick Actions' });
    const hrefs = within(actions).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/marketplace', '/orders', '/wishlist', '/downloads', '/account/settings']);

    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('offers to resend the verification e-mail while the address is unverified, and says where it went', async () => {
    const { requests } = renderDashboard({ body: summary }, { 'POST /api/auth/send-verification-email': { body: { status: true } } }, { ...clientUser, emailVerified: false });
    const user = userEvent.setup();
    const info = await screen.findByRole('region', { name: 'Account Information' });
    expect(within(info).getByText('Unverified')).toBeInTheDocument();
    await user.click(within(info).getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await within(info).findByText(`We sent a new verification link to ${clientUser.email}. It is valid for 24 hours.`)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/send-verification-email')?.body).toEqual({ email: clientUser.email, callbackURL: '/?verified=1' });
  });

  it('shows the server\'s limit when asked too often', async () => {
    renderDashboard({ body: summary }, { 'POST /api/auth/send-verification-email': apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again in 15 minutes.') }, { ...clientUser, emailVerified: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 15 minutes.');
  });

  it('offers nothing to a verified address', async () => {
    renderDashboard({ body: summary });
    expect(await screen.findByRole('region', { name: 'Account Information' })).toHaveTextContent('Verified');
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).not.toBeInTheDocument();
  });
});
