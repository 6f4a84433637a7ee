import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DatasetList } from '../../../common/catalog';
import { api } from '../../app/api';
import { catalogKeys } from './catalog-api';
import { priceRangeProblem, toDatasetSearchParams, type MarketplaceFilters } from './marketplace-filters';

export function useDatasetPages(filters: MarketplaceFilters) {
  return useInfiniteQuery({
    queryKey: catalogKeys.datasets(filters),
    queryFn: ({ pageParam, signal }) =>
      api<DatasetList>(`/api/datasets?${toDatasetSearchParams(filters, pageParam)}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // Changing a filter keeps the old cards on screen until the new ones arrive, instead of flashing the spinner.
    placeholderData: keepPreviousData,
    // An inverted price range is explained on the page, not asked of the server.
    enabled: !priceRangeProblem(filters),
  });
}

/** One numbered page of the listing (for pagers rather than Load More). */
export function useDatasetPage(filters: MarketplaceFilters, page: number, limit?: number) {
  return useQuery({
    queryKey: [...catalogKeys.datasets(filters), 'page', page, limit] as const,
    queryFn: ({ signal }) => {
      const params = toDatasetSearchParams(filters, page);
      if (limit) params.set('limit', String(limit));
      return api<DatasetList>(`/api/datasets?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
