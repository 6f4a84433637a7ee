import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '../../../common/catalog';
import { apiError, mockFetch, signedOut, type MockReply } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { detail } from '../../test/catalog-fixtures';
import { DatasetPage } from './dataset-page';
import { DatasetRedirectPage } from './dataset-redirect-page';

vi.mock(import('../cart'), async (importOriginal) => ({
  ...(await importOriginal()),
  useCart: () => ({ add: vi.fn(), has: () => false, drawer: { open: false, setOpen: vi.fn() } }) as unknown as ReturnType<typeof import('../cart').useCart>,
}));
vi.mock(import('../wishlist'), () => ({
  WishlistHeart: ({ title }: { title: string }) => <button type="button">Save {title}</button>,
}));

const older: Review = { id: 'r1', rating: 3, title: 'Decent list', comment: 'Some bounced.', authorName: 'Bob B.', createdAt: '2026-01-02T10:00:00.000Z' };
const newer: Review = { id: 'r2', rating: 5, title: 'Great data', comment: 'High contact rate.', authorName: 'Ann A.', createdAt: '2026-02-03T10:00:00.000Z' };

function renderDataset(path: string, routes: Record<string, MockReply | ((request: { body: unknown }) => MockReply)> = {}) {
  const server = mockFetch({
    'GET /api/me': signedOut,
    'GET /api/content': { body: { items: [] } },
    'GET /api/datasets/florida-medicare-leads': { body: detail },
    'GET /api/datasets/d1/sample': {
      body: { columns: ['first_name', 'email'], rows: Array.from({ length: 10 }, (_, i) => [`M***${i}`, `m***${i}@example.com`]) },
    },
    'GET /api/datasets/d1/reviews': { body: { items: [older, newer], canReview: false } },
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/dataset/:slug', element: <DatasetPage /> },
      { path: '/datasets/:id', element: <DatasetRedirectPage /> },
      { path: '/marketplace', element: <p>Marketplace</p> },
    ],
    { path },
  );
  return { ...server, ...view };
}

describe('DatasetPage', () => {
  it('on a phone keeps the price and Add to Cart in a bar at the bottom of the screen', async () => {
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      renderDataset('/dataset/florida-medicare-leads');
      await screen.findByRole('heading', { level: 1, name: 'Florida Medicare Leads' });
      // The sidebar's button comes after the overview; the bar's is fixed to the bottom.
      const buttons = screen.getAllByRole('button', { name: 'Add to Cart' });
      expect(buttons).toHaveLength(2);
      expect(buttons[1]!.closest('.fixed')).not.toBeNull();
    } finally {
      window.innerWidth = width;
    }
  });

  it('shows the breadcrumb, overview with data dictionary, sidebar and page metadata', async () => {
    renderDataset('/dataset/florida-medicare-leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Florida Medicare Leads' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/marketplace');

    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText('Second paragraph.')).toBeInTheDocument();
    expect(within(overview).getByRole('rowheader', { name: 'first_name' })).toBeInTheDocument();
    expect(within(overview).getByRole('cell', { name: '33101' })).toBeInTheDocument();

    const sidebar = screen.getByRole('complementary', { name: 'Purchase' });
    for (const text of ['$49.00', '$59.00', 'Medium', '5,000', 'Monthly', 'CSV, JSON']) {
      expect(within(sidebar).getByText(text)).toBeInTheDocument();
    }
    expect(within(sidebar).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Request Sample' })).toHaveAttribute('href', '/api/datasets/d1/sample.csv');
    expect(within(sidebar).getByRole('link', { name: 'Request Sample' })).toHaveAttribute('download');
    expect(within(sidebar).getByRole('button', { name: 'Use via API' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: /Questions\? Contact us/ })).toHaveAttribute('href', '/contact');

    await waitFor(() => expect(document.title).toMatch(/^Florida Medicare Leads \|/));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Seniors aged 65+ in Florida.');
  });

  it('switches tabs with the arrow keys and shows the masked sample table', async () => {
    const user = userEvent.setup();
    renderDataset('/dataset/florida-medicare-leads');
    await user.click(await screen.findByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sample Data' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Sample Data' })).toHaveAttribute('aria-selected', 'true');

    const panel = screen.getByRole('tabpanel', { name: 'Sample Data' });
    const table = await within(panel).findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'email' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('m***0@example.com')).toBeInTheDocument();
  });

  it('lists reviews newest first', async () => {
    const user = userEvent.setup();
    renderDataset('/dataset/florida-medicare-leads');
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((heading) => heading.textContent)).toEqual(['Great data', 'Decent list']);
    expect(screen.getByText('Ann A.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('a buyer posts a review; the server message shows on failure, the list reloads on success', async () => {
    const user = userEvent.setup();
    let posted = 0;
    const { requests } = renderDataset('/dataset/florida-medicare-leads', {
      'GET /api/datasets/d1/reviews': { body: { items: [], canReview: true } },
      'POST /api/datasets/d1/reviews': () => {
        posted += 1;
        return posted === 1
          ? apiError(409, 'REVIEW_EXISTS', 'You have already reviewed this dataset.')
          : { status: 201, body: { ...newer, id: 'r9' } };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    const form = await screen.findByRole('form', { name: 'Write a review' });

    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5 stars');

    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText('Title'), 'Solid');
    await user.type(within(form).getByLabelText('Comment'), 'Worked well.');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByText('You have already reviewed this dataset.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({ rating: 4, title: 'Solid', comment: 'Worked well.' });
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/datasets/d1/reviews' && r.method === 'GET')).toHaveLength(2));
    expect(requests.filter((r) => r.url === '/api/datasets/florida-medicare-leads')).toHaveLength(2);
  });

  it('shows Dataset Not Found for an unknown slug', async () => {
    renderDataset('/dataset/nope', { 'GET /api/datasets/nope': apiError(404, 'NOT_FOUND', 'Dataset not found') });
    expect(await screen.findByRole('heading', { name: 'Dataset Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Marketplace/ })).toHaveAttribute('href', '/marketplace');
  });
});

describe('DatasetRedirectPage', () => {
  it('replaces /datasets/:id with /dataset/:slug', async () => {
    const { router } = renderDataset('/datasets/d1', { 'GET /api/datasets/by-id/d1': { body: { slug: 'florida-medicare-leads' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Florida Medicare Leads' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dataset/florida-medicare-leads');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows Dataset Not Found for an unknown id', async () => {
    renderDataset('/datasets/zzz');
    expect(await screen.findByRole('heading', { name: 'Dataset Not Found' })).toBeInTheDocument();
  });
});
