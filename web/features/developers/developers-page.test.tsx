import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_PLAN_API_REQUESTS_PER_HOUR, PLANS } from '../../../common/plans';
import { mockFetch, signedOut } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { DevelopersPage } from './developers-page';

function renderPage() {
  mockFetch({
    'GET /api/me': signedOut,
    'GET /api/content': { body: { items: [{ key: 'pricing_plan_2_name', value: 'Pro' }] } },
  });
  return renderWithProviders(<DevelopersPage />, { path: '/developers' });
}

describe('DevelopersPage', () => {
  it('explains keys, limits per plan, errors and paging, with a contents list', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Data API' })).toBeInTheDocument();
    for (const heading of ['Authentication', 'Rate limits', 'Errors', 'Pagination', 'Endpoints', 'Examples']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', { name: heading })).toHaveAttribute('href', expect.stringMatching(/^#/));
    }
    expect(screen.getByRole('link', { name: 'Create an API key' })).toHaveAttribute('href', '/account/api-keys');
    for (const link of screen.getAllByRole('link', { name: 'OpenAPI document' })) expect(link).toHaveAttribute('href', '/api/v1/openapi.json');
    expect(screen.getByText(/does not accept the site's sign-in cookie/)).toBeInTheDocument();

    // The limits are the plans' own, named by the content store.
    const limits = screen.getByRole('region', { name: 'Requests per hour by plan' });
    expect(within(limits).getByRole('row', { name: `No plan ${NO_PLAN_API_REQUESTS_PER_HOUR}` })).toBeInTheDocument();
    expect(await within(limits).findByRole('row', { name: `Pro ${PLANS.professional.apiRequestsPerHour.toLocaleString('en-US')}` })).toBeInTheDocument();
    expect(within(limits).getByRole('row', { name: `Enterprise ${PLANS.enterprise.apiRequestsPerHour.toLocaleString('en-US')}` })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rate limit headers' })).toHaveTextContent('RateLimit-Policy: 1000;w=3600');
    expect(screen.getByText(/Retry-After/, { selector: 'p code' })).toBeInTheDocument();

    const errors = screen.getByRole('region', { name: 'Error codes' });
    for (const code of ['API_KEY_MISSING', 'API_KEY_INVALID', 'API_KEY_SCOPE', 'INVALID_CURSOR', 'RATE_LIMITED', 'INVALID_FILTER', 'DATASET_CHANGED']) {
      expect(within(errors).getByRole('rowheader', { name: code })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Error example' })).toHaveTextContent('{ "error": { "code": "API_KEY_MISSING", "message":');
  });

  it('lists the endpoints and offers examples in three languages that read the key from the environment', async () => {
    const user = userEvent.setup();
    renderPage();
    const endpoints = screen.getByRole('region', { name: 'Endpoints' });
    for (const path of ['/api/v1/catalog/datasets', '/api/v1/datasets/owned', '/api/v1/datasets/{id}/rows', '/api/v1/datasets/{id}/rows.ndjson',
      '/api/v1/datasets/{id}/rows.csv', '/api/v1/leads', '/api/v1/openapi.json']) {
      expect(within(endpoints).getByText(path)).toBeInTheDocument();
    }
    expect(endpoints).toHaveTextContent('where=column:op:value, repeatable, all must hold, op one of eq, ne, contains, prefix, gt, gte, lt, lte');

    const examples = screen.getByRole('region', { name: 'Examples' });
    expect(within(examples).getByRole('region', { name: 'curl example' })).toHaveTextContent(
      `curl -sS -H "Authorization: Bearer $DATACSV_API_KEY" "${window.location.origin}/api/v1/datasets/owned"`);
    await user.click(within(examples).getByRole('tab', { name: 'JavaScript' }));
    expect(within(examples).getByRole('region', { name: 'JavaScript example' })).toHaveTextContent('cursor = page.next_cursor;');
    await user.click(within(examples).getByRole('tab', { name: 'Python' }));
    const python = within(examples).getByRole('region', { name: 'Python example' });
    expect(python).toHaveTextContent('params["cursor"] = page["next_cursor"]');
    await user.click(within(examples).getByRole('button', { name: 'Copy Python example' }));
    expect(await navigator.clipboard.readText()).toBe(python.textContent);
  });
});
