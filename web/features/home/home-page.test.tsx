import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogStats, Provider } from '../../../common/catalog';
import { mockFetch, signedOut } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { auto, medicare, stats } from '../../test/catalog-fixtures';
import { HomePage } from './home-page';

const provider = (n: number, rating: number): Provider => ({
  id: `p${n}`, name: `Provider ${n}`, slug: `provider-${n}`, description: '', logoUrl: null, website: null, rating,
  totalReviews: 3, verified: true, leadsAvailable: 250_000, specialties: ['Medicare', 'Auto', 'Life', 'Home'],
});

function renderHome(figures: Partial<CatalogStats> = {}, content: { key: string; value: string }[] = []) {
  mockFetch({
    'GET /api/me': signedOut,
    'GET /api/content': { body: { items: content.map((c, i) => ({ id: `c${i}`, type: 'text', label: c.key, section: 'Homepage', updatedAt: '2026-11-01T00:00:00.000Z', ...c })) } },
    'GET /api/categories': { body: { items: [medicare, auto] } },
    'GET /api/providers': { body: { items: [provider(1, 4.2), provider(2, 4.9)] } },
    'GET /api/stats': { body: { ...stats, activeUsers: 1_234, totalDatasets: 48, totalRecords: 2_450_000, ...figures } },
  });
  return renderRoutes([{ path: '/', element: <HomePage /> }]);
}

describe('HomePage', () => {
  it('shows statistics counted by the server, not typed-in claims', async () => {
    renderHome();
    const figures = screen.getByRole('region', { name: 'Marketplace statistics' });
    expect(await within(figures).findByText('1,234')).toBeInTheDocument();
    expect(within(figures).getByText('Active Users')).toBeInTheDocument();
    expect(within(figures).getByText('48')).toBeInTheDocument();
    expect(within(figures).getByText('2.5M')).toBeInTheDocument();
    expect(within(figures).getByText('Records Available')).toBeInTheDocument();
    expect(figures).not.toHaveTextContent(/10,000\+|50K\+|Agents Served/);
  });

  it('shows a figure too small to help a visitor only from its editable minimum: the next true figure takes its place', async () => {
    renderHome({ activeUsers: 1, totalDatasets: 1, totalRecords: 950, activeProviders: 6, activeCategories: 4 });
    const figures = screen.getByRole('region', { name: 'Marketplace statistics' });
    expect(await within(figures).findByText('Premium Dataset')).toBeInTheDocument();
    expect(within(figures).getByText('1')).toBeInTheDocument();
    expect(within(figures).getByText('Records Available')).toBeInTheDocument();
    expect(within(figures).getByText('Verified Providers')).toBeInTheDocument();
    expect(figures).not.toHaveTextContent(/Active User/);
    expect(within(figures).getAllByRole('listitem')).toHaveLength(3);
  });

  it('counts in words: one user is an Active User, once the admins lower the minimum', async () => {
    renderHome({ activeUsers: 1 }, [{ key: 'home_stats_users_min', value: '1' }]);
    const figures = screen.getByRole('region', { name: 'Marketplace statistics' });
    expect(await within(figures).findByText('Active User')).toBeInTheDocument();
    expect(figures).not.toHaveTextContent('Active Users');
  });

  it('links each category tile to the filtered marketplace with its record and dataset counts', async () => {
    renderHome();
    const medicareTile = await screen.findByRole('link', { name: /Medicare Leads/ });
    expect(medicareTile).toHaveAttribute('href', '/marketplace?category=medicare');
    expect(medicareTile).toHaveTextContent('1.3M records · 12 datasets');
    expect(screen.getByRole('link', { name: /Auto Insurance/ })).toHaveTextContent('950 records · 1 dataset');
  });

  it('lists verified providers by rating with leads and up to three specialties', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Featured Data Providers' });
    const tiles = await within(section).findAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/marketplace?provider=provider-2', '/marketplace?provider=provider-1']);
    expect(tiles[0]).toHaveTextContent('4.9');
    expect(tiles[0]).toHaveTextContent('250K leads available');
    expect(within(tiles[0]!).getByText('Life')).toBeInTheDocument();
    expect(within(tiles[0]!).queryByText('Home')).not.toBeInTheDocument();
  });

  it('has the provider block, services and a final call to action; no testimonials until an admin enters real ones', async () => {
    renderHome();
    const become = await screen.findByRole('region', { name: 'Become a Data Provider' });
    expect(within(become).getByRole('link', { name: 'Start Selling' })).toHaveAttribute('href', '/contact');
    expect(within(become).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('region', { name: 'Everything You Need to Grow' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ready to Find Your Next Customers?' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What Our Customers Say' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Sarah Mitchell');
  });

  it('shows the testimonials an admin entered, one card each', async () => {
    renderHome({}, [{ key: 'home_testimonials', value: 'Our close rate doubled. | Ann Lee | Agency Owner\nFast downloads. | Bo Park |' }]);
    const section = await screen.findByRole('region', { name: 'What Our Customers Say' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByText('Our close rate doubled.')).toBeInTheDocument();
    expect(within(section).getByText('Bo Park')).toBeInTheDocument();
  });
});
