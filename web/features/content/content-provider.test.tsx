import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_DEFAULTS } from '../../../common/content-defaults';
import { mockFetch } from '../../test/mock-fetch';
import { CONTENT_CACHE_KEY } from './content-cache';
import { useContent } from './content-context';
import { ContentProvider } from './content-provider';

function BrandName() {
  const { t } = useContent();
  return <p data-testid="brand">{t('brand_name')}</p>;
}

function renderContent() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ContentProvider>
        <BrandName />
      </ContentProvider>
    </QueryClientProvider>,
  );
}

const item = (key: string, value: string) => ({
  id: key, key, value, type: 'text', label: key, section: 'Branding', updatedAt: '2026-01-01T00:00:00.000Z',
});

const brandDefault = CONTENT_DEFAULTS.find((c) => c.key === 'brand_name')!.value;

describe('ContentProvider', () => {
  it('shows the built-in defaults before the first load', () => {
    mockFetch({ 'GET /api/content': () => new Promise(() => {}) });
    renderContent();
    expect(screen.getByTestId('brand')).toHaveTextContent(brandDefault);
  });

  it('shows the server content, asks the browser to revalidate, and caches it locally', async () => {
    const { requests } = mockFetch({ 'GET /api/content': { body: { items: [item('brand_name', 'LeadVault')] } } });
    renderContent();
    expect(await screen.findByText('LeadVault')).toBeInTheDocument();
    expect(requests[0]!.init?.cache).toBe('no-cache');
    expect(JSON.parse(localStorage.getItem(CONTENT_CACHE_KEY) ?? '[]')).toEqual([item('brand_name', 'LeadVault')]);
  });

  it('falls back to the locally cached copy when loading fails', async () => {
    localStorage.setItem(CONTENT_CACHE_KEY, JSON.stringify([item('brand_name', 'Cached Brand')]));
    mockFetch({ 'GET /api/content': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    renderContent();
    expect(await screen.findByText('Cached Brand')).toBeInTheDocument();
  });

  it('keeps the defaults when loading fails and nothing is cached', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/content': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    renderContent();
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect(screen.getByTestId('brand')).toHaveTextContent(brandDefault);
  });

  it('tells a developer who uses it outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<BrandName />)).toThrow('useContent must be used within a ContentProvider');
  });
});
