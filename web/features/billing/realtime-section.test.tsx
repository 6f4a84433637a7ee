import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RealtimeDelivery, RealtimeView } from '../../../common/realtime';
import { clientUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { RealtimeSection } from './realtime-section';

const delivery: RealtimeDelivery = {
  id: 'd1', eventId: 'evt_1', event: 'dataset.updated', status: 'failed', attempts: 7, statusCode: 500, responseMs: 120, error: 'Answered HTTP 500',
  nextRetryAt: null, createdAt: '2026-11-20T10:00:00.000Z',
};
const view = (over: Partial<RealtimeView> = {}): RealtimeView => ({
  planHasRealtime: true, canManage: true, url: '', enabled: false, consecutiveFailures: 0, disabledAt: null, disableAfter: 20, secret: null, deliveries: [], ...over,
});
const plan = (realtime: boolean) => ({ body: { plans: [], addons: [], canManage: true, apiRequestsPerHour: 1000, subscription: { settings: { plan: 'professional', realtime } } } });

function render(routes: Parameters<typeof mockFetch>[0]) {
  const server = mockFetch({ 'GET /api/me': { body: clientUser }, 'GET /api/content': { body: { items: [] } }, ...routes });
  return { ...server, ...renderRoutes([{ path: '/account/billing', element: <RealtimeSection /> }], { path: '/account/billing' }) };
}

describe('the Real-Time Data Delivery section of Billing & Plans', () => {
  it('is not shown when the plan has no Real-Time add-on', async () => {
    const { requests } = render({ 'GET /api/subscription': plan(false) });
    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/subscription'));
    expect(screen.queryByRole('heading', { name: 'Real-Time Data Delivery' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.url)).not.toContain('/api/realtime');
  });

  it('saves the endpoint and shows the new secret once, with the verification recipe', async () => {
    const { requests } = render({
      'GET /api/subscription': plan(true),
      'GET /api/realtime': { body: view() },
      'PUT /api/realtime': ({ body }) => ({ body: view({ ...(body as object), secret: 'whsec_new123' }) }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Endpoint URL'), 'https://data.example.com/events');
    await user.click(screen.getByLabelText('Enable real-time delivery'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ url: 'https://data.example.com/events', enabled: true }));
    expect(await screen.findByDisplayValue('whsec_new123')).toBeInTheDocument();
    expect(screen.getByText(/not shown again/)).toBeInTheDocument();
    expect(screen.getByText(/X-Lead-Signature: t=/)).toBeInTheDocument();
  });

  it('lists deliveries with their answer and replays one', async () => {
    const { requests } = render({
      'GET /api/subscription': plan(true),
      'GET /api/realtime': { body: view({ url: 'https://data.example.com/events', enabled: true, deliveries: [delivery] }) },
      'POST /api/realtime/deliveries/d1/replay': { status: 201, body: { ...delivery, id: 'd2', status: 'pending', attempts: 0 } },
    });
    const table = await screen.findByRole('region', { name: 'Latest real-time deliveries' });
    const row = within(table).getAllByRole('row')[1]!;
    for (const text of ['dataset.updated', 'Failed', '500', '120 ms', '7']) expect(within(row).getByText(text)).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/realtime/deliveries/d1/replay'));
  });

  it('shows a plain member the settings without the controls', async () => {
    render({ 'GET /api/subscription': plan(true), 'GET /api/realtime': { body: view({ canManage: false, url: 'https://data.example.com/events', deliveries: [delivery] }) } });
    expect(await screen.findByText('Only your team\'s owner or an admin can change these settings.')).toBeInTheDocument();
    expect(screen.getByLabelText('Endpoint URL')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
  });
});
