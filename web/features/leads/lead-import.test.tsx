import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientUser } from '../../test/fixtures';
import { balance, config, summary } from '../../test/lead-fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { LeadImportPage } from './lead-import-page';

type Routes = Parameters<typeof mockFetch>[0];

function renderPage(routes: Routes = {}, path = '/lead-import') {
  const server = mockFetch({
    'GET /api/me': { body: clientUser },
    'GET /api/content': { body: { items: [] } },
    'GET /api/balance': { body: balance() },
    'GET /api/leads/summary': { body: summary() },
    'GET /api/lead-configs': { body: [config({ id: 'c1' }), config({ id: 'c2', campaignName: 'FB Medicare', campaignSource: 'facebook', active: false, costPerLeadCents: 1250 })] },
    ...routes,
  });
  const view = renderRoutes([
    { path: '/lead-import', element: <LeadImportPage /> },
    { path: '/lead-import/configs/new', element: <p>New config page</p> },
    { path: '*', element: <p>Elsewhere</p> },
  ], { path });
  return { ...server, ...view };
}

const tile = (label: string) => screen.getByText(label).nextSibling ?? screen.getByText(label).parentElement;

describe('LeadImportPage', () => {
  it('shows the balance, the four tiles, the configurations and the recent leads', async () => {
    renderPage();
    expect(await screen.findByText('$123.45')).toBeInTheDocument();
    const tiles = screen.getByText('Total Leads').closest('dl')!;
    await waitFor(() => expect(within(tiles).getByText('1,234')).toBeInTheDocument());
    expect(within(tiles).getByText('$5,566.00')).toBeInTheDocument();
    expect(within(tiles).getByText('78.3%')).toBeInTheDocument();
    expect(tile('Active Configs')).toBeTruthy();

    const configs = screen.getByRole('region', { name: 'Import Configurations' });
    const rows = await within(configs).findAllByRole('link');
    expect(rows[0]).toHaveAttribute('href', '/lead-import/configs/c1');
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Inactive')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'Facebook Lead Ads' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/\$12\.50 per lead/)).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recent Leads' });
    const leads = within(recent).getAllByRole('listitem');
    expect(within(leads[0]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(leads[0]!).getByText('$4.50')).toBeInTheDocument();
    expect(within(leads[1]!).getByText('Waiting for funds')).toBeInTheDocument();
    expect(within(leads[1]!).getByText('35%')).toBeInTheDocument();
  });

  it('shows a banner for leads held by spend caps, naming the caps that hold them', async () => {
    renderPage({
      'GET /api/balance': { body: balance({
        spendCaps: { dailyCents: 10_000, monthlyCents: null, spentTodayCents: 10_000, spentThisMonthCents: 10_000 }, overCapLeads: { count: 7, cents: 3150 },
      }) },
      'GET /api/lead-configs': { body: [config({ id: 'c1', caps: { dailyBudgetCents: null, dailyLeadCap: 5, today: { leads: 5, cents: 2250 }, overCapLeads: 4 } }), config({ id: 'c2', campaignName: 'FB Medicare' })] },
    });
    const banner = await screen.findByText(/7 leads are held by your spend caps/);
    expect(banner).toHaveTextContent('($31.50 not charged)');
    const box = banner.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'Account spend caps' })).toHaveAttribute('href', '/account/billing#spend-caps');
    expect(within(box).getByRole('link', { name: 'Spring auto quotes: 4 held' })).toHaveAttribute('href', '/lead-import/configs/c1');
    expect(within(box).queryByText(/FB Medicare/)).not.toBeInTheDocument();
  });

  it('shows no cap banner while no lead is over a cap', async () => {
    renderPage();
    expect(await screen.findByText('$123.45')).toBeInTheDocument();
    expect(screen.queryByText(/held by your spend caps/)).not.toBeInTheDocument();
  });

  it('notes auto-recharge and leads waiting for funds, and sends quick actions where they belong', async () => {
    renderPage({
      'GET /api/balance': { body: balance({ autoRecharge: { ...balance().autoRecharge, enabled: true, thresholdCents: 5000, amountCents: 20_000 }, pendingLeads: { count: 3, cents: 1350 } }) },
    });
    expect(await screen.findByText(/Auto-recharge enabled: \$200\.00 when the balance falls under \$50\.00/)).toBeInTheDocument();
    expect(screen.getByText(/3 leads are waiting for funds \(\$13\.50\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add $100 to Balance' })).toHaveAttribute('href', '/checkout?type=recharge&amount=100');
    expect(screen.getByRole('link', { name: 'Manage Settings' })).toHaveAttribute('href', '/lead-import/configs');
  });

  it('opens Choose Platform from New Import and goes to that platform\'s setup', async () => {
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'New Import' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Choose Platform' });
    expect(within(dialog).getByText(/paste our webhook URL and key/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Google Ads/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?platform=google'));
    expect(screen.getByText('New config page')).toBeInTheDocument();
  });

  it('marks Facebook on Choose Platform when the server cannot receive its leads, before any import is made', async () => {
    const publicConfig = (facebookLeadAds: boolean) => ({ body: { brandName: 'DataCSV', payments: { provider: 'local', publishableKey: null }, devTools: false, requireEmailVerification: false, facebookLeadAds } });
    renderPage({ 'GET /api/config': publicConfig(false) });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'New Import' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Choose Platform' });
    const facebook = within(dialog).getByRole('button', { name: /Facebook Lead Ads/ });
    expect(await within(facebook).findByText('Not set up on this server')).toBeInTheDocument();
    expect(facebook).toHaveAccessibleDescription(/no FACEBOOK_APP_SECRET yet, so it refuses every lead Facebook delivers/);
    expect(within(dialog).getByRole('button', { name: /Google Ads/ })).not.toHaveTextContent('Not set up');
  });

  it('does not mark Facebook on a server that has its app secret', async () => {
    renderPage({ 'GET /api/config': { body: { brandName: 'DataCSV', payments: { provider: 'local', publishableKey: null }, devTools: false, requireEmailVerification: false, facebookLeadAds: true } } });
    await userEvent.setup().click((await screen.findAllByRole('button', { name: 'New Import' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Choose Platform' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Facebook Lead Ads/ })).not.toHaveAccessibleDescription());
    expect(within(dialog).queryByText('Not set up on this server')).not.toBeInTheDocument();
  });

  it('invites a new advertiser to get started', async () => {
    renderPage({ 'GET /api/lead-configs': { body: [] }, 'GET /api/leads/summary': { body: summary({ recentLeads: [] }) } });
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByRole('dialog', { name: 'Choose Platform' })).toBeInTheDocument();
    expect(screen.getByText(/No leads yet/)).toBeInTheDocument();
  });

  it('after a recharge, waits for the funds and announces the new balance', async () => {
    let paid = false;
    const { router } = renderPage({
      'GET /api/orders/o9': () => {
        const reply = { body: { id: 'o9', type: 'recharge', status: paid ? 'completed' : 'pending', paymentStatus: paid ? 'paid' : 'pending', totalCents: 10_000 } };
        paid = true;
        return reply;
      },
      'GET /api/balance': () => ({ body: balance({ balanceCents: paid ? 22_345 : 12_345 }) }),
    }, '/lead-import?recharged=o9');
    expect(await screen.findByText(/adding the funds to your balance/)).toBeInTheDocument();
    expect(await screen.findByText('Funds added', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('$100.00 was added. Your balance is now $223.45.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
