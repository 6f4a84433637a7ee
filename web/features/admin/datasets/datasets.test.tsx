import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DATASET_MESSAGES, MAX_DATASET_FILE_BYTES, type AdminCategory, type AdminDataset, type AdminProvider, type DatasetFileReport, type DatasetInsights,
} from '../../../../common/admin';
import { adminUser } from '../../../test/fixtures';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { DatasetsPage } from './datasets-page';

type Routes = Parameters<typeof mockFetch>[0];

const category: AdminCategory = { id: '6f1c2d3e-4b5a-4c6d-8e7f-1a2b3c4d5e6f', name: 'Health Insurance', slug: 'health-insurance', description: '', icon: 'Heart', color: '#EF4444', datasets: 2 };
const provider: AdminProvider = { id: '7a1b2c3d-4e5f-4a6b-9c7d-2e3f4a5b6c7d', name: 'Acme Data', slug: 'acme-data', description: '', website: null, logoUrl: null, verified: true, rating: 4.5, datasets: 2 };

const dataset = (over: Partial<AdminDataset> = {}): AdminDataset => ({
  id: 'd1', title: 'Medicare Leads 2026', slug: 'medicare-leads-2026', description: 'Seniors shopping for Medicare plans', longDescription: null,
  category: { id: category.id, name: category.name, slug: category.slug }, provider: { id: provider.id, name: provider.name },
  priceCents: 4999, originalPriceCents: null, sizeDescription: 'Large', recordCount: 12_000, updateFrequency: 'Monthly', dataFormats: ['CSV'],
  tags: ['health'], featured: false, active: true, rating: 4.6, totalReviews: 12, totalDownloads: 340, revenueCents: 169_966,
  createdAt: '2026-10-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', file: null,
  ...over,
});
const page = (items: AdminDataset[]) => ({ items, total: items.length, totalIsCapped: false, page: 1, pageSize: 25 });
const insights: DatasetInsights = {
  totals: { datasets: 42, active: 40, downloads: 12_345, revenueCents: 9_876_543 },
  topByDownloads: [{ id: 'd1', title: 'Medicare Leads 2026', totalDownloads: 340, revenueCents: 169_966 }],
  topByRevenue: [{ id: 'd2', title: 'Auto Insurance Shoppers', totalDownloads: 120, revenueCents: 359_880 }],
};
const report: DatasetFileReport = {
  rows: 2, bytes: 1536,
  columns: [{ name: 'email', type: 'email', example: 'a***@example.com' }, { name: 'age', type: 'integer', example: '67' }],
  sample: { columns: ['email', 'age'], rows: [['a***@example.com', '67'], ['b***@example.com', '71']] },
};

function render(path: string, routes: Routes = {}) {
  const server = mockFetch({
    'GET /api/me': { body: adminUser },
    'GET /api/content': { body: { items: [] } },
    'GET /api/admin/datasets': { body: page([dataset()]) },
    'GET /api/admin/datasets/insights': { body: insights },
    'GET /api/admin/categories': { body: [category] },
    'GET /api/admin/providers': { body: [provider] },
    ...routes,
  });
  return { ...server, ...renderRoutes([{ path: '/admin/datasets', element: <DatasetsPage /> }, { path: '*', element: <p>Elsewhere</p> }], { path }) };
}

/** An XMLHttpRequest stand-in for uploadWithProgress: the test reports progress and answers when it wants. */
function fakeUploads() {
  const sent: { url: string; file: File }[] = [];
  let current: FakeXhr | undefined;
  class FakeXhr {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    open(_method: string, url: string) { this.url = url; }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push({ url: this.url, file: form.get('file') as File });
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test answers the request the page sent
      current = this;
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    sent,
    progress: (fraction: number) => act(() => current!.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 })),
    answer: (status: number, body: unknown) => act(() => {
      Object.assign(current!, { status, responseText: JSON.stringify(body) });
      current!.onload?.();
    }),
  };
}

const listUrls = (requests: { method: string; url: string }[]) => requests.filter((r) => r.method === 'GET' && /^\/api\/admin\/datasets(\?|$)/.test(r.url)).map((r) => r.url);

describe('All Datasets', () => {
  it('asks the server with the search, category, status and sort, keeping the tab in the URL', async () => {
    const { requests, router } = render('/admin/datasets?tab=all');
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: /Medicare Leads 2026/ });
    expect(link).toHaveAttribute('href', '/dataset/medicare-leads-2026');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('tab', { name: 'All Datasets' })).toHaveAttribute('aria-selected', 'true');
    expect(listUrls(requests)[0]).toBe('/api/admin/datasets');

    await user.type(screen.getByLabelText('Search datasets'), 'medicare');
    await waitFor(() => expect(listUrls(requests)).toContain('/api/admin/datasets?search=medicare'));
    await user.selectOptions(screen.getByLabelText('Category'), 'health-insurance');
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await user.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(listUrls(requests)).toContain('/api/admin/datasets?search=medicare&category=health-insurance&status=inactive&sort=price'));
    await user.selectOptions(screen.getByLabelText('Sort'), 'revenue:asc');
    await waitFor(() => expect(listUrls(requests)).toContain('/api/admin/datasets?search=medicare&category=health-insurance&status=inactive&sort=revenue&order=asc'));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('all');
  });

  it('says so when nothing matches', async () => {
    render('/admin/datasets?tab=all&status=inactive', { 'GET /api/admin/datasets': { body: page([]) } });
    expect(await screen.findByText('No datasets found matching your criteria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
  });

  it('deactivates after saying buyers keep their downloads', async () => {
    const { requests } = render('/admin/datasets?tab=all', { 'PATCH /api/admin/datasets/d1': { body: dataset({ active: false }) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Medicare Leads 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate "Medicare Leads 2026"?' });
    expect(within(dialog).getByText(/keep their downloads/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ active: false }));
    expect(await screen.findByText('"Medicare Leads 2026" is deactivated')).toBeInTheDocument();
  });

  it('asks before deleting and shows why the server refuses', async () => {
    const { requests } = render('/admin/datasets?tab=all', { 'DELETE /api/admin/datasets/d1': apiError(409, 'CONFLICT', DATASET_MESSAGES.hasOrders) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Medicare Leads 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete dataset' });
    expect(within(dialog).getByText('Are you sure you want to delete "Medicare Leads 2026"?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DATASET_MESSAGES.hasOrders);
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/datasets/d1']);
  });
});

describe('Add Dataset', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
    await user.type(await within(dialog).findByLabelText('Title'), 'Medicare Supplement Leads');
    await user.type(within(dialog).getByLabelText('Description'), 'Seniors shopping for Medigap');
    await user.selectOptions(within(dialog).getByLabelText('Category'), category.id);
    await user.selectOptions(within(dialog).getByLabelText('Provider'), provider.id);
  };

  it('checks the fields with the server\'s messages before sending, then sends cents and a tag list', async () => {
    const created = dataset({ id: 'd9', title: 'Medicare Supplement Leads', slug: 'medicare-supplement-leads' });
    const { requests } = render('/admin/datasets', { 'POST /api/admin/datasets': { status: 201, body: created } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Dataset' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add Dataset' }));
    for (const message of [DATASET_MESSAGES.title, DATASET_MESSAGES.description, DATASET_MESSAGES.category, DATASET_MESSAGES.provider, DATASET_MESSAGES.price, DATASET_MESSAGES.recordCount]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await fill(user, dialog);
    expect(within(dialog).getByLabelText('Address (slug)')).toHaveAttribute('placeholder', 'medicare-supplement-leads');
    await user.type(within(dialog).getByLabelText('Price'), '19.99');
    await user.type(within(dialog).getByLabelText('Original price (optional)'), '25');
    await user.type(within(dialog).getByLabelText('Record count'), '12,500');
    expect(within(dialog).getByText('Buyers download it as CSV, JSON, Excel, XML.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Tags'), ' health, , seniors ,');
    await user.click(within(dialog).getByRole('button', { name: 'Add Dataset' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Medicare Supplement Leads', description: 'Seniors shopping for Medigap', longDescription: '', categoryId: category.id, providerId: provider.id,
      priceCents: 1999, originalPriceCents: 2500, sizeDescription: 'Medium', recordCount: 12_500, updateFrequency: 'Monthly',
      tags: ['health', 'seniors'], featured: false, active: true,
    }));
    expect(await screen.findByRole('heading', { name: 'Dataset Added' })).toBeInTheDocument();
    expect(screen.getAllByText('Dataset Added').length).toBeGreaterThan(1); // the dialog's title and the toast
    expect(screen.getByLabelText('Choose a CSV file')).toBeInTheDocument();
  });

  it('opens from the dashboard\'s quick action link, on the All Datasets tab', async () => {
    const { router } = render('/admin/datasets?tab=all&new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Dataset' });
    expect(screen.getByRole('tab', { name: 'All Datasets', hidden: true })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?tab=all');
  });

  it('shows the server\'s field error under its field and the failure toast', async () => {
    render('/admin/datasets', { 'POST /api/admin/datasets': { status: 409, body: { error: { code: 'CONFLICT', message: DATASET_MESSAGES.slugTaken, fields: { slug: DATASET_MESSAGES.slugTaken } } } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Dataset' });
    await fill(user, dialog);
    await user.type(within(dialog).getByLabelText('Address (slug)'), 'medicare-leads-2026');
    await user.type(within(dialog).getByLabelText('Price'), '10');
    await user.type(within(dialog).getByLabelText('Record count'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Add Dataset' }));
    expect(await screen.findByText('Failed to Add Dataset')).toBeInTheDocument();
    const slug = within(dialog).getByLabelText('Address (slug)');
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(DATASET_MESSAGES.slugTaken));
  });
});

describe('editing and the data file', () => {
  const withFile = dataset({ file: { bytes: 3 * 1024 * 1024, rows: 12_000, columns: [{ name: 'zip', type: 'zip code', example: '90210' }], uploadedAt: '2026-10-05T10:00:00.000Z' } });

  it('saves the edited values as cents with a toast', async () => {
    const { requests } = render('/admin/datasets?tab=all', {
      'GET /api/admin/datasets': { body: page([withFile]) },
      'PATCH /api/admin/datasets/d1': ({ body }) => ({ body: { ...withFile, ...(body as object) } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Medicare Leads 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit dataset' });
    expect(await within(dialog).findByText('12,000')).toBeInTheDocument();
    expect(within(dialog).getByText('3.0 MB')).toBeInTheDocument();
    expect(within(dialog).getByText('90210')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Provider')).toHaveValue(provider.id);
    expect(within(dialog).getByLabelText('Size')).toHaveValue('Large');
    await user.clear(within(dialog).getByLabelText('Price'));
    await user.type(within(dialog).getByLabelText('Price'), '59.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      priceCents: 5950, slug: 'medicare-leads-2026', tags: ['health'], categoryId: category.id, providerId: provider.id, sizeDescription: 'Large',
    }));
    expect(await screen.findByText('Dataset saved')).toBeInTheDocument();
  });

  it('uploads a CSV with a progress bar and shows the dictionary and the masked sample', async () => {
    const xhr = fakeUploads();
    render('/admin/datasets?tab=all', { 'GET /api/admin/datasets': { body: page([withFile]) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Medicare Leads 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit dataset' });
    await user.upload(await within(dialog).findByLabelText('Replace the CSV file'), new File(['email,age\na@example.com,67\n'], 'seniors.csv', { type: 'text/csv' }));
    expect(xhr.sent.map((s) => [s.url, s.file.name])).toEqual([['/api/admin/datasets/d1/file', 'seniors.csv']]);
    xhr.progress(0.5);
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    xhr.answer(200, report);
    const sample = await within(dialog).findByRole('table', { name: 'Sample rows, personal details masked' });
    expect(within(sample).getByText('b***@example.com')).toBeInTheDocument();
    const dictionary = within(dialog).getByRole('table', { name: 'Data dictionary' });
    expect(within(dictionary).getByRole('row', { name: 'age integer 67' })).toBeInTheDocument();
    expect(within(dictionary).queryByText('zip')).not.toBeInTheDocument();
    expect(within(dialog).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Record count')).toHaveValue('2');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server\'s reason for refusing a file, and refuses one too large before sending it', async () => {
    const xhr = fakeUploads();
    render('/admin/datasets?tab=all');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Edit Medicare Leads 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit dataset' });
    await user.upload(await within(dialog).findByLabelText('Choose a CSV file'), new File([new Uint8Array([0x89, 0x50, 0, 1])], 'photo.png', { type: 'image/png' }));
    xhr.answer(422, { error: { code: 'NOT_CSV', message: `${DATASET_MESSAGES.notCsv} It looks like a binary file.` } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DATASET_MESSAGES.notCsv);

    const huge = new File(['a,b\n1,2\n'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: MAX_DATASET_FILE_BYTES + 1 });
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), huge);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is larger than 2 GB.');
    expect(xhr.sent).toHaveLength(1);
  });
});

describe('Overview and Analytics', () => {
  it('shows the totals, adds a verified provider, and offers Delete only for a category no dataset uses', async () => {
    const unused: AdminCategory = { ...category, id: '0b1c2d3e-4b5a-4c6d-8e7f-1a2b3c4d5e6f', name: 'Pet Insurance', slug: 'pet-insurance', datasets: 0 };
    const { requests } = render('/admin/datasets', {
      'GET /api/admin/categories': { body: [category, unused] },
      'POST /api/admin/providers': { status: 201, body: [provider] },
      // A dataset was filed under it since the list loaded: the server's refusal is shown.
      [`DELETE /api/admin/categories/${unused.id}`]: apiError(409, 'CONFLICT', 'This category still has 1 dataset: move it to another category first.'),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('$98,765.43')).toBeInTheDocument();
    expect(screen.getByText('12,345')).toBeInTheDocument();
    expect(await screen.findByText('health-insurance · 2 datasets')).toBeInTheDocument();
    expect(screen.getByText('pet-insurance · 0 datasets')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add provider' }));
    const form = await screen.findByRole('dialog', { name: 'Add provider' });
    await user.type(within(form).getByLabelText('Name'), 'Blue Ridge Analytics');
    await user.type(within(form).getByLabelText('Website (optional)'), 'https://blueridge.example');
    await user.click(within(form).getByLabelText('Verified'));
    await user.click(within(form).getByRole('button', { name: 'Add provider' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Blue Ridge Analytics', description: '', website: 'https://blueridge.example', logoUrl: '', verified: true,
    }));
    expect(await screen.findByText('Provider added')).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'Delete Health Insurance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Acme Data' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Pet Insurance' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete category' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('This category still has 1 dataset');
  });

  it('lists the top datasets by downloads and by revenue with their figures', async () => {
    render('/admin/datasets?tab=analytics');
    const downloads = await screen.findByRole('table', { name: 'Top 5 datasets by downloads' });
    expect(within(downloads).getByRole('row', { name: '1 Medicare Leads 2026 340 $1,699.66' })).toBeInTheDocument();
    const revenue = screen.getByRole('table', { name: 'Top 5 datasets by revenue' });
    expect(within(revenue).getByRole('row', { name: '1 Auto Insurance Shoppers 120 $3,598.80' })).toBeInTheDocument();
  });
});
