import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, signedOut } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { auto, datasetCard, datasetList, medicare } from '../../test/catalog-fixtures';
import { BrowseDataPage } from './browse-data-page';
import { contentReply } from './marketing-test-utils';

vi.mock(import('../cart'), async (importOriginal) => ({
  ...(await importOriginal()),
  useCart: () => ({ add: vi.fn(), has: () => false, drawer: { open: false, setOpen: vi.fn() } }) as unknown as ReturnType<typeof import('../cart').useCart>,
}));
vi.mock(import('../wishlist'), () => ({
  WishlistHeart: ({ title }: { title: string }) => <button type="button">Save {title}</button>,
}));

function renderBrowse(path = '/browse-data') {
  const api = mockFetch({
    'GET /api/me': signedOut,
    'GET /api/content': contentReply(),
    'GET /api/categories': { body: { items: [medicare, auto] } },
    'GET /api/datasets': ({ url }) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return { body: datasetList([datasetCard(page * 10 + 1), datasetCard(page * 10 + 2)], { total: 30, page, pageSize: 12 }) };
    },
  });
  const view = renderWithProviders(<BrowseDataPage />, { path });
  const datasetQueries = () => api.requests.filter((r) => r.url.startsWith('/api/datasets')).map((r) => new URL(r.url, 'http://x').searchParams);
  return { ...view, datasetQueries };
}

describe('BrowseDataPage', () => {
  it('loads the first page of the real catalog, 12 per page', async () => {
    const { datasetQueries } = renderBrowse();
    expect(await screen.findByRole('link', { name: 'Dataset 11' })).toHaveAttribute('href', '/dataset/dataset-11');
    expect(datasetQueries()[0]!.get('page')).toBe('1');
    expect(datasetQueries()[0]!.get('limit')).toBe('12');
    expect(screen.getByText('Showing 1–2 of 30 datasets')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('search, category, price and sort drive the API query and go back to page 1', async () => {
    const user = userEvent.setup();
    const { datasetQueries, router } = renderBrowse('/browse-data?page=2');
    await screen.findByRole('link', { name: 'Dataset 21' });
    await user.type(screen.getByRole('searchbox', { name: 'Search datasets' }), 'florida');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(datasetQueries().at(-1)!.get('search')).toBe('florida'));
    expect(datasetQueries().at(-1)!.get('page')).toBe('1');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'auto-insurance');
    await waitFor(() => expect(datasetQueries().at(-1)!.get('category')).toBe('auto-insurance'));

    const min = screen.getByLabelText('Min price ($)');
    await user.type(min, '20');
    fireEvent.blur(min);
    await waitFor(() => expect(datasetQueries().at(-1)!.get('priceMin')).toBe('20'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-low');
    await waitFor(() => expect(datasetQueries().at(-1)!.get('sort')).toBe('price-low'));
    expect(router.state.location.search).toBe('?search=florida&category=auto-insurance&priceMin=20&sort=price-low');
  });

  it('pages with Next and Previous and switches between grid and list', async () => {
    const user = userEvent.setup();
    const { datasetQueries, router } = renderBrowse();
    await screen.findByRole('link', { name: 'Dataset 11' });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Dataset 21' })).toBeInTheDocument();
    expect(datasetQueries().at(-1)!.get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    const list = screen.getByRole('button', { name: 'List view' });
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?page=2&view=list');
    const results = screen.getByRole('region', { name: 'Datasets' });
    expect(within(results).getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByRole('link', { name: 'Dataset 11' })).toBeInTheDocument();
  });
});
