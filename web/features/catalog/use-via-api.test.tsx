import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DatasetDetail } from '../../../common/catalog';
import { mockFetch, signedOut } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { detail } from '../../test/catalog-fixtures';
import { exampleParams, UseViaApiButton } from './use-via-api';

const column = (name: string, example = '') => ({ name, type: 'string', example });
const withState: DatasetDetail = {
  ...detail,
  id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  file: { bytes: 1_024, rows: 5_000, columns: [column('first_name', 'Mary'), column('city', 'Miami'), column('zip', '33101'), column('state', 'FL'), column('age', '67')] },
};

function renderButton(dataset: DatasetDetail) {
  mockFetch({ 'GET /api/me': signedOut, 'GET /api/content': { body: { items: [] } } });
  return renderWithProviders(<UseViaApiButton dataset={dataset} />, { path: '/dataset/florida-medicare-leads' });
}

describe('exampleParams', () => {
  it('filters on the state column by its example and selects it with the first other columns', () => {
    expect(exampleParams(withState.file!.columns)).toEqual([['state', 'FL'], ['columns', 'first_name,city,zip,state']]);
  });

  it('finds a state column by its name in any case and falls back to CA without a two-letter example', () => {
    expect(exampleParams([column('Name'), column('Mailing State')])).toEqual([['state', 'CA'], ['columns', 'Name,Mailing State']]);
    expect(exampleParams([column('state_code', 'Texas')])).toEqual([['state', 'CA'], ['columns', 'state_code']]);
    expect(exampleParams([column('province', 'tx')])).toEqual([['state', 'TX'], ['columns', 'province']]);
  });

  it('without a state column selects four columns and filters nothing', () => {
    expect(exampleParams(['a', 'b', 'statement', 'd', 'e'].map((n) => column(n)))).toEqual([['columns', 'a,b,statement,d']]);
    expect(exampleParams([])).toEqual([]);
  });
});

describe('UseViaApiButton', () => {
  it('opens by itself when the page is reached at #use-via-api (the download center links there)', async () => {
    window.history.replaceState(null, '', '#use-via-api');
    try {
      renderButton(withState);
      expect(await screen.findByRole('dialog', { name: 'Use via API' })).toHaveTextContent('the rows in FL');
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
    }
  });

  it('opens a dialog with curl, JavaScript and Python for this dataset, each copied as shown', async () => {
    const user = userEvent.setup();
    renderButton(withState);
    await user.click(screen.getByRole('button', { name: 'Use via API' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use via API' });
    expect(dialog).toHaveTextContent('This example asks for the rows in FL, with the columns first_name, city, zip, state.');

    const url = `${window.location.origin}/api/v1/datasets/${withState.id}/rows`;
    const curl = within(dialog).getByRole('region', { name: 'curl example' });
    expect(curl.textContent).toBe(`curl -sS -H "Authorization: Bearer $DATACSV_API_KEY" \\\n  "${url}?state=FL&columns=first_name,city,zip,state"`);
    await user.click(within(dialog).getByRole('button', { name: 'Copy curl example' }));
    expect(await navigator.clipboard.readText()).toBe(curl.textContent);

    await user.click(within(dialog).getByRole('tab', { name: 'JavaScript' }));
    const js = within(dialog).getByRole('region', { name: 'JavaScript example' }).textContent;
    expect(js).toContain(`new URL("${url}")`);
    expect(js).toContain('url.searchParams.set("state", "FL");');
    expect(js).toContain('process.env.DATACSV_API_KEY');
    expect(js).toContain('cursor = body.next_cursor;');
    await user.click(within(dialog).getByRole('button', { name: 'Copy JavaScript example' }));
    expect(await navigator.clipboard.readText()).toBe(js);

    await user.click(within(dialog).getByRole('tab', { name: 'Python' }));
    const py = within(dialog).getByRole('region', { name: 'Python example' }).textContent;
    expect(py).toContain('import requests');
    expect(py).toContain('params = {"state": "FL", "columns": "first_name,city,zip,state", "limit": 1000}');
    expect(py).toContain("os.environ['DATACSV_API_KEY']");
    expect(py).toContain('params["cursor"] = body["next_cursor"]');

    expect(dialog).toHaveTextContent(/readable with an API key of a team that holds this dataset \(bought, or taken into a plan\)/);
    expect(within(dialog).getByRole('link', { name: 'Create an API key' })).toHaveAttribute('href', '/account/api-keys');
    expect(within(dialog).getByRole('link', { name: 'Data API documentation' })).toHaveAttribute('href', '/developers');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the first columns only when the dictionary has no state column', async () => {
    const user = userEvent.setup();
    renderButton(detail);
    await user.click(screen.getByRole('button', { name: 'Use via API' }));
    const curl = within(await screen.findByRole('dialog')).getByRole('region', { name: 'curl example' });
    expect(curl).toHaveTextContent(`/api/v1/datasets/${detail.id}/rows?columns=first_name,zip"`);
    expect(curl).not.toHaveTextContent('state=');
  });
});
