// The catalog's reads from the server, as TanStack Query hooks keyed by what they fetch.
// Type-only imports from common/ keep zod out of the home page's chunks.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CatalogStats,
  Category,
  DatasetDetail,
  DatasetFacets,
  DatasetSample,
  Provider,
  Review,
} from '../../../common/catalog';
import { api } from '../../app/api';
import { priceRangeProblem, writeFilters, type MarketplaceFilters } from './marketplace-filters';

interface Items<T> {
  items: T[];
}

export interface ReviewListResponse {
  items: Review[];
  canReview: boolean;
}

export const catalogKeys = {
  categories: ['catalog', 'categories'] as const,
  featuredProviders: ['catalog', 'providers', 'featured'] as const,
  stats: ['catalog', 'stats'] as const,
  datasets: (filters: MarketplaceFilters) => ['catalog', 'datasets', filters] as const,
  facets: (filters: MarketplaceFilters) => ['catalog', 'facets', { ...filters, sort: undefined }] as const,
  dataset: (slug: string) => ['catalog', 'dataset', slug] as const,
  sample: (id: string) => ['catalog', 'sample', id] as const,
  reviews: (id: string) => ['catalog', 'reviews', id] as const,
};

/** Counts per category, format and rating for the current search and filters (the sort changes none of them). */
export function useDatasetFacets(filters: MarketplaceFilters) {
  return useQuery({
    queryKey: catalogKeys.facets(filters),
    queryFn: ({ signal }) => api<DatasetFacets>(`/api/catalog/facets?${writeFilters({ ...filters, sort: 'popular' })}`, { signal }),
    // The old counts stay beside the filters until the new ones arrive.
    placeholderData: keepPreviousData,
    enabled: !priceRangeProblem(filters),
  });
}

export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) => api<Items<Category>>('/api/categories', { signal }).then((r) => r.items),
  });
}

export function useFeaturedProviders() {
  return useQuery({
    queryKey: catalogKeys.featuredProviders,
    queryFn: ({ signal }) => api<Items<Provider>>('/api/providers?verified=true&limit=6', { signal }).then((r) => r.items),
  });
}

export function useCatalogStats() {
  return useQuery({
    queryKey: catalogKeys.stats,
    queryFn: ({ signal }) => api<CatalogStats>('/api/stats', { signal }),
  });
}

/** One dataset's page data; the route starts it while the page's code loads (routes.tsx). */
export const datasetQuery = (slug: string) => queryOptions({
  queryKey: catalogKeys.dataset(slug),
  queryFn: ({ signal }) => api<DatasetDetail>(`/api/datasets/${encodeURIComponent(slug)}`, { signal }),
});

export function useDataset(slug: string) {
  return useQuery(datasetQuery(slug));
}

export function useDatasetSample(datasetId: string) {
  return useQuery({
    queryKey: catalogKeys.sample(datasetId),
    queryFn: ({ signal }) => api<DatasetSample>(`/api/datasets/${datasetId}/sample`, { signal }),
  });
}

export function useReviews(datasetId: string) {
  return useQuery({
    queryKey: catalogKeys.reviews(datasetId),
    queryFn: ({ signal }) => api<ReviewListResponse>(`/api/datasets/${datasetId}/reviews`, { signal }),
  });
}

export function useDatasetSlug(id: string) {
  return useQuery({
    queryKey: ['catalog', 'dataset-by-id', id] as const,
    queryFn: ({ signal }) => api<{ slug: string }>(`/api/datasets/by-id/${encodeURIComponent(id)}`, { signal }),
  });
}

export const sampleCsvHref = (datasetId: string) => `/api/datasets/${datasetId}/sample.csv`;
