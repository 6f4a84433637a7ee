import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { DATA_FORMATS, PRICE_RANGE_INVERTED } from '../../../common/catalog-values';
import { auto, datasetCard, datasetList, medicare, stats } from '../../test/catalog-fixtures';
import { MarketplacePage } from './marketplace-page';

const { add } = vi.hoisted(() => ({ add: vi.fn(() => Promise.resolve()) }));
vi.mock(import('../cart'), async (importOriginal) => ({
  ...(await importOriginal()),
  useCart: () => ({ add, has: () => false, drawer: { open: false, setOpen: vi.fn() } }) as unknown as ReturnType<typeof import('../cart').useCart>,
}));
vi.mock(import('../wishlist'), () => ({
  WishlistHeart: ({ title }: { title: string }) => <button type="button">Save {title}</button>,
}));

type DatasetsHandler = (request: { url: string }) => MockReply;

function renderMarketplace(path: string, datasets: DatasetsHandler = () => ({ body: datasetList([datasetCard(1)]) }), facets?: DatasetsHandler) {
  const server = mockFetch({
    'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in required' } } },
    'GET /api/content': { body: { items: [] } },
    'GET /api/categories': { body: { items: [medicare, auto] } },
    'GET /api/stats': { body: stats },
    'GET /api/datasets': datasets,
    ...(facets ? { 'GET /api/catalog/facets': facets } : {}),
  });
  const view = renderRoutes([{ path: '/marketplace', element: <MarketplacePage /> }], { path });
  const datasetRequests = () =>
    server.requests.filter((r) => r.url.startsWith('/api/datasets')).map((r) => new URL(r.url, 'http://x').searchParams);
  return { ...server, ...view, datasetRequests };
}

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('MarketplacePage', () => {
  it('reads every filter from the URL and sends them to /api/datasets', async () => {
    const { datasetRequests } = renderMarketplace(
      '/marketplace?search=senior&category=medicare&provider=acme&format=CSV,JSON&frequency=Daily&records=1k-10k&rating=4&priceMin=10&priceMax=99&sort=price-low',
    );
    expect(await screen.findByRole('link', { name: 'Dataset 1' })).toHaveAttribute('href', '/dataset/dataset-1');
    expect(Object.fromEntries(datasetRequests()[0]!)).toEqual({
      search: 'senior', category: 'medicare', provider: 'acme', format: 'CSV,JSON', frequency: 'Daily', records: '1k-10k',
      rating: '4', priceMin: '10', priceMax: '99', sort: 'price-low', page: '1',
    });
    expect(screen.getByRole('button', { name: 'CSV' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'XML' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '4+ Stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
    expect(screen.getByLabelText('Min price ($)')).toHaveValue(10);
    expect(await screen.findByRole('button', { name: /Medicare Leads/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('on a phone keeps categories and filters in a sheet behind one button, so the results come first', async () => {
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      const user = userEvent.setup();
      const { router } = renderMarketplace('/marketplace?format=CSV');
      await screen.findByRole('link', { name: 'Dataset 1' });
      expect(screen.queryByRole('button', { name: 'JSON' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Filters 1 on' }));
      const sheet = await screen.findByRole('dialog', { name: 'Categories and filters' });
      await user.click(within(sheet).getByRole('button', { name: 'JSON' }));
      await user.click(await within(sheet).findByRole('button', { name: /Medicare Leads/ }));
      expect(query(router.state.location.search)).toMatchObject({ format: 'CSV,JSON', category: 'medicare' });
      await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Filters 3 on' })).toBeInTheDocument();
    } finally {
      window.innerWidth = width;
    }
  });

  it('writes filter, category, sort, price and search changes to the URL', async () => {
    const user = userEvent.setup();
    const { router, datasetRequests } = renderMarketplace('/marketplace');
    await screen.findByRole('link', { name: 'Dataset 1' });

    await user.click(screen.getByRole('button', { name: 'JSON' }));
    await user.click(screen.getByRole('button', { name: '1K - 10K' }));
    await user.click(await screen.findByRole('button', { name: /Auto Insurance/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest Rated');
    await user.type(screen.getByLabelText('Max price ($)'), '50{Enter}');
    await user.type(screen.getByRole('searchbox', { name: 'Search datasets' }), 'florida{Enter}');

    await waitFor(() =>
      expect(query(router.state.location.search)).toEqual({
        format: 'JSON', records: '1k-10k', category: 'auto-insurance', sort: 'rating', priceMax: '50', search: 'florida',
      }),
    );
    await waitFor(() => expect(datasetRequests().at(-1)?.get('search')).toBe('florida'));
    expect(datasetRequests().at(-1)?.get('priceMax')).toBe('50');
  });

  it("counts each category, format and rating for the search and filters beside them; estimates marked '~'", async () => {
    const facets = (exact: boolean): MockReply => ({
      body: {
        categories: [{ slug: 'medicare', count: 1234 }], formats: DATA_FORMATS.map((format, i) => ({ format, count: i * 10 })),
        ratings: [1, 2, 3, 4].map((atLeast) => ({ atLeast, count: 100 - atLeast * 10 })), total: 1234, exact,
      },
    });
    const { requests } = renderMarketplace('/marketplace?search=senior&format=JSON&sort=price-low', undefined, () => facets(true));
    expect(await screen.findByRole('button', { name: /Medicare Leads\s*1,234/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Auto Insurance\s*0/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /All Categories\s*1,234/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'JSON (10)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '4+ Stars (60)' })).toBeInTheDocument();
    const asked = requests.filter((r) => r.url.startsWith('/api/catalog/facets')).map((r) => query(r.url.split('?')[1]!));
    // The sort changes no count, so it is not sent (and changing it refetches nothing).
    expect(asked).toEqual([{ search: 'senior', format: 'JSON' }]);
  });

  it("marks counts estimated from a sample with '~'", async () => {
    renderMarketplace('/marketplace?search=leads', undefined, () => ({
      body: { categories: [{ slug: 'medicare', count: 12_345 }], formats: [], ratings: [], total: 12_345, exact: false },
    }));
    expect(await screen.findByRole('button', { name: /Medicare Leads\s*~12.3K/ })).toBeInTheDocument();
  });

  it('shows the 17% banner only with all categories and no search', async () => {
    const user = userEvent.setup();
    renderMarketplace('/marketplace');
    expect(await screen.findByRole('complementary', { name: 'Promotion' })).toHaveTextContent('17%');

    await user.click(await screen.findByRole('button', { name: /Medicare Leads/ }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Promotion' })).not.toBeInTheDocument());
  });

  it('hides the banner while searching', async () => {
    renderMarketplace('/marketplace?search=auto');
    await screen.findByRole('link', { name: 'Dataset 1' });
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).not.toBeInTheDocument();
  });

  it('Load More fetches the next page and appends it, then hides when all are loaded', async () => {
    const user = userEvent.setup();
    const { datasetRequests } = renderMarketplace('/marketplace', ({ url }) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const items = page === 1 ? [datasetCard(1), datasetCard(2)] : [datasetCard(3)];
      return { body: datasetList(items, { total: 3, page, pageSize: 2 }) };
    });
    expect(await screen.findByText('Showing 2 of 3 datasets')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More Datasets' }));
    expect(await screen.findByRole('link', { name: 'Dataset 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dataset 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 datasets')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Datasets' })).not.toBeInTheDocument();
    expect(datasetRequests().map((params) => params.get('page'))).toEqual(['1', '2']);
  });

  it('shows every card field and adds to the cart', async () => {
    const user = userEvent.setup();
    renderMarketplace('/marketplace', () => ({
      body: datasetList([
        datasetCard(1, { featured: true, tags: ['a', 'b', 'c', 'd', 'e'], originalPriceCents: 9_900, totalDownloads: 1_234 }),
      ]),
    }));
    const card = (await screen.findByRole('link', { name: 'Dataset 1' })).closest('article');
    if (!card) throw new Error('no card');
    const inCard = within(card);
    for (const text of ['Featured', 'Medicare Leads', 'by Acme Data', 'Description 1', 'a', 'b', 'c', '+2 more', '4.5', '(10 reviews)', '1,234', 'Medium', 'Monthly', '$49.00', '$99.00']) {
      expect(inCard.getByText(text)).toBeInTheDocument();
    }
    expect(inCard.queryByText('d')).not.toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'Save Dataset 1' })).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: /View details/i })).toHaveAttribute('href', '/dataset/dataset-1');

    await user.click(inCard.getByRole('button', { name: 'Add to Cart' }));
    expect(add).toHaveBeenCalledWith({
      id: 'd1', title: 'Dataset 1', slug: 'dataset-1', description: 'Description 1', priceCents: 4_900, providerName: 'Acme Data',
    });
  });

  it('shows the stats and the empty state, whose button clears every filter but the sort', async () => {
    const user = userEvent.setup();
    const { router } = renderMarketplace('/marketplace?category=medicare&format=XML&rating=2&sort=downloads', ({ url }) => {
      const filtered = new URL(url, 'http://x').searchParams.has('category');
      return { body: datasetList(filtered ? [] : [datasetCard(1)]) };
    });
    expect(await screen.findByRole('heading', { name: 'No datasets found' })).toBeInTheDocument();
    const statistics = screen.getByRole('region', { name: 'Catalog statistics' });
    expect(await within(statistics).findByText('12,345')).toBeInTheDocument();

    const clearButtons = screen.getAllByRole('button', { name: 'Clear all filters' });
    await user.click(clearButtons[clearButtons.length - 1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=downloads'));
    expect(await screen.findByRole('link', { name: 'Dataset 1' })).toBeInTheDocument();
  });

  it('says what is wrong with an inverted price range instead of finding nothing, and asks the server nothing', async () => {
    const { datasetRequests, requests } = renderMarketplace('/marketplace?priceMin=200&priceMax=50');
    expect(await screen.findByRole('heading', { name: 'Check the price range' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No datasets found' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PRICE_RANGE_INVERTED);
    expect(screen.getByLabelText('Min price ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(datasetRequests()).toEqual([]);
    expect(requests.filter((r) => r.url.startsWith('/api/catalog/facets'))).toEqual([]);
  });
});
