// Catalog records for web tests, shaped exactly as common/catalog.ts describes the API.
import type { CatalogStats, Category, DatasetCard, DatasetDetail, DatasetList } from '../../common/catalog';

export const medicare: Category = {
  id: 'c1', name: 'Medicare Leads', slug: 'medicare', description: 'Seniors', icon: 'Heart', color: '#ef4444',
  datasetCount: 12, recordCount: 1_250_000,
};
export const auto: Category = {
  id: 'c2', name: 'Auto Insurance', slug: 'auto-insurance', description: 'Drivers', icon: 'Car', color: '#3b82f6',
  datasetCount: 1, recordCount: 950,
};

export function datasetCard(n: number, overrides: Partial<DatasetCard> = {}): DatasetCard {
  return {
    id: `d${n}`, slug: `dataset-${n}`, title: `Dataset ${n}`, description: `Description ${n}`,
    category: { name: 'Medicare Leads', slug: 'medicare' },
    provider: { name: 'Acme Data', slug: 'acme', verified: true },
    priceCents: 4_900, originalPriceCents: null, currency: 'USD', sizeDescription: 'Medium', recordCount: 5_000,
    updateFrequency: 'Monthly', dataFormats: ['CSV'], tags: [], featured: false, rating: 4.5, totalReviews: 10,
    totalDownloads: 120, updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function datasetList(items: DatasetCard[], { total = items.length, totalIsCapped = false, page = 1, pageSize = 24 } = {}): DatasetList {
  return { items, total, totalIsCapped, hasMore: page * pageSize < total, page, pageSize };
}

export const stats: CatalogStats = {
  totalDatasets: 48, activeProviders: 9, totalDownloads: 12_345, totalRecords: 2_450_000, activeCategories: 9, activeUsers: 1_234,
};

export const detail: DatasetDetail = {
  ...datasetCard(1, {
    title: 'Florida Medicare Leads',
    slug: 'florida-medicare-leads',
    description: 'Seniors aged 65+ in Florida.',
    originalPriceCents: 5_900,
    dataFormats: ['CSV', 'JSON'],
  }),
  longDescription: 'First paragraph.\n\nSecond paragraph.',
  createdAt: '2025-12-01T00:00:00.000Z',
  file: {
    bytes: 1_024,
    rows: 5_000,
    columns: [
      { name: 'first_name', type: 'string', example: 'Mary' },
      { name: 'zip', type: 'string', example: '33101' },
    ],
  },
};
