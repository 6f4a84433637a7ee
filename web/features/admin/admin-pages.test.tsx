// The dashboard, orders, refunds, lead returns, inbox, audit log and analytics pages against a recorded fake server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_SOURCES, LEAD_MESSAGES, LEAD_TYPES } from '../../../common/leads';
import {
  adminOrderDetail, adminOrderRow, adminStats, adminSubscriptionRow, adminUserRow, analyticsAnswer, auditEntry, inboxMessage, subscriptionAnalyticsAnswer,
} from '../../test/admin-fixtures';
import { adminUser } from '../../test/fixtures';
import { apiError, mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { AdminLayout } from './admin-layout';
import { AnalyticsPage } from './analytics/analytics-page';
import { AuditPage } from './audit/audit-page';
import { AdminDashboardPage } from './dashboard/admin-dashboard-page';
import { InboxPage } from './inbox/inbox-page';
import { InvoicesPage } from './invoices/invoices-page';
import { JobsPage } from './jobs/jobs-page';
import { LeadPricesPage } from './lead-prices/lead-prices-page';
import { LeadReturnsPage } from './lead-returns/lead-returns-page';
import { OrderPage } from './orders/order-page';
import { OrdersPage } from './orders/orders-page';
import { TeamsPage } from './teams/teams-page';
import { SubscriptionsPage } from './subscriptions/subscriptions-page';

type Routes = Parameters<typeof mockFetch>[0];

function render(element: React.ReactElement, pattern: string, path: string, routes: Routes = {}) {
  const server = mockFetch({ 'GET /api/me': { body: adminUser }, 'GET /api/content': { body: { items: [] } }, ...routes });
  const view = renderRoutes([{ path: '/admin', element: <AdminLayout />, children: [{ path: pattern, element }] }, { path: '*', element: <p>Elsewhere</p> }], { path });
  return { ...server, ...view };
}
const urls = (requests: { url: string }[], prefix: string) => requests.map((r) => r.url).filter((u) => u.startsWith(prefix));

describe('dashboard', () => {
  const overview = { stats: adminStats(), recentOrders: [adminOrderRow()], recentUsers: [adminUserRow()] };

  it('shows the figures, the newest orders and users, and quick actions that go somewhere', async () => {
    render(<AdminDashboardPage />, '', '/admin', { 'GET /api/admin/overview': { body: overview } });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Balance held for advertisers')).toBeInTheDocument();
    expect(screen.getByText('Orders: 3,900 purchases, 321 balance top-ups, 100 plan payments')).toBeInTheDocument();
    expect(screen.getByText('MRR (43 live plans)')).toBeInTheDocument();
    expect(screen.getByText('$12,345.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /3 plans past due/ })).toHaveAttribute('href', '/admin/subscriptions?status=past_due');
    expect(screen.getByText('$23,456.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2 lead returns to decide/ })).toHaveAttribute('href', '/admin/lead-returns');
    expect(screen.getByRole('link', { name: /5 unread messages/ })).toHaveAttribute('href', '/admin/inbox');
    expect(screen.getByRole('link', { name: 'ORDER-1763900000000-ABCDEFGHI' })).toHaveAttribute('href', '/admin/orders/o1');
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/users/u1');
    expect(screen.getByRole('link', { name: 'Add Dataset' })).toHaveAttribute('href', '/admin/datasets?tab=all&new=1');
    expect(screen.getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Edit Content' })).toHaveAttribute('href', '/admin/content');
    expect(screen.getByRole('link', { name: 'View Reports' })).toHaveAttribute('href', '/admin/analytics');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Data' });
    expect(within(dialog).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/api/admin/users/export.csv');
    expect(within(dialog).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/api/admin/orders/export.csv');
  });

  it('switches tabs with the keyboard and keeps the tab in the address', async () => {
    const { router, requests } = render(<AdminDashboardPage />, '', '/admin', {
      'GET /api/admin/overview': { body: overview },
      'GET /api/admin/datasets/insights': { body: { totals: { datasets: 1, active: 1, downloads: 5, revenueCents: 100 }, topByDownloads: [{ id: 'd1', title: 'Texas Auto Leads', totalDownloads: 5, revenueCents: 100 }], topByRevenue: [] } },
    });
    const user = userEvent.setup();
    const overviewTab = await screen.findByRole('tab', { name: 'Overview' });
    expect(overviewTab).toHaveAttribute('aria-selected', 'true');
    overviewTab.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Radix moves focus (and so the selection) on a timer after the key press; the address then follows.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Datasets' })).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).toBe('?tab=datasets');
    expect(await screen.findByText('Texas Auto Leads')).toBeInTheDocument();
    expect(urls(requests, '/api/admin/datasets/insights')).toHaveLength(1);
  });
});

describe('orders', () => {
  it('sends the search and filters to the server and links the export with them', async () => {
    const { requests } = render(<OrdersPage />, 'orders', '/admin/orders?status=completed&type=purchase', {
      'GET /api/admin/orders': { body: { items: [adminOrderRow({ refundedCents: 2000, paymentStatus: 'partially_refunded' })], total: 1, totalIsCapped: false, page: 1, pageSize: 25 } },
    });
    expect(await screen.findByRole('link', { name: 'ORDER-1763900000000-ABCDEFGHI' })).toHaveAttribute('href', '/admin/orders/o1');
    expect(screen.getByText('1 order matches these filters.')).toBeInTheDocument();
    expect(screen.getByText('−$20.00 refunded')).toBeInTheDocument();
    expect(urls(requests, '/api/admin/orders')[0]).toBe('/api/admin/orders?status=completed&type=purchase');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/admin/orders/export.csv?status=completed&type=purchase');

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ada@');
    await waitFor(() => expect(urls(requests, '/api/admin/orders').at(-1)).toBe('/api/admin/orders?search=ada%40&status=completed&type=purchase'));
  });

  it('says when nothing matches and clears the filters', async () => {
    const { router } = render(<OrdersPage />, 'orders', '/admin/orders?status=refunded', {
      'GET /api/admin/orders': { body: { items: [], total: 0, totalIsCapped: false, page: 1, pageSize: 25 } },
    });
    expect(await screen.findByText('No orders found matching your criteria')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('refunds the chosen item after confirmation, with the reason', async () => {
    const { requests } = render(<OrderPage />, 'orders/:id', '/admin/orders/o1', {
      'GET /api/admin/orders/o1': { body: adminOrderDetail() },
      'POST /api/admin/orders/o1/refunds': { body: adminOrderDetail() },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'ORDER-1763900000000-ABCDEFGHI' })).toBeInTheDocument();
    expect(screen.getByText('2 downloads, until Dec 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download invoice INV-2026-000001' })).toHaveAttribute('href', '/api/invoices/invoice-1/pdf');
    await user.click(screen.getByRole('checkbox', { name: 'Refund Texas Auto Leads' }));
    await user.type(screen.getByLabelText(/Reason/), 'Wrong state');
    await user.click(screen.getByRole('button', { name: 'Refund 1 selected item ($20.00)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund $20.00?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ itemIds: ['i1'], reason: 'Wrong state' }));
  });

  it('shows the server\'s reason when a refund is refused', async () => {
    render(<OrderPage />, 'orders/:id', '/admin/orders/o1', {
      'GET /api/admin/orders/o1': { body: adminOrderDetail({ type: 'recharge', items: [], itemsDetail: [] }) },
      'POST /api/admin/orders/o1/refunds': apiError(422, 'BALANCE_SPENT', 'The customer has already spent part of this recharge.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund recharge ($45.00)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The customer has already spent part of this recharge.')).toBeInTheDocument();
  });

  it('says so when the order does not exist', async () => {
    render(<OrderPage />, 'orders/:id', '/admin/orders/nope', { 'GET /api/admin/orders/nope': apiError(404, 'NOT_FOUND', 'Order not found') });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});

describe('invoices', () => {
  it('searches by number or e-mail and links each invoice\'s PDF and order', async () => {
    const invoice = { id: 'inv1', number: 'INV-2026-000007', orderId: 'o1', orderNumber: 'ORDER-1', issuedAt: '2026-11-20T10:00:00.000Z', currency: 'usd', totalCents: 4500, email: 'ada@example.com' };
    const { requests } = render(<InvoicesPage />, 'invoices', '/admin/invoices', {
      'GET /api/admin/invoices': { body: { items: [invoice], total: 1, totalIsCapped: false, page: 1, pageSize: 25 } },
    });
    expect(await screen.findByRole('link', { name: 'Download PDF of INV-2026-000007' })).toHaveAttribute('href', '/api/invoices/inv1/pdf');
    expect(screen.getByRole('link', { name: 'ORDER-1' })).toHaveAttribute('href', '/admin/orders/o1');
    expect(screen.getByText('$45.00')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'INV-2026');
    await waitFor(() => expect(urls(requests, '/api/admin/invoices').at(-1)).toBe('/api/admin/invoices?search=INV-2026'));
  });
});

describe('lead returns', () => {
  it('approves with a note and asks for the waiting ones by default', async () => {
    const lead = { id: 'l1', configId: 'c1', campaignName: 'Spring auto', sourcePlatform: 'api', sourceLeadId: null, status: 'delivered', qualityScore: 80, costCents: 900, chargedAt: '2026-11-20T10:00:00.000Z', importedAt: '2026-11-20T10:00:00.000Z', name: 'Pat Rivera', email: 'pat@example.com', phone: null, held: false, duplicateOfId: null, return: null };
    const ret = { id: 'r1', status: 'requested', reason: 'invalid_contact', details: 'Number disconnected', adminNote: null, createdAt: '2026-11-21T10:00:00.000Z', decidedAt: null, lead, user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' } };
    const { requests } = render(<LeadReturnsPage />, 'lead-returns', '/admin/lead-returns', {
      'GET /api/admin/lead-returns': { body: { items: [ret], total: 1, page: 1, pageSize: 25 } },
      'POST /api/admin/lead-returns/r1/decision': { body: { ...ret, status: 'approved' } },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Invalid or disconnected contact details')).toBeInTheDocument();
    expect(urls(requests, '/api/admin/lead-returns')[0]).toBe('/api/admin/lead-returns?status=requested&page=1');
    await user.type(screen.getByLabelText('Note to the advertiser (optional)'), 'Verified');
    await user.click(screen.getByRole('button', { name: 'Approve and credit $9.00' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ decision: 'approve', note: 'Verified' }));
  });
});

describe('lead prices', () => {
  it('shows the list by source and type, checks the $1.50-$15 range, and saves one price', async () => {
    const list = CAMPAIGN_SOURCES.flatMap((source) => LEAD_TYPES.map((leadType) => ({ source, leadType, priceCents: 400, updatedAt: '2026-11-01T10:00:00.000Z' })));
    const { requests } = render(<LeadPricesPage />, 'lead-prices', '/admin/lead-prices', {
      'GET /api/lead-prices': { body: list },
      'PUT /api/admin/lead-prices/facebook/medicare': { body: { source: 'facebook', leadType: 'medicare', priceCents: 725, updatedAt: '2026-11-28T10:00:00.000Z' } },
    });
    const user = userEvent.setup();
    const price = await screen.findByLabelText('Facebook Lead Ads Medicare list price');
    expect(price).toHaveValue('4.00');
    expect(screen.getAllByRole('row')).toHaveLength(1 + CAMPAIGN_SOURCES.length);
    await user.clear(price);
    await user.type(price, '15.50{Enter}');
    expect(await screen.findByText(LEAD_MESSAGES.listPrice)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await user.clear(price);
    await user.type(price, '7.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ priceCents: 725 }));
  });
});

describe('background jobs', () => {
  const queue = (name: string, deadLettered = 0) => ({ queue: name, queued: 2, active: 1, retrying: 0, failed: 3, deadLettered });
  const dead = { id: 'j1', queue: 'mail.deliver', data: { outboxId: 'm1' }, error: 'Server closed the connection: 421 Service unavailable', attempts: 9, failedAt: '2026-11-21T10:00:00.000Z' };

  it('shows each queue\'s counts and the dead letters, and retries one once', async () => {
    const { requests } = render(<JobsPage />, 'jobs', '/admin/jobs', {
      'GET /api/admin/jobs': { body: { queues: [queue('mail.deliver', 1), queue('payments.reconcile')], deadLetters: { items: [dead], total: 1, page: 1, pageSize: 25 } } },
      'POST /api/admin/jobs/dead-letters/j1/retry': { body: { queue: 'mail.deliver' } },
    });
    const table = await screen.findByRole('table', { name: 'Job queues' });
    const mail = within(table).getByText('E-mail delivery').closest('tr')!;
    expect(within(mail).getAllByRole('cell').map((c) => c.textContent)).toEqual(['E-mail delivery mail.deliver', '2', '1', '0', '3', '1']);
    expect(within(table).getByText('Payment reconciliation')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Dead-lettered jobs, newest first' });
    expect(within(list).getByText(dead.error)).toBeInTheDocument();
    expect(within(list).getByText(/after 9 attempts/)).toBeInTheDocument();
    const retry = within(list).getByRole('button', { name: 'Retry' });
    await userEvent.setup().click(retry);
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/admin/jobs/dead-letters/j1/retry']));
    await waitFor(() => expect(retry).toBeDisabled());
  });

  it('says so when no job has failed all of its retries', async () => {
    render(<JobsPage />, 'jobs', '/admin/jobs', {
      'GET /api/admin/jobs': { body: { queues: [queue('payments.reconcile')], deadLetters: { items: [], total: 0, page: 1, pageSize: 25 } } },
    });
    expect(await screen.findByText('No job has failed all of its retries.')).toBeInTheDocument();
  });
});

describe('inbox', () => {
  it('marks a message read when opened and answers it', async () => {
    const message = inboxMessage();
    const { requests } = render(<InboxPage />, 'inbox', '/admin/inbox', {
      'GET /api/admin/messages': { body: { items: [message], total: 1, unread: 1, page: 1, pageSize: 25 } },
      'PATCH /api/admin/messages/m1': { body: { ...message, readAt: '2026-11-22T10:00:00.000Z' } },
      'POST /api/admin/messages/m1/replies': { body: message },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Rae Lin/ }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ read: true }));
    const article = screen.getByRole('article', { name: 'Message from Rae Lin' });
    await user.click(within(article).getByRole('button', { name: 'Send reply' }));
    expect(await within(article).findByText('Write a reply.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.type(within(article).getByLabelText('Reply to rae@example.com'), 'Try Excel\'s import.');
    await user.click(within(article).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ body: 'Try Excel\'s import.' }));
  });

  it('filters unread messages and exports with the filters', async () => {
    const { requests } = render(<InboxPage />, 'inbox', '/admin/inbox?unread=true&channel=support', {
      'GET /api/admin/messages': { body: { items: [], total: 0, unread: 0, page: 1, pageSize: 25 } },
    });
    expect(await screen.findByText('No messages match these filters')).toBeInTheDocument();
    expect(urls(requests, '/api/admin/messages')[0]).toBe('/api/admin/messages?channel=support&unread=true');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/admin/messages/export.csv?channel=support&unread=true');
  });
});

describe('audit log', () => {
  it('shows who changed what from what to what, linking the record', async () => {
    const { requests } = render(<AuditPage />, 'audit', '/admin/audit?entityType=user', {
      'GET /api/admin/audit': { body: { items: [auditEntry()], total: 1, page: 1, pageSize: 50 } },
    });
    expect(await screen.findByText('user.ban')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'u1' })).toHaveAttribute('href', '/admin/users/u1');
    expect(screen.getByText('active').tagName).toBe('DEL');
    expect(screen.getByText('banned').tagName).toBe('INS');
    expect(urls(requests, '/api/admin/audit')[0]).toBe('/api/admin/audit?entityType=user');
  });
});

describe('analytics', () => {
  it('asks for the chosen range and shows the totals and the numbers beside the charts', async () => {
    const { requests } = render(<AnalyticsPage />, 'analytics', '/admin/analytics?from=2026-11-01&to=2026-11-02&interval=day', {
      'GET /api/admin/analytics': { body: analyticsAnswer() },
      'GET /api/admin/analytics/subscriptions': { body: subscriptionAnalyticsAnswer() },
    });
    expect(await screen.findByText('$2,000.00')).toBeInTheDocument();
    expect(urls(requests, '/api/admin/analytics')[0]).toBe('/api/admin/analytics?from=2026-11-01&to=2026-11-02&interval=day');
    const table = screen.getByRole('table', { name: 'Revenue and orders per day' });
    expect(within(table).getByRole('rowheader', { name: 'Nov 1' })).toBeInTheDocument();
    expect(within(table).getByText('$1,200')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Top datasets by revenue' })).toHaveTextContent('Texas Auto Leads');
    // Plans: MRR now, churn over the range, and MRR at each period's end.
    expect(await screen.findByText('5.0%')).toBeInTheDocument();
    expect(screen.getByText('$9,901.00')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'MRR and churn per day' })).getByText('$10,000')).toBeInTheDocument();
    expect(urls(requests, '/api/admin/analytics/subscriptions')[0]).toBe('/api/admin/analytics/subscriptions?from=2026-11-01&to=2026-11-02&interval=day');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Last 12 months' }));
    await waitFor(() => expect(urls(requests, '/api/admin/analytics').at(-1)).toMatch(/interval=month$/));
  });
});

describe('teams', () => {
  it('lists teams with owner, members and plan, and searches on the server', async () => {
    const { requests } = render(<TeamsPage />, 'teams', '/admin/teams', {
      'GET /api/admin/teams': {
        body: {
          items: [{ id: 't1', name: 'Acme Data', ownerEmail: 'ada@example.com', members: 3, plan: { id: 'professional', status: 'active', teamSeats: true }, createdAt: '2026-11-01T10:00:00.000Z' }],
          total: 1, totalIsCapped: false, page: 1, pageSize: 25,
        },
      },
    });
    const row = await screen.findByRole('row', { name: /Acme Data/ });
    expect(within(row).getByRole('link', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(within(row).getByText('Professional + Team Management')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/admin/teams');
    await userEvent.click(screen.getByRole('switch', { name: 'Shared teams only' }));
    await waitFor(() => expect(urls(requests, '/api/admin/teams').at(-1)).toBe('/api/admin/teams?shared=true'));
  });
});

describe('subscriptions', () => {
  it('lists the plans of the chosen status with their team, owner and past-due state, and asks again on a tab, plan or search', async () => {
    const { requests } = render(<SubscriptionsPage />, 'subscriptions', '/admin/subscriptions?status=past_due', {
      'GET /api/admin/subscriptions': { body: { items: [adminSubscriptionRow()], total: 1, totalIsCapped: false, page: 1, pageSize: 25, counts: { all: 9, active: 6, past_due: 1, ended: 2 } } },
    });
    expect(await screen.findByText('Lovelace Leads')).toBeInTheDocument();
    expect(urls(requests, '/api/admin/subscriptions')[0]).toBe('/api/admin/subscriptions?status=past_due');
    expect(screen.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', '/admin/users/u1');
    expect(screen.getByRole('tab', { name: 'Past due 1', selected: true })).toBeInTheDocument();
    expect(screen.getByText(/2 failed tries/)).toHaveTextContent('Next try Nov 10, 2026 · Ends Nov 12, 2026 unless paid');
    expect(screen.getByText('$856.00')).toBeInTheDocument();
    expect(screen.getByText('3 seats')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Ended 2' }));
    await waitFor(() => expect(urls(requests, '/api/admin/subscriptions').at(-1)).toBe('/api/admin/subscriptions?status=ended'));
    await user.selectOptions(screen.getByLabelText('Plan'), 'starter');
    await waitFor(() => expect(urls(requests, '/api/admin/subscriptions').at(-1)).toBe('/api/admin/subscriptions?status=ended&plan=starter'));
    await user.type(screen.getByLabelText('Search subscriptions'), 'lovelace');
    await waitFor(() => expect(urls(requests, '/api/admin/subscriptions').at(-1)).toBe('/api/admin/subscriptions?status=ended&plan=starter&search=lovelace'));
  });
});
