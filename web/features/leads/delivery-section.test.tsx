import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliveryLogEntry, DeliverySettings } from '../../../common/lead-delivery';
import { clientUser } from '../../test/fixtures';
import { config } from '../../test/lead-fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { ConfigPage } from './config-page';

const settings = (over: Partial<DeliverySettings> = {}): DeliverySettings => ({
  webhookUrl: 'https://crm.example.com/leads', webhookEnabled: true, emailEnabled: false, emailTo: '', secret: 'whsec_abc123',
  accountEmail: 'jane@example.com', consecutiveFailures: 0, disabledAt: null, disableAfter: 20, ...over,
});
const entry: DeliveryLogEntry = {
  id: 'd1', leadId: 'l1', leadName: 'Pat Rivera', status: 'failed', attempts: 7, statusCode: 500, responseMs: 120, error: 'Answered HTTP 500',
  nextRetryAt: null, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T11:00:00.000Z',
};

function render(routes: Parameters<typeof mockFetch>[0]) {
  const server = mockFetch({
    'GET /api/me': { body: clientUser }, 'GET /api/content': { body: { items: [] } }, 'GET /api/lead-configs/c1': { body: config({ id: 'c1' }) },
    'GET /api/lead-configs/c1/deliveries': { body: [entry] }, ...routes,
  });
  return { ...server, ...renderRoutes([{ path: '/lead-import/configs/:id', element: <ConfigPage /> }], { path: '/lead-import/configs/c1' }) };
}

describe('the Delivery section of an import', () => {
  it('saves the webhook, showing the server\'s refusal under the field', async () => {
    const { requests } = render({
      'GET /api/lead-configs/c1/delivery': { body: settings({ webhookUrl: '', webhookEnabled: false }) },
      'PUT /api/lead-configs/c1/delivery': ({ body }) => ((body as { webhookUrl: string }).webhookUrl.includes('10.0.0.5')
        ? { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'refused', fields: { webhookUrl: 'This address cannot receive leads: 10.0.0.5 is a private network address. Use a public address of your own systems.' } } } }
        : { body: settings() }),
    });
    const user = userEvent.setup();
    const url = await screen.findByLabelText('Delivery webhook URL');
    await user.type(url, 'http://10.0.0.5/leads');
    await user.click(screen.getByRole('switch', { name: 'Send charged leads to the webhook' }));
    await user.click(screen.getByRole('button', { name: 'Save Delivery' }));
    expect(await screen.findByText(/10\.0\.0\.5 is a private network address/)).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/leads');
    await user.click(screen.getByRole('button', { name: 'Save Delivery' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      webhookUrl: 'https://crm.example.com/leads', webhookEnabled: true, emailEnabled: false, emailTo: '',
    }));
  });

  it('shows the turned-off notice with Re-enable, the secret on request, a test send, and the log with Replay', async () => {
    const { requests } = render({
      'GET /api/lead-configs/c1/delivery': { body: settings({ disabledAt: '2026-11-21T09:00:00.000Z', consecutiveFailures: 20 }) },
      'POST /api/lead-configs/c1/delivery/enable': { body: settings() },
      'POST /api/lead-configs/c1/delivery/test': { body: { ok: true, statusCode: 204, responseMs: 80, error: null } },
      'POST /api/leads/l1/deliveries': { status: 201, body: { ...entry, id: 'd2', status: 'pending', attempts: 0 } },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/after 20 deliveries in a row failed/)).toBeInTheDocument();
    expect(screen.getByLabelText('Signing secret')).not.toHaveValue('whsec_abc123');
    await user.click(screen.getByRole('button', { name: 'Show secret' }));
    expect(screen.getByLabelText('Signing secret')).toHaveValue('whsec_abc123');
    await user.click(screen.getByRole('button', { name: 'Re-enable' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/delivery/enable'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/delivery/test'))).toBe(true));

    const log = await screen.findByRole('region', { name: 'Latest webhook deliveries' });
    expect(within(log).getByText('Pat Rivera')).toBeInTheDocument();
    expect(within(log).getByText('Answered HTTP 500')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/leads/l1/deliveries'))).toBe(true));
  });
});
