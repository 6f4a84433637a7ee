import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../common/billing';
import { clientUser } from '../../test/fixtures';
import { balance } from '../../test/lead-fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { BillingPage } from './billing-page';

type Routes = Parameters<typeof mockFetch>[0];
const config = { brandName: 'DataCSV', payments: { provider: 'local', publishableKey: null }, devTools: true, requireEmailVerification: false };
const entry = (i: number, kind: string, amountCents: number, balanceAfterCents: number) => ({
  id: `t${i}`, kind, amountCents, balanceAfterCents, reference: `ref-${i}`, description: kind === 'recharge' ? 'Recharge RECHARGE-1' : 'Lead from Spring', createdAt: '2026-11-20T10:00:00.000Z',
});

const emptyProfile = { companyName: '', taxId: '', email: '', address: { line1: '', line2: '', city: '', state: '', postal_code: '', country: 'US' } };
const invoice = (n: number) => ({
  id: `inv-${n}`, number: `INV-2026-00000${n}`, orderId: `o${n}`, orderNumber: `RECHARGE-${n}`, issuedAt: '2026-11-20T10:00:00.000Z', currency: 'usd', totalCents: 5000 * n, email: 'ada@example.com',
});

function renderBilling(routes: Routes = {}) {
  const server = mockFetch({
    'GET /api/me': { body: clientUser },
    'GET /api/content': { body: { items: [] } },
    'GET /api/config': { body: config },
    'GET /api/balance': { body: balance() },
    'GET /api/balance/transactions': { body: { items: [entry(2, 'lead_charge', -450, 12_345), entry(1, 'recharge', 12_795, 12_795)], total: 30, page: 1, pageSize: 25 } },
    'GET /api/invoices': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    'GET /api/billing/profile': { body: { profile: emptyProfile, canEdit: true } },
    ...routes,
  });
  return { ...server, ...renderRoutes([{ path: '/account/billing', element: <BillingPage /> }], { path: '/account/billing' }) };
}

describe('BillingPage', () => {
  it('shows the balance and the ledger with the balance after each entry, paged, with a CSV export', async () => {
    const { requests } = renderBilling();
    expect(await screen.findByText('$123.45', { selector: 'p' })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Transactions table' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Lead charge')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('−$4.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('+$127.95')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/balance/transactions.csv');
    await userEvent.setup().click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/balance/transactions?page=2'));
  });

  it('validates auto-recharge in whole dollars with the server\'s messages and saves cents', async () => {
    const { requests } = renderBilling({
      'GET /api/balance': { body: balance({ card: { provider: 'local', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } }) },
      'PUT /api/balance/auto-recharge': ({ body }) => ({ body: balance({ autoRecharge: { ...(body as object), today: { count: 0, cents: 0 }, pausedReason: null, inProgress: false } as never }) }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('visa ending in 4242')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Recharge automatically'));
    await user.clear(screen.getByLabelText('Add this amount'));
    await user.type(screen.getByLabelText('Add this amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Save auto-recharge' }));
    expect(await screen.findByText(BILLING_MESSAGES.amount)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Add this amount'));
    await user.type(screen.getByLabelText('Add this amount'), '250');
    // A daily limit under one recharge would stop every recharge.
    await user.clear(screen.getByLabelText('For at most this much a day'));
    await user.type(screen.getByLabelText('For at most this much a day'), '200');
    await user.click(screen.getByRole('button', { name: 'Save auto-recharge' }));
    expect(await screen.findByText(BILLING_MESSAGES.dailyBelowAmount)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('For at most this much a day'));
    await user.type(screen.getByLabelText('For at most this much a day'), '500');
    await user.clear(screen.getByLabelText('At most this many recharges a day'));
    await user.type(screen.getByLabelText('At most this many recharges a day'), '2');
    await user.click(screen.getByRole('button', { name: 'Save auto-recharge' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body)
      .toEqual({ enabled: true, thresholdCents: 10_000, amountCents: 25_000, dailyMaxCount: 2, dailyMaxCents: 50_000 }));
    expect(await screen.findByText('Preferences Saved')).toBeInTheDocument();
  });

  it('sets spend caps in whole dollars, empty for none, and shows what leads used of them', async () => {
    const { requests } = renderBilling({
      'GET /api/balance': { body: balance({ spendCaps: { dailyCents: 20_000, monthlyCents: null, spentTodayCents: 12_500, spentThisMonthCents: 90_000 } }) },
      'PUT /api/balance/spend-caps': { body: balance() },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/Today: \$125\.00 of \$200\.00 spent/)).toBeInTheDocument();
    expect(screen.getByText(/This month: \$900\.00 spent, no cap/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Monthly spend cap'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save spend caps' }));
    expect(await screen.findByText(BILLING_MESSAGES.spendCap)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Monthly spend cap'));
    await user.type(screen.getByLabelText('Monthly spend cap'), '3000');
    await user.clear(screen.getByLabelText('Daily spend cap'));
    await user.click(screen.getByRole('button', { name: 'Save spend caps' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ dailyCents: null, monthlyCents: 300_000 }));
    expect(await screen.findByText('Spend caps saved')).toBeInTheDocument();
  });

  it('saves a card for automatic recharges, showing the gateway\'s refusal', async () => {
    let saved = false;
    const { requests } = renderBilling({
      'GET /api/balance': () => ({ body: balance({ card: saved ? { provider: 'local', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 } : null }) }),
      'POST /api/billing/card': ({ body }) => {
        if ((body as { number: string }).number.endsWith('0002')) return { status: 402, body: { error: { code: 'card_declined', message: 'Your card was declined.' } } };
        saved = true;
        return { body: { provider: 'local', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 } };
      },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Card on file' });
    await user.type(within(card).getByLabelText('Card number'), '4000000000000002');
    await user.type(within(card).getByLabelText('Expiry (MM/YY)'), '1231');
    await user.type(within(card).getByLabelText('CVC'), '123');
    await user.click(within(card).getByRole('button', { name: 'Save card' }));
    expect(await within(card).findByText('Your card was declined.')).toBeInTheDocument();
    await user.clear(within(card).getByLabelText('Card number'));
    await user.type(within(card).getByLabelText('Card number'), '4242424242424242');
    await user.click(within(card).getByRole('button', { name: 'Save card' }));
    expect(await within(card).findByText('visa ending in 4242')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => (r.body as { number: string }).number)).toEqual(['4000000000000002', '4242424242424242']);
  });

  it('warns that auto-recharge is paused and why', async () => {
    renderBilling({
      'GET /api/balance': { body: balance({ card: { provider: 'local', brand: 'visa', last4: '0341', expMonth: 1, expYear: 2030 }, autoRecharge: { ...balance().autoRecharge, enabled: true, pausedReason: 'Your card was declined.' } }) },
    });
    expect(await screen.findByText(/The last automatic recharge failed \(Your card was declined\.\)/)).toBeInTheDocument();
    expect(screen.getByText(/Auto-recharge is paused: Your card was declined\./)).toBeInTheDocument();
  });

  it('lists the invoices newest first, each with its PDF', async () => {
    renderBilling({ 'GET /api/invoices': { body: { items: [invoice(2), invoice(1)], total: 2, page: 1, pageSize: 20 } } });
    const table = await screen.findByRole('region', { name: 'Invoices table' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('INV-2026-000002')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$100.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Download PDF of INV-2026-000001' })).toHaveAttribute('href', '/api/invoices/inv-1/pdf');
  });

  it('saves the invoice details for a team owner', async () => {
    const { requests } = renderBilling({ 'PUT /api/billing/profile': ({ body }) => ({ body: { profile: body, canEdit: true } }) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Company name'), 'Acme LLC');
    await user.type(screen.getByLabelText('Tax ID'), 'US-1');
    await user.click(screen.getByRole('button', { name: 'Save invoice details' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ ...emptyProfile, companyName: 'Acme LLC', taxId: 'US-1' }));
  });

  it('shows the invoice details read-only to a team member', async () => {
    renderBilling({ 'GET /api/billing/profile': { body: { profile: { ...emptyProfile, companyName: 'Acme LLC' }, canEdit: false } } });
    expect(await screen.findByLabelText('Company name')).toHaveValue('Acme LLC');
    expect(screen.getByLabelText('Company name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save invoice details' })).not.toBeInTheDocument();
  });
});
