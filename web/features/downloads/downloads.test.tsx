import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DownloadGrant, DownloadList } from '../../../common/orders';
import { clientUser } from '../../test/fixtures';
import { apiError, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { DownloadsPage } from './downloads-page';
import { useDownload } from './use-download';

const MB = 1024 * 1024;

function grant(overrides: Partial<DownloadGrant> & { id: string }): DownloadGrant {
  return {
    source: 'purchase',
    orderId: 'o1',
    orderNumber: 'ORDER-1767000000000-ABCDEFGHI',
    purchasedAt: '2026-11-01T10:00:00.000Z',
    dataset: { id: `d-${overrides.id}`, slug: 'auto-leads', title: 'Auto Leads', description: 'Drivers shopping for cover', dataFormats: ['CSV'] },
    fileBytes: Math.round(12.5 * MB),
    rows: 5000,
    expiresAt: '2099-12-01T10:00:00.000Z',
    expired: false,
    downloadCount: 0,
    lastDownloadedAt: null,
    lastFormat: null,
    ...overrides,
  };
}

const autoLeads = grant({ id: 'g1', downloadCount: 3, lastDownloadedAt: '2026-11-05T10:00:00.000Z', lastFormat: 'xlsx' });
const lifeLeads = grant({
  id: 'g2',
  orderNumber: 'ORDER-1767000000001-JKLMNOPQR',
  dataset: { id: 'd2', slug: 'life-leads', title: 'Life Leads', description: 'Families comparing life cover', dataFormats: ['CSV'] },
  fileBytes: null,
  rows: null,
});
const expiredLeads = grant({
  id: 'g3',
  dataset: { id: 'd3', slug: 'old-leads', title: 'Old Leads', description: 'Last year', dataFormats: ['CSV'] },
  expiresAt: '2026-01-01T10:00:00.000Z',
  expired: true,
});

const list = (items: DownloadGrant[], stats: Partial<DownloadList['stats']> = {}): DownloadList => ({
  items,
  stats: { totalPurchases: items.length, totalDownloads: 3, activeDownloads: 2, expiredDownloads: 1, totalBytes: Math.round(2.5 * 1024 * MB), ...stats },
});

type Routes = Parameters<typeof mockFetch>[0];

function renderPage(downloads: Routes[string], { path = '/downloads', routes = {} }: { path?: string; routes?: Routes } = {}) {
  const server = mockFetch({
    'GET /api/me': { body: clientUser },
    'GET /api/content': { body: { items: [] } },
    'GET /api/downloads': downloads,
    'GET /api/downloads/addons': { body: { verification: false, enhancement: false } },
    ...routes,
  });
  const view = renderWithProviders(<DownloadsPage />, { path });
  const downloadGets = () => server.requests
    .filter((r) => r.method === 'GET' && r.url.startsWith('/api/downloads') && r.url !== '/api/downloads/addons').map((r) => r.url);
  return { ...server, ...view, downloadGets };
}

/** Records the anchors the page clicks to hand a signed link to the browser, without jsdom trying to navigate. */
function spyOnAnchorClicks() {
  const clicked: { href: string; download: string; attached: boolean }[] = [];
  const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download, attached: document.body.contains(this) });
  });
  return { clicked, spy };
}

const link: MockReply = { body: { url: '/api/files/signed?token=abc', filename: 'auto-leads.csv', expiresAt: '2026-11-23T10:05:00.000Z' } };

describe('DownloadsPage', () => {
  it('says the files carry the plan\'s add-ons and shows a purchase\'s verification report', async () => {
    const user = userEvent.setup();
    renderPage({ body: list([autoLeads]) }, {
      routes: {
        'GET /api/downloads/addons': { body: { verification: true, enhancement: true } },
        'GET /api/downloads/g1/verification-report': {
          body: {
            rows: 5000, rowsWithProblems: 12,
            fields: [{ column: 'phone', kind: 'phone', valid: 4990, invalid: 10, empty: 0, reasons: { 'unassigned area code': 7, 'fictional number': 3 } }],
          },
        },
      },
    });
    expect(await screen.findByText('Verified and enhanced by your plan\'s add-ons.')).toBeInTheDocument();
    expect(screen.queryByTestId('file-fidelity-note')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verification report of Auto Leads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification report' });
    expect(await within(dialog).findByTestId('verification-summary')).toHaveTextContent('5,000 rows checked, 12 with a problem.');
    const row = within(dialog).getByRole('row', { name: /phone/ });
    expect(row).toHaveTextContent('4,990');
    expect(row).toHaveTextContent('unassigned area code: 7, fictional number: 3');
  });

  it('offers no verification report without Data Verification Plus', async () => {
    renderPage({ body: list([autoLeads]) });
    await screen.findByRole('link', { name: 'Auto Leads' });
    expect(screen.getByTestId('file-fidelity-note')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Verification report/ })).not.toBeInTheDocument();
  });

  it('shows 5 skeleton placeholders while loading', async () => {
    renderPage(() => new Promise<MockReply>(() => {}));
    expect(screen.getByRole('heading', { name: 'Download Center' })).toBeInTheDocument();
    expect(screen.getAllByTestId('download-skeleton')).toHaveLength(5);
  });

  it('lists purchases with their details and the stats tiles', async () => {
    renderPage({ body: list([autoLeads, lifeLeads]) });

    expect(await screen.findByRole('link', { name: 'Auto Leads' })).toHaveAttribute('href', '/dataset/auto-leads');
    expect(screen.getByRole('link', { name: 'Life Leads' })).toHaveAttribute('href', '/dataset/life-leads');

    const item = screen.getByRole('listitem', { name: 'Auto Leads' });
    expect(within(item).getByText('Drivers shopping for cover')).toBeInTheDocument();
    expect(within(item).getByText('ORDER-1767000000000-ABCDEFGHI')).toBeInTheDocument();
    expect(within(item).getByText('Nov 1, 2026')).toBeInTheDocument();
    expect(within(item).getByText('12.5 MB')).toBeInTheDocument();
    expect(within(item).getByText('5,000')).toBeInTheDocument();
    expect(within(item).getByText('Dec 1, 2099')).toBeInTheDocument();
    expect(within(item).getByText('Last downloaded:').nextSibling).toHaveTextContent('Nov 5, 2026 (Excel)');
    for (const format of ['CSV', 'Excel', 'JSON', 'XML']) {
      expect(within(item).getByRole('button', { name: `Download Auto Leads as ${format}` })).toBeEnabled();
    }

    // Size and rows are left out when the file is unknown; no "last downloaded" before the first download.
    const life = screen.getByRole('listitem', { name: 'Life Leads' });
    expect(within(life).queryByText('Size:')).not.toBeInTheDocument();
    expect(within(life).queryByText('Rows:')).not.toBeInTheDocument();
    expect(within(life).queryByText('Last downloaded:')).not.toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Download statistics' });
    expect(within(stats).getByText('Total Purchases').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Total Downloads').nextSibling).toHaveTextContent('3');
    expect(within(stats).getByText('Active Downloads').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Total Size').nextSibling).toHaveTextContent('2.5 GB');

    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Data Usage Policy' })).toHaveAttribute('href', '/legal/data-usage');
  });

  it('sends the format filter to the server and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { downloadGets, router } = renderPage({ body: list([autoLeads]) });
    await screen.findByRole('link', { name: 'Auto Leads' });
    expect(downloadGets()).toEqual(['/api/downloads']);

    await user.selectOptions(screen.getByLabelText('Format'), 'Excel');
    await waitFor(() => expect(downloadGets()).toContain('/api/downloads?format=excel'));
    expect(router.state.location.search).toBe('?format=excel');
  });

  it('debounces the search and sends it to the server', async () => {
    const user = userEvent.setup();
    const { downloadGets, router } = renderPage({ body: list([autoLeads]) });
    await screen.findByRole('link', { name: 'Auto Leads' });

    await user.type(screen.getByRole('searchbox', { name: 'Search your downloads' }), 'auto');
    await waitFor(() => expect(downloadGets()).toContain('/api/downloads?search=auto'));
    // One request for the whole word, not one per keystroke.
    expect(downloadGets().filter((url) => url.includes('search='))).toEqual(['/api/downloads?search=auto']);
    expect(router.state.location.search).toBe('?search=auto');
  });

  it('restores search and format from the URL', async () => {
    const { downloadGets } = renderPage({ body: list([autoLeads]) }, { path: '/downloads?search=auto&format=json' });
    await screen.findByRole('link', { name: 'Auto Leads' });
    expect(downloadGets()).toEqual(['/api/downloads?search=auto&format=json']);
    expect(screen.getByRole('searchbox', { name: 'Search your downloads' })).toHaveValue('auto');
    expect(screen.getByLabelText('Format')).toHaveValue('json');
  });

  it('offers the data API beside the files: the dataset page opens its Use via API dialog', async () => {
    renderPage({ body: list([autoLeads]) });
    expect(await screen.findByRole('link', { name: 'Use Auto Leads via API' })).toHaveAttribute('href', '/dataset/auto-leads#use-via-api');
  });

  it('downloads a CSV through the signed link and says so', async () => {
    const user = userEvent.setup();
    const { clicked } = spyOnAnchorClicks();
    const { requests } = renderPage({ body: list([autoLeads]) }, { routes: { 'POST /api/downloads/g1/link': link } });

    await user.click(await screen.findByRole('button', { name: 'Download Auto Leads as CSV' }));

    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    expect(screen.getByText('auto-leads.csv is downloading')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post).toMatchObject({ url: '/api/downloads/g1/link', body: { format: 'csv' } });
    expect(clicked).toEqual([{ href: '/api/files/signed?token=abc', download: 'auto-leads.csv', attached: true }]);
    // The temporary anchor does not stay in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('asks for xlsx when Excel is chosen', async () => {
    const user = userEvent.setup();
    spyOnAnchorClicks();
    const { requests } = renderPage({ body: list([autoLeads]) }, {
      routes: { 'POST /api/downloads/g1/link': { body: { ...link.body as object, filename: 'auto-leads.xlsx' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Auto Leads as Excel' }));
    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ format: 'xlsx' });
  });

  it('disables only the busy item\'s buttons until the link arrives, then refetches the list', async () => {
    const user = userEvent.setup();
    const { clicked } = spyOnAnchorClicks();
    let answer: (reply: MockReply) => void = () => {};
    const { downloadGets } = renderPage({ body: list([autoLeads, lifeLeads]) }, {
      routes: { 'POST /api/downloads/g1/link': () => new Promise<MockReply>((resolve) => (answer = resolve)) },
    });

    await user.click(await screen.findByRole('button', { name: 'Download Auto Leads as CSV' }));
    const item = screen.getByRole('listitem', { name: 'Auto Leads' });
    for (const button of within(item).getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Download Auto Leads' })).toHaveAttribute('aria-busy', 'true');
    for (const button of within(screen.getByRole('listitem', { name: 'Life Leads' })).getAllByRole('button')) expect(button).toBeEnabled();

    const getsBefore = downloadGets().length;
    answer(link);
    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download Auto Leads as CSV' })).toBeEnabled());
    // At once, and again once the server has counted the download.
    await waitFor(() => expect(downloadGets().length).toBeGreaterThanOrEqual(getsBefore + 2), { timeout: 4000 });
  }, 10_000);

  it('shows the server\'s message when the download has expired (410)', async () => {
    const user = userEvent.setup();
    const { clicked } = spyOnAnchorClicks();
    renderPage({ body: list([autoLeads]) }, {
      routes: { 'POST /api/downloads/g1/link': apiError(410, 'DOWNLOAD_EXPIRED', 'This download link expired on Dec 1, 2026.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Auto Leads as JSON' }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('This download link expired on Dec 1, 2026.')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download Auto Leads as JSON' })).toBeEnabled();
  });

  it('asks to try again or contact support on other failures', async () => {
    const user = userEvent.setup();
    renderPage({ body: list([autoLeads]) }, {
      routes: { 'POST /api/downloads/g1/link': apiError(500, 'INTERNAL_ERROR', 'boom') },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Auto Leads as XML' }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support')).toBeInTheDocument();
  });

  it('marks an expired purchase and offers no download', async () => {
    renderPage({ body: list([expiredLeads, autoLeads]) });
    const item = await screen.findByRole('listitem', { name: 'Old Leads' });
    expect(within(item).getByText('Expired')).toBeInTheDocument();
    expect(within(item).queryAllByRole('button')).toHaveLength(0);
    expect(within(screen.getByRole('listitem', { name: 'Auto Leads' })).getAllByRole('button')).toHaveLength(4);
  });

  it('says a dataset taken into the plan was taken, with no order number', async () => {
    const taken = grant({ id: 'g-plan', source: 'plan', orderId: null, orderNumber: null });
    renderPage({ body: list([taken]) });
    const item = await screen.findByRole('listitem', { name: 'Auto Leads' });
    expect(within(item).getByText('Source:').nextSibling).toHaveTextContent('Taken into plan');
    expect(within(item).queryByText('Order:')).not.toBeInTheDocument();
    expect(within(item).getByText('Taken:').nextSibling).toHaveTextContent('Nov 1, 2026');
  });

  it('points a user with no purchases to the marketplace', async () => {
    renderPage({ body: list([], { totalPurchases: 0, totalDownloads: 0, activeDownloads: 0, expiredDownloads: 0, totalBytes: 0 }) });
    expect(await screen.findByText('No downloads yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute('href', '/marketplace');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const user = userEvent.setup();
    const { downloadGets, router } = renderPage(
      ({ url }) => ({ body: url.includes('?') ? list([], { totalPurchases: 2 }) : list([autoLeads]) }),
      { path: '/downloads?search=zzz&format=xml' },
    );
    expect(await screen.findByText('No downloads match your search')).toBeInTheDocument();
    expect(screen.queryByText('No downloads yet')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('link', { name: 'Auto Leads' })).toBeInTheDocument();
    expect(downloadGets()).toContain('/api/downloads');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search your downloads' })).toHaveValue('');
    expect(screen.getByLabelText('Format')).toHaveValue('');
  });
});

describe('useDownload', () => {
  it('starts one download at a time per purchase', async () => {
    spyOnAnchorClicks();
    let answer: (reply: MockReply) => void = () => {};
    const { requests } = mockFetch({ 'POST /api/downloads/g1/link': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useDownload(), { wrapper });
    const target = { id: 'g1', dataset: { slug: 'auto-leads' } };

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.start(target, 'csv');
      void result.current.start(target, 'json');
    });
    expect(result.current.busy).toEqual({ grantId: 'g1', format: 'csv' });
    await waitFor(() => expect(requests).toHaveLength(1));

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await act(async () => {
      answer(link);
      await first;
    });
    expect(result.current.busy).toBeNull();
    expect(requests).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['downloads'] });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] }), { timeout: 4000 });
  }, 10_000);
});
