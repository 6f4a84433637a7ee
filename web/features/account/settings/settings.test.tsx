import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../../common/account';
import { clientUser } from '../../../test/fixtures';
import { balance } from '../../../test/lead-fixtures';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { describeDevice } from './security-tab';
import { SettingsPage } from './settings-page';

type Routes = Parameters<typeof mockFetch>[0];
const config = { brandName: 'DataCSV', payments: { provider: 'local', publishableKey: null }, devTools: true, requireEmailVerification: false };
const profile = {
  email: clientUser.email, emailVerified: true, firstName: 'Ada', lastName: 'Lovelace', phone: null, company: 'Engines Ltd', title: null,
  address: null, city: null, state: 'NY', zipCode: null, createdAt: '2026-01-15T10:00:00.000Z',
};
const prefs = { emailNotifications: true, marketingEmails: true, orderUpdates: true, newDatasets: false, priceAlerts: true };
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const session = (id: string, current: boolean, userAgent: string) => ({
  id, current, userAgent, ipAddress: '203.0.113.7', createdAt: '2026-11-20T10:00:00.000Z', lastActiveAt: '2026-11-21T10:00:00.000Z', expiresAt: '2026-11-28T10:00:00.000Z',
});

function renderSettings(tab = 'profile', routes: Routes = {}) {
  const server = mockFetch({
    'GET /api/me': { body: clientUser },
    'GET /api/content': { body: { items: [] } },
    'GET /api/config': { body: config },
    'GET /api/account/profile': { body: profile },
    'GET /api/account/notifications': { body: prefs },
    'GET /api/account/sessions': { body: { items: [session('s1', true, chrome), session('s2', false, iphone)] } },
    'GET /api/balance': { body: balance() },
    ...routes,
  });
  const view = renderRoutes([
    { path: '/account/settings', element: <SettingsPage /> },
    { path: '/account/billing', element: <h1>Billing page</h1> },
    { path: '/', element: <h1>Home page</h1> },
  ], { path: `/account/settings?tab=${tab}` });
  return { ...server, ...view };
}

describe('SettingsPage tabs', () => {
  it('shows the four tabs, opens the one in the address and moves with the arrow keys', async () => {
    const { router } = renderSettings();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Profile', 'Security', 'Notifications', 'Billing']);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Danger Zone' })).toBeInTheDocument();
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Profile' }).focus();
    await user.keyboard('{ArrowRight}');
    // Radix moves focus (and so the selection) on a timer after the key press; the address then follows.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=security');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });
});

describe('Profile tab', () => {
  it('saves the profile with every US state offered, the e-mail read-only', async () => {
    const { requests } = renderSettings('profile', {
      'PATCH /api/account/profile': ({ body }) => ({ body: { ...profile, ...(body as object) } }),
    });
    const user = userEvent.setup();
    const first = await screen.findByLabelText('First Name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(screen.getByLabelText('State')).getAllByRole('option')).toHaveLength(52);
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.selectOptions(screen.getByLabelText('State'), 'Ohio');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace', state: 'OH', company: 'Engines Ltd', phone: null });
  });

  it('refuses a blank first name with the sign-up message, and says when saving failed', async () => {
    const { requests } = renderSettings('profile', { 'PATCH /api/account/profile': apiError(500, 'INTERNAL', 'boom') });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name and last name are required')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support')).toBeInTheDocument();
  });
});

describe('Security tab', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current Password'), current);
    await user.type(screen.getByLabelText('New Password'), next);
    await user.type(screen.getByLabelText('Confirm New Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    return user;
  };

  it('checks that the new passwords match and are long enough before sending', async () => {
    const { requests } = renderSettings('security');
    const user = await fill('old-password', 'long-enough-1', 'long-enough-2');
    expect(await screen.findByText('Password Mismatch')).toBeInTheDocument();
    expect(screen.getAllByText(ACCOUNT_MESSAGES.passwordMismatch).length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Too Short')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/auth/change-password')).toBe(false);
  });

  it('changes the password with the current one and can sign out the other sessions', async () => {
    const { requests } = renderSettings('security', { 'POST /api/auth/change-password': { body: { token: 't' } } });
    await fill('old-password', 'long-enough-1', 'long-enough-1');
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/change-password')?.body)
      .toEqual({ currentPassword: 'old-password', newPassword: 'long-enough-1', revokeOtherSessions: true });
  });

  it('says when the current password is wrong', async () => {
    renderSettings('security', { 'POST /api/auth/change-password': apiError(400, 'INVALID_PASSWORD', 'Invalid password') });
    await fill('wrong-password', 'long-enough-1', 'long-enough-1');
    expect(await screen.findByText('Password Update Failed')).toBeInTheDocument();
    expect(screen.getAllByText(ACCOUNT_MESSAGES.currentPasswordWrong).length).toBeGreaterThan(0);
  });

  it('lists the sessions with this device marked, and signs out one or all the others', async () => {
    const { requests } = renderSettings('security', {
      'DELETE /api/account/sessions/s2': { status: 204 },
      'POST /api/account/sessions/revoke-others': { body: { revoked: 1 } },
    });
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Chrome on Linux/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Safari on iOS/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/IP 203\.0\.113\.7/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(rows[1]!).getByRole('button', { name: /Sign out Safari on iOS/ }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/account/sessions/s2')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('1 other session signed out.')).toBeInTheDocument();
  });

  it('sends an e-mail change link to the new address and says the change waits for it', async () => {
    const { requests } = renderSettings('security', { 'POST /api/auth/change-email': { body: { status: true } } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Email'), clientUser.email);
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.sameEmail)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Email'));
    await user.type(screen.getByLabelText('New Email'), 'ada.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Your e-mail stays ${clientUser.email} until you follow it.`);
    expect(requests.find((r) => r.url === '/api/auth/change-email')?.body)
      .toEqual({ newEmail: 'ada.new@example.com', callbackURL: '/account/settings?tab=security&emailChanged=1' });
  });

  it('names devices from their user agent', () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0')).toBe('Edge on Windows');
    expect(describeDevice('curl/8.0')).toBe('curl/8.0');
  });
});

describe('Notifications tab', () => {
  it('saves the switches; there is no SMS switch', async () => {
    const { requests } = renderSettings('notifications', { 'PUT /api/account/notifications': ({ body }) => ({ body: body as object }) });
    const user = userEvent.setup();
    const orders = await screen.findByRole('switch', { name: 'Order Updates' });
    expect(orders).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('switch', { name: /SMS/i })).not.toBeInTheDocument();
    await user.click(orders);
    await user.click(screen.getByRole('switch', { name: 'New Datasets' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences Saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ ...prefs, orderUpdates: false, newDatasets: true });
  });

  it('says when saving failed', async () => {
    renderSettings('notifications', { 'PUT /api/account/notifications': apiError(500, 'INTERNAL', 'boom') });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
  });
});

describe('Billing tab', () => {
  it('summarises the balance and links to the billing page', async () => {
    renderSettings('billing');
    expect(await screen.findByText('$123.45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Billing' })).toHaveAttribute('href', '/account/billing');
  });
});

describe('Data export and Danger Zone', () => {
  it('offers the data export as a download', async () => {
    renderSettings();
    expect(await screen.findByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/api/account/export');
  });

  it('deletes the account only once the e-mail is typed, then goes home signed out', async () => {
    const { requests, router } = renderSettings('profile', { 'POST /api/account/delete': { status: 204 } });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Delete Account' });
    expect(button).toBeDisabled();
    const input = screen.getByLabelText(/to confirm/);
    await user.type(input, 'ada@example.co');
    expect(button).toBeDisabled();
    await user.type(input, 'm');
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests.find((r) => r.url === '/api/account/delete')?.body).toEqual({ confirmEmail: 'ada@example.com' });
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
  });
});
