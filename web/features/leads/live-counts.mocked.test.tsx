import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConfigLeadCounts, CsvImportReport, LeadCounts, LeadImportCounts } from '../../../common/leads';
import { clientUser } from '../../test/fixtures';
import { config } from '../../test/lead-fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { ConfigPage } from './config-page';
import { CsvUploadPage } from './csv-upload-page';

// The upload itself goes through XMLHttpRequest (for its progress), which the fetch mock does not answer.
const report: CsvImportReport = {
  importId: 'i1', fileName: 'leads.csv', rows: 3, chargedCents: 0, errors: [], errorsTruncated: false, durationMs: 40,
  counts: { delivered: 0, pending: 3, over_cap: 0, duplicate: 0, test: 0, already_imported: 0, rejected: 0 },
};
vi.mock('../../app/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/api')>()),
  uploadWithProgress: vi.fn(async () => report),
}));

const zero: LeadCounts = { delivered: 0, pending: 0, overCap: 0, rejected: 0, duplicate: 0, test: 0, returned: 0 };
const uploadCounts = (over: Partial<LeadImportCounts>): LeadImportCounts =>
  ({ ...zero, importId: 'i1', status: 'completed', rows: 3, alreadyImported: 0, chargedCents: 0, settled: false, ...over });

function render(element: React.ReactElement, pattern: string, path: string, routes: Parameters<typeof mockFetch>[0]) {
  const server = mockFetch({ 'GET /api/me': { body: clientUser }, 'GET /api/content': { body: { items: [] } }, ...routes });
  return { ...server, ...renderRoutes([{ path: pattern, element }], { path }) };
}

const tile = (label: string) => screen.getByText(label).nextElementSibling;

describe('live lead counts', () => {
  it('reads the upload\'s counts again until the waiting leads are delivered, then stops', async () => {
    let reads = 0;
    const { requests } = render(<CsvUploadPage />, '/lead-import/upload', '/lead-import/upload?config=c1', {
      'GET /api/lead-configs': { body: [config({ id: 'c1' })] },
      'GET /api/leads/imports/i1/counts': () => ({
        body: ++reads < 2 ? uploadCounts({ pending: 3 }) : uploadCounts({ delivered: 3, chargedCents: 1350, settled: true }),
      }),
    });
    const user = userEvent.setup();
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['email\na@example.com\nb@example.com\nc@example.com\n'], 'leads.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: /Import leads\.csv/ }));

    expect(await screen.findByRole('heading', { name: 'Import finished: leads.csv' })).toBeInTheDocument();
    await waitFor(() => expect(tile('Waiting for funds')).toHaveTextContent('3'));
    expect(tile('Over cap (held)')).toHaveTextContent('0');
    expect(screen.queryByText(/A spend cap held/)).not.toBeInTheDocument();
    expect(screen.getByText(/these counts follow/)).toBeInTheDocument();

    await waitFor(() => expect(tile('Delivered and charged')).toHaveTextContent('3'), { timeout: 6000 });
    expect(tile('Waiting for funds')).toHaveTextContent('0');
    expect(screen.getByText(/\$13\.50 charged to your balance/)).toBeInTheDocument();
    expect(screen.queryByText(/these counts follow/)).not.toBeInTheDocument();
    // Settled: no further reads.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(requests.filter((r) => r.url.endsWith('/api/leads/imports/i1/counts'))).toHaveLength(2);
  }, 15_000);

  it('says when a spend cap held some of the upload\'s leads, with the way to the caps', async () => {
    render(<CsvUploadPage />, '/lead-import/upload', '/lead-import/upload?config=c1', {
      'GET /api/lead-configs': { body: [config({ id: 'c1' })] },
      'GET /api/leads/imports/i1/counts': { body: uploadCounts({ delivered: 1, overCap: 2, chargedCents: 450 }) },
    });
    const user = userEvent.setup();
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['email\na@example.com\nb@example.com\nc@example.com\n'], 'leads.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: /Import leads\.csv/ }));
    const notice = await screen.findByText(/A spend cap held 2 leads/);
    expect(notice.closest('[role=status]')).toHaveTextContent('not charged, and delivered oldest first when the cap allows');
    expect(screen.getByRole('link', { name: 'Account spend caps' })).toHaveAttribute('href', '/account/billing#spend-caps');
    expect(screen.getByRole('link', { name: 'This import\'s caps' })).toHaveAttribute('href', '/lead-import/configs/c1');
  });

  it('shows a configuration\'s leads by status today and in all', async () => {
    const counts: ConfigLeadCounts = { today: { ...zero, delivered: 2, overCap: 1 }, allTime: { ...zero, delivered: 40, duplicate: 3, overCap: 1 }, settled: false };
    render(<ConfigPage />, '/lead-import/configs/:id', '/lead-import/configs/c1', {
      'GET /api/lead-configs/c1': { body: config({ id: 'c1' }) },
      'GET /api/lead-configs/c1/counts': { body: counts },
    });
    const table = await screen.findByRole('region', { name: 'Leads by status' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Delivered and charged/ })).toHaveTextContent(/2\s*40/));
    expect(within(table).getByRole('row', { name: /Over cap \(held\)/ })).toHaveTextContent(/1\s*1/);
    expect(within(table).getByRole('row', { name: /Duplicates/ })).toHaveTextContent(/0\s*3/);
  }, 15_000);
});
