import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiKeyList, ApiKeyView } from '../../../common/api-keys';
import { clientUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { ApiKeysPage } from './api-keys-page';

const key = (o: Partial<ApiKeyView> = {}): ApiKeyView => ({
  id: 'k1', name: 'CRM sync', prefix: 'dck_live_AbC1', scopes: ['catalog:read'], createdAt: '2026-11-01T10:00:00.000Z', createdBy: clientUser.id,
  creator: { id: clientUser.id, name: 'Jane Client', isMember: true }, lastUsedAt: null, expiresAt: null, revokedAt: null, revokedReason: null, ...o,
});
const teammates = (o: Partial<ApiKeyView> = {}) => key({ id: 'k9', name: 'Pat sync', createdBy: 'u9', creator: { id: 'u9', name: 'Pat Rivera', isMember: true }, ...o });
const list = (items: ApiKeyView[], canManage = true): ApiKeyList => ({ items, requestsPerHour: 1000, canManage });

function renderKeys(items: ApiKeyView[], routes: Parameters<typeof mockFetch>[0] = {}, canManage = true) {
  const server = mockFetch({
    'GET /api/me': { body: clientUser }, 'GET /api/content': { body: { items: [] } },
    'GET /api/api-keys': { body: list(items, canManage) }, ...routes,
  });
  renderWithProviders(<ApiKeysPage />, { path: '/account/api-keys' });
  return server;
}

describe('ApiKeysPage', () => {
  it("lists the team's keys by prefix with the plan's hourly limit", async () => {
    renderKeys([key(), key({ id: 'k2', name: 'Old', revokedAt: '2026-11-02T10:00:00.000Z' })]);
    const row = await screen.findByRole('row', { name: /^CRM sync/ });
    expect(within(row).getByText('dck_live_AbC1…')).toBeInTheDocument();
    expect(within(row).getByText('Never', { selector: 'td:nth-child(6)' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^Old/ })).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('1,000 requests per hour')).toBeInTheDocument();
  });

  it('charts the requests per day, and this hour against the hourly limit', async () => {
    renderKeys([key()], { 'GET /api/api-keys/usage': { body: {
      items: [{ keyId: 'k1', day: '2026-11-27', requests: 1200 }, { keyId: 'k1', day: '2026-11-28', requests: 7 }],
      thisHour: { requests: 850, limit: 1000, resetSeconds: 1500 },
    } } });
    const day = await screen.findByRole('row', { name: /^2026-11-27/ });
    expect(within(day).getByText('1,200')).toBeInTheDocument();
    expect(day).toHaveAttribute('title', 'CRM sync: 1,200');
    const meter = screen.getByRole('meter', { name: 'This hour' });
    expect(meter).toHaveAttribute('aria-valuenow', '850');
    expect(meter).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText(/of 1,000 requests · the count starts again in 25 min/)).toBeInTheDocument();
  });

  it('shows this hour against the limit before any day has requests', async () => {
    renderKeys([key()], { 'GET /api/api-keys/usage': { body: { items: [], thisHour: { requests: 0, limit: 60, resetSeconds: 59 } } } });
    expect(await screen.findByRole('meter', { name: 'This hour' })).toHaveAttribute('aria-valuetext', '0 of 60 requests');
  });

  it('creates a key with the chosen scopes and expiry, shows it once with a curl example', async () => {
    const { requests } = renderKeys([], { 'POST /api/api-keys': { status: 201, body: { key: 'dck_live_secret', apiKey: key({ name: 'Sync' }) } } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Sync');
    await user.click(screen.getByRole('checkbox', { name: /datasets:read/ }));
    await user.type(screen.getByLabelText('Expires (optional)'), '2027-01-31');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body)
      .toEqual({ name: 'Sync', scopes: ['catalog:read', 'datasets:read'], expiresAt: '2027-01-31T23:59:59Z' }));
    expect(await screen.findByLabelText('API key')).toHaveValue('dck_live_secret');
    expect(screen.getByLabelText('Try it with curl')).toHaveValue(
      `curl -H "Authorization: Bearer dck_live_secret" ${window.location.origin}/api/v1/catalog/datasets?q=auto`);
  });

  it('revokes a key after asking', async () => {
    const { requests } = renderKeys([key()], { 'DELETE /api/api-keys/k1': { body: key({ revokedAt: '2026-11-03T10:00:00.000Z' }) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/api-keys/k1'))).toBe(true));
  });

  it("says who made each key, that a departed maker's key stopped, and lets a manager take over a teammate's key", async () => {
    const { requests } = renderKeys([
      key(), teammates(),
      key({ id: 'k3', name: 'Gone', creator: { id: 'u8', name: 'Sam Lee', isMember: false }, revokedAt: '2026-11-02T10:00:00.000Z', revokedReason: 'creator_left' }),
      key({ id: 'k4', name: 'Orphan', creator: null, createdBy: null, revokedAt: '2026-11-02T10:00:00.000Z', revokedReason: 'creator_left' }),
    ], { 'POST /api/api-keys/k9/take-over': { body: key({ id: 'k9', name: 'Pat sync' }) } });
    const mine = await screen.findByRole('row', { name: /^CRM sync/ });
    await waitFor(() => expect(within(mine).getByText('You')).toBeInTheDocument());
    expect(within(mine).queryByRole('button', { name: /Take over/ })).not.toBeInTheDocument();
    const gone = screen.getByRole('row', { name: /^Gone/ });
    expect(within(gone).getByText('Sam Lee (left the team)')).toBeInTheDocument();
    expect(within(gone).getByText(/^Stopped .*: its maker left$/)).toBeInTheDocument();
    expect(within(gone).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^Orphan/ })).getByText('Deleted account')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take over Pat sync' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/api-keys/k9/take-over'))).toBe(true));
  });

  it("offers a plain member neither revoking nor taking over a teammate's key, only revoking their own", async () => {
    renderKeys([key(), teammates()], {}, false);
    const theirs = await screen.findByRole('row', { name: /^Pat sync/ });
    expect(within(theirs).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('row', { name: /^CRM sync/ })).getByRole('button', { name: 'Revoke CRM sync' })).toBeInTheDocument());
  });
});
