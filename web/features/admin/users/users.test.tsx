import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES, type AdminUser, type AdminUserDetail, type AdminUserPage } from '../../../../common/admin';
import type { Order } from '../../../../common/orders';
import { adminUser } from '../../../test/fixtures';
import { balance as balanceOf, config, lead } from '../../../test/lead-fixtures';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { UserPage } from './user-page';
import { UsersPage } from './users-page';

type Routes = Parameters<typeof mockFetch>[0];

const listUser = (over: Partial<AdminUser> & { id: string }): AdminUser => ({
  email: 'ada@example.com', name: 'Ada Lovelace', role: 'CLIENT', status: 'active', emailVerified: true,
  createdAt: '2026-01-15T10:00:00.000Z', lastSignInAt: '2026-11-20T10:00:00.000Z', deletedAt: null,
  ...over,
});

const page = (items: AdminUser[], over: Partial<AdminUserPage> = {}): AdminUserPage => ({ items, total: items.length, totalIsCapped: false, page: 1, pageSize: 25, ...over });

const order: Order = {
  id: 'o1', orderNumber: 'ORDER-1700000000000-ABCDEFGHI', type: 'purchase', status: 'completed', paymentStatus: 'paid',
  totalCents: 14_700, currency: 'usd', createdAt: '2026-03-02T15:04:00.000Z', paidAt: '2026-03-02T15:05:00.000Z',
  paymentIntentId: 'pi_local_1', failureMessage: null, billing: { name: 'Ada Lovelace', email: 'ada@example.com', address: { country: 'US' } },
  card: null, items: [], invoice: null,
};

const { id, campaignName, campaignSource, leadType, active, costPerLeadCents, qualityRules, stats } = config({ id: 'c1' });
const adminImport = {
  id, campaignName, campaignSource, leadType, active, costPerLeadCents, qualityRules, stats,
  caps: { dailyBudgetCents: 5_000, dailyLeadCap: null, today: { leads: 10, cents: 4_500 }, overCapLeads: 3 },
  delivery: { webhook: 'disabled' as const, emailPerLead: false, consecutiveFailures: 20, recent: { succeeded: 40, failed: 20, inProgress: 0 } },
};

const detail = (over: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...listUser({ id: 'u1' }),
  firstName: 'Ada', lastName: 'Lovelace', phone: null, company: 'Analytical Engines', activeSessions: 2,
  orders: [order], ordersTotal: 12,
  balance: balanceOf({ balanceCents: 5_000 }),
  ledger: [{ id: 't1', kind: 'recharge', amountCents: 5_000, balanceAfterCents: 5_000, reference: 'RECHARGE-1', description: 'Recharge RECHARGE-1', createdAt: '2026-11-20T10:00:00.000Z' }],
  leads: { total: 3, delivered: 2, spentCents: 900, recent: [lead({ id: 'l1' })], imports: [adminImport] },
  team: { id: 't1', name: 'Ada Lovelace', role: 'owner', plan: { id: 's1', plan: 'professional', status: 'past_due', currentPeriodEnd: '2026-12-01T10:00:00.000Z', cancelAtPeriodEnd: false } },
  ...over,
});

function render(path: string, routes: Routes = {}) {
  const server = mockFetch({ 'GET /api/me': { body: adminUser }, 'GET /api/content': { body: { items: [] } }, ...routes });
  const view = renderRoutes([
    { path: '/admin/users', element: <UsersPage /> },
    { path: '/admin/users/:id', element: <UserPage /> },
    { path: '*', element: <p>Elsewhere</p> },
  ], { path });
  return { ...server, ...view };
}

const listParams = (requests: { url: string }[]) =>
  requests.filter((r) => r.url.startsWith('/api/admin/users?') || r.url === '/api/admin/users').map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));

describe('the users list', () => {
  it('shows the users the server sends, asking for the search, status and sort in the URL', async () => {
    const { requests } = render('/admin/users?search=ada&status=active', {
      'GET /api/admin/users': { body: page([listUser({ id: 'u1' }), listUser({ id: 'a1', name: 'Grace Hopper', email: 'admin@example.com', role: 'ADMIN', emailVerified: false, lastSignInAt: null })], { total: 10_000, totalIsCapped: true }) },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/users/u1');
    const [ada, grace] = within(table).getAllByRole('row').slice(1);
    expect(within(ada!).getByText('Verified')).toBeInTheDocument();
    expect(within(ada!).getByText('Active')).toHaveAttribute('data-status', 'active');
    expect(within(grace!).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(grace!).getByText('Admin')).toBeInTheDocument();
    expect(within(grace!).getByText('Unverified')).toBeInTheDocument();
    expect(within(grace!).getByText('Never')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View Ada Lovelace' })).toHaveAttribute('href', '/admin/users/u1');
    // The signed-in admin cannot ban themselves, so their row offers no Ban.
    expect(within(table).queryByRole('button', { name: 'Ban Grace Hopper' })).not.toBeInTheDocument();
    expect(screen.getByText('10,000+ users match these filters')).toBeInTheDocument();
    expect(listParams(requests)[0]).toEqual({ search: 'ada', status: 'active' });

    await user.click(within(table).getByRole('button', { name: /Last Login/ }));
    await waitFor(() => expect(listParams(requests).at(-1)).toEqual({ search: 'ada', status: 'active', sort: 'lastLogin' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'banned');
    await waitFor(() => expect(listParams(requests).at(-1)).toEqual({ search: 'ada', status: 'banned', sort: 'lastLogin' }));
    await user.selectOptions(screen.getByLabelText('Sort'), 'email:asc');
    await waitFor(() => expect(listParams(requests).at(-1)).toEqual({ search: 'ada', status: 'banned', sort: 'email', order: 'asc' }));
    await user.clear(screen.getByLabelText('Search users'));
    await user.type(screen.getByLabelText('Search users'), 'lovelace');
    await waitFor(() => expect(listParams(requests).at(-1)).toEqual({ search: 'lovelace', status: 'banned', sort: 'email', order: 'asc' }));
  });

  it('says when nothing matches, exports the filtered list, and clears the filters', async () => {
    const { router } = render('/admin/users?search=nobody&status=banned&page=2', { 'GET /api/admin/users': { body: page([]) } });
    expect(await screen.findByText('No users found matching your criteria')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/api/admin/users/export.csv?search=nobody&status=banned');
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('download');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/api/admin/users/export.csv');
  });

  it('bans a user only after the confirmation, and unbans at once', async () => {
    const { requests } = render('/admin/users', {
      'GET /api/admin/users': { body: page([listUser({ id: 'u1' }), listUser({ id: 'u2', name: 'Bob Banned', email: 'bob@example.com', status: 'banned' })]) },
      'PATCH /api/admin/users/u1': { body: detail({ status: 'banned' }) },
      'PATCH /api/admin/users/u2': { body: detail({ id: 'u2', status: 'active' }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ban Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Ada Lovelace?' });
    expect(within(dialog).getByText(/sessions end now/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ban user' }));
    await waitFor(() => expect(requests.find((r) => r.url === '/api/admin/users/u1' && r.method === 'PATCH')?.body).toEqual({ status: 'banned' }));
    expect(await screen.findByText('Ada Lovelace is banned')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Unban Bob Banned' }));
    await waitFor(() => expect(requests.find((r) => r.url === '/api/admin/users/u2' && r.method === 'PATCH')?.body).toEqual({ status: 'active' }));
  });

  it('shows the server\'s refusal of a ban', async () => {
    render('/admin/users', {
      'GET /api/admin/users': { body: page([listUser({ id: 'u3', name: 'Other Admin', role: 'ADMIN' })]) },
      'PATCH /api/admin/users/u3': apiError(409, 'NOT_ALLOWED', ADMIN_USER_MESSAGES.lastAdmin),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ban Other Admin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ban user' }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.lastAdmin)).toBeInTheDocument();
  });
});

describe('one user', () => {
  it('shows the profile, the balance and ledger, the orders and the leads', async () => {
    render('/admin/users/u1', { 'GET /api/admin/users/u1': { body: detail() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Active sessions').nextSibling).toHaveTextContent('2');
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(within(balance).getByText('Current balance').nextSibling).toHaveTextContent('$50.00');
    const ledger = within(balance).getByRole('table', { name: /balance entries/ });
    expect(within(ledger).getByText('Recharge RECHARGE-1')).toBeInTheDocument();
    expect(within(ledger).getByText('+$50.00')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: order.orderNumber })).toHaveAttribute('href', '/admin/orders/o1');
    expect(within(orders).getByText('Completed')).toHaveAttribute('data-status', 'completed');
    expect(within(orders).getByText(/12 orders in total/)).toBeInTheDocument();
    const leads = screen.getByRole('region', { name: 'Leads' });
    expect(within(leads).getByText('Spent on leads').nextSibling).toHaveTextContent('$9.00');
    expect(within(leads).getByText('Maria Gonzalez')).toBeInTheDocument();
    const imports = within(leads).getByRole('table', { name: /Lead imports/ });
    expect(within(imports).getByText('$45.00 of $50.00')).toBeInTheDocument();
    expect(within(imports).getByText('Webhook turned off after 20 failures')).toBeInTheDocument();
    expect(within(imports).getByText('7 days: 40 delivered, 20 failed')).toBeInTheDocument();
    expect(within(balance).getByText('Spend caps').nextSibling).toHaveTextContent('$0.00 today, $0.00 this month (no caps)');
    const plan = screen.getByRole('region', { name: 'Team plan' });
    expect(within(plan).getByText('Plan').nextSibling).toHaveTextContent('Professional');
    expect(within(plan).getByText('Past due')).toHaveAttribute('data-status', 'past_due');
    expect(within(plan).getByRole('link', { name: 'The team\'s subscriptions' })).toHaveAttribute('href', '/admin/subscriptions?teamId=t1');
  });

  it('pauses a user\'s import', async () => {
    const { requests } = render('/admin/users/u1', {
      'GET /api/admin/users/u1': { body: detail() },
      'PATCH /api/admin/lead-configs/c1': { status: 204 },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pause Spring auto quotes' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ active: false }));
    expect(await screen.findByText('Import paused')).toBeInTheDocument();
  });

  it('asks before deactivating, sends only what changed, and shows the server\'s refusal', async () => {
    const { requests } = render('/admin/users/u1', {
      'GET /api/admin/users/u1': { body: detail({ role: 'ADMIN' }) },
      'PATCH /api/admin/users/u1': apiError(409, 'NOT_ALLOWED', ADMIN_USER_MESSAGES.lastAdmin),
    });
    const user = userEvent.setup();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.selectOptions(within(account).getByLabelText('Status'), 'inactive');
    await user.click(within(account).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ada Lovelace?' });
    expect(within(dialog).getByText(/Their active sessions end now/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate user' }));
    expect(await within(account).findByRole('alert')).toHaveTextContent(ADMIN_USER_MESSAGES.lastAdmin);
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({ status: 'inactive' });
  });

  it('checks an adjustment with the server\'s rules and sends a debit as negative cents', async () => {
    const { requests } = render('/admin/users/u1', {
      'GET /api/admin/users/u1': { body: detail() },
      'POST /api/admin/users/u1/balance-adjustments': { body: detail({ balance: balanceOf({ balanceCents: 2_500 }) }) },
    });
    const user = userEvent.setup();
    const balance = await screen.findByRole('region', { name: 'Balance' });
    await user.type(within(balance).getByLabelText('Amount'), '25');
    await user.click(within(balance).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(balance).findByText(ADMIN_USER_MESSAGES.reason)).toBeInTheDocument();
    expect(within(balance).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(balance).getByLabelText('Debit'));
    await user.clear(within(balance).getByLabelText('Amount'));
    await user.type(within(balance).getByLabelText('Amount'), '60');
    await user.type(within(balance).getByLabelText('Reason'), 'Chargeback on order 12');
    await user.click(within(balance).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(balance).findByText(ADMIN_USER_MESSAGES.overdraw)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(within(balance).getByLabelText('Amount'));
    await user.type(within(balance).getByLabelText('Amount'), '25.00');
    await user.click(within(balance).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ amountCents: -2_500, reason: 'Chargeback on order 12' }));
    expect(await screen.findByText('Debited $25.00')).toBeInTheDocument();
  });

  it('deletes the user after the confirmation and goes back to the list', async () => {
    const { requests, router } = render('/admin/users/u1', {
      'GET /api/admin/users/u1': { body: detail() },
      'DELETE /api/admin/users/u1': { status: 204 },
      'GET /api/admin/users': { body: page([]) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ada Lovelace?' });
    expect(within(dialog).getByText(/orders and balance ledger are kept/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/users/u1']);
    expect(await screen.findByText('Ada Lovelace is deleted')).toBeInTheDocument();
    expect(await screen.findByText('No users found matching your criteria')).toBeInTheDocument();
    // The deleted user's page is not asked for again.
    expect(requests.filter((r) => r.url === '/api/admin/users/u1' && r.method === 'GET')).toHaveLength(1);
  });

  it('says when the user does not exist, with a way back', async () => {
    render('/admin/users/nope', {});
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/admin/users');
  });

  it('offers Try Again when the user could not be loaded', async () => {
    let calls = 0;
    render('/admin/users/u1', {
      'GET /api/admin/users/u1': () => (++calls === 1 ? apiError(500, 'INTERNAL', 'The database is not answering.') : { body: detail() }),
    });
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('keeps the signed-in admin from changing or deleting their own account', async () => {
    render('/admin/users/a1', { 'GET /api/admin/users/a1': { body: detail({ id: 'a1', name: 'Grace Hopper', role: 'ADMIN' }) } });
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText(ADMIN_USER_MESSAGES.notYourself)).toBeInTheDocument();
    expect(within(account).getByLabelText('Role')).toBeDisabled();
    expect(within(account).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
  });
});
