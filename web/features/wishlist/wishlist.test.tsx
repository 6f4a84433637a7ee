import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '../../../common/cart';
import { AuthModalProvider } from '../auth';
import { clientUser } from '../../test/fixtures';
import { mockFetch, signedOut, type MockReply } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { WishlistHeart } from './wishlist-heart';
import { WishlistPage } from './wishlist-page';

const datasetId = '22222222-2222-4222-8222-222222222222';

const saved: WishlistItem = {
  datasetId,
  createdAt: '2026-02-01T10:00:00.000Z',
  dataset: {
    id: datasetId, slug: 'auto-leads', title: 'Auto Leads', description: 'Drivers shopping for cover',
    category: { name: 'Auto Insurance', slug: 'auto-insurance' }, provider: { name: 'Acme Data', slug: 'acme-data', verified: true },
    priceCents: 4900, originalPriceCents: null, currency: 'USD', sizeDescription: 'Medium', recordCount: 5000,
    updateFrequency: 'Monthly', dataFormats: ['CSV'], tags: [], featured: false, rating: 4.5, totalReviews: 10,
    totalDownloads: 100, updatedAt: '2026-02-01T10:00:00.000Z',
  },
};

function renderHeart(me: MockReply, routes: Parameters<typeof mockFetch>[0] = {}) {
  const server = mockFetch({ 'GET /api/me': me, 'GET /api/content': { body: { items: [] } }, ...routes });
  renderWithProviders(
    <AuthModalProvider>
      <WishlistHeart datasetId={datasetId} title="Auto Leads" />
    </AuthModalProvider>,
  );
  return server;
}

describe('WishlistHeart', () => {
  it('adds to and removes from the wishlist, saying so each time', async () => {
    const user = userEvent.setup();
    let items: WishlistItem[] = [];
    const { requests } = renderHeart({ body: clientUser }, {
      'GET /api/wishlist': () => ({ body: { items } }),
      [`PUT /api/wishlist/${datasetId}`]: () => {
        items = [saved];
        return { status: 201, body: { items } };
      },
      [`DELETE /api/wishlist/${datasetId}`]: () => {
        items = [];
        return { body: { items } };
      },
    });

    const add = await screen.findByRole('button', { name: 'Add Auto Leads to wishlist' });
    await waitFor(() => expect(requests.some((r) => r.url === '/api/wishlist')).toBe(true));
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    const remove = await screen.findByRole('button', { name: 'Remove Auto Leads from wishlist' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');

    await user.click(remove);
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Auto Leads to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('tells the user when saving fails', async () => {
    const user = userEvent.setup();
    renderHeart({ body: clientUser }, {
      'GET /api/wishlist': { body: { items: [] } },
      [`PUT /api/wishlist/${datasetId}`]: { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'boom' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Auto Leads to wishlist' }));
    expect(await screen.findByText('Failed to update wishlist')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
  });

  it('asks a guest to sign in instead', async () => {
    const user = userEvent.setup();
    const { requests } = renderHeart(signedOut);
    await user.click(await screen.findByRole('button', { name: 'Add Auto Leads to wishlist' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/api/wishlist'))).toBe(false);
  });
});

describe('WishlistPage', () => {
  const renderPage = (items: WishlistItem[]) => {
    mockFetch({ 'GET /api/me': { body: clientUser }, 'GET /api/content': { body: { items: [] } }, 'GET /api/wishlist': { body: { items } } });
    renderWithProviders(<AuthModalProvider><WishlistPage /></AuthModalProvider>);
  };

  it('shows the empty state with a way to the marketplace', async () => {
    renderPage([]);
    expect(screen.getByRole('heading', { name: 'My Wishlist' })).toBeInTheDocument();
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Datasets' })).toHaveAttribute('href', '/marketplace');
  });

  it('lists saved datasets with a link, price and Add to Cart', async () => {
    renderPage([saved]);
    expect(await screen.findByRole('link', { name: 'Auto Leads' })).toHaveAttribute('href', '/dataset/auto-leads');
    expect(screen.getByText('Auto Insurance')).toBeInTheDocument();
    expect(screen.getByText('Acme Data')).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Auto Leads from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
