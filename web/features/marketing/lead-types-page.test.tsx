import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../../common/catalog';
import { mockFetch, signedOut } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { datasetCard, datasetList } from '../../test/catalog-fixtures';
import { LEAD_TYPE_SLUGS, LeadTypesPage } from './lead-types-page';
import { contentReply } from './marketing-test-utils';

const category = (slug: string, n: number): Category => ({
  id: `c${n}`, name: `Category ${n}`, slug, description: '', icon: 'Heart', color: '#1d4ed8', datasetCount: n, recordCount: n * 1000,
});
const categories = [...LEAD_TYPE_SLUGS.map((slug, i) => category(slug, i + 1)), category('market-analytics', 9)];

function renderLeadTypes(path = '/lead-types') {
  const api = mockFetch({
    'GET /api/me': signedOut,
    'GET /api/content': contentReply(),
    'GET /api/categories': { body: { items: categories } },
    'GET /api/datasets': ({ url }) => {
      const slug = new URL(url, 'http://x').searchParams.get('category')!;
      return { body: datasetList([datasetCard(1, { slug: `${slug}-leads`, title: `${slug} leads`, id: `${slug}-id` })], { total: 7, pageSize: 3 }) };
    },
  });
  renderWithProviders(<LeadTypesPage />, { path });
  const datasetQueries = () => api.requests.filter((r) => r.url.startsWith('/api/datasets')).map((r) => new URL(r.url, 'http://x').searchParams);
  return { datasetQueries };
}

describe('LeadTypesPage', () => {
  it('shows the six lead types with catalog figures and links to real datasets of each category', async () => {
    renderLeadTypes();
    const medicare = await screen.findByRole('article', { name: /Medicare Leads/ });
    expect(medicare).toHaveTextContent('Popular');
    expect(medicare).toHaveTextContent('$5 - $12 per lead');
    expect(medicare).toHaveTextContent('Datasets3Records3K');
    expect(await within(medicare).findByRole('link', { name: 'medicare leads' })).toHaveAttribute('href', '/dataset/medicare-leads');
    expect(within(medicare).getByRole('link', { name: 'Download a sample of medicare leads' })).toHaveAttribute('href', '/api/datasets/medicare-id/sample.csv');
    expect(within(medicare).getByRole('link', { name: 'View all 7 Medicare Leads' })).toHaveAttribute('href', '/marketplace?category=medicare');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('article', { name: /Category 9/ })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /Request Custom Leads|Contact Specialist/ })) {
      expect(link).toHaveAttribute('href', '/contact?subject=leads');
    }
  });

  it('the category filter keeps one lead type; price and search filter its datasets through the API', async () => {
    const user = userEvent.setup();
    const { datasetQueries } = renderLeadTypes();
    await screen.findByRole('article', { name: /Auto Insurance Leads/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'auto-insurance');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: /Auto Insurance Leads/ })).toBeInTheDocument();

    const max = screen.getByLabelText('Max price ($)');
    await user.type(max, '40');
    fireEvent.blur(max);
    await waitFor(() => expect(datasetQueries().at(-1)!.get('priceMax')).toBe('40'));
    expect(datasetQueries().at(-1)!.get('category')).toBe('auto-insurance');
    expect(datasetQueries().at(-1)!.get('limit')).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Search datasets' }), 'texas{Enter}');
    await waitFor(() => expect(datasetQueries().at(-1)!.get('search')).toBe('texas'));
    expect(screen.getByRole('link', { name: /View all 7/ })).toHaveAttribute('href', '/marketplace?search=texas&category=auto-insurance&priceMax=40');
  });
});
