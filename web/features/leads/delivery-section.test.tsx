import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliveryLogEntry, DeliverySettings } from '../../../common/lead-delivery';
import { clientUser } from '../../test/fixtures';
import { config } from '../../test/lead-fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { ConfigPage } from './config-page';
import { ConfirmLeadEmailPage } from './confirm-email-page';

const settings = (over: Partial<DeliverySettings> = {}): DeliverySettings => ({
  webhookUrl: 'https://crm.example.com/leads', webhookEnabled: true, emailEnabled: false, emailTo: '', secret: 'whsec_abc123',
  accountEmail: 'jane@example.com', emailPending: false, consecutiveFailures: 0, disabledAt: null, disableAfter: 20, ...over,
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

  it('says an address is waiting for its holder to confirm, and sends the link again', async () => {
    const pending = settings({ emailEnabled: true, emailTo: 'sales@agency.example', emailPending: true });
    const { requests } = render({
      'GET /api/lead-configs/c1/delivery': { body: pending },
      'POST /api/lead-configs/c1/delivery/resend-email-confirmation': { body: pending },
    });
    const notice = await screen.findByText(/Waiting for sales@agency\.example to confirm/);
    expect(notice).toHaveTextContent('No lead is e-mailed there until then.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/delivery/resend-email-confirmation'))).toBe(true));
  });
});

describe('the page a lead address confirms on', () => {
  it('confirms only when its holder presses the button, and says what the address will receive', async () => {
    const { requests } = mockFetch({
      'GET /api/me': { status: 401, body: {} }, 'GET /api/content': { body: { items: [] } },
      'POST /api/lead-delivery/confirm-email': { body: { email: 'sales@agency.example', importName: 'Spring auto quotes' } },
    });
    renderRoutes([{ path: '/lead-delivery/confirm', element: <ConfirmLeadEmailPage /> }], { path: '/lead-delivery/confirm?token=tok123' });
    expect(await screen.findByRole('heading', { name: 'Receive leads at this address?' })).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByRole('heading', { name: 'Address confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/now receives an e-mail for each lead of the import "Spring auto quotes"/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ token: 'tok123' });
  });
});
