import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { DatasetList } from '../../../common/catalog';
import { api } from '../../app/api';
import { catalogKeys } from './catalog-api';
import { toDatasetSearchParams, type MarketplaceFilters } from './marketplace-filters';

export function useDatasetPages(filters: MarketplaceFilters) {
  return useInfiniteQuery({
    queryKey: catalogKeys.datasets(filters),
    queryFn: ({ pageParam, signal }) =>
      api<DatasetList>(`/api/datasets?${toDatasetSearchParams(filters, pageParam)}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // Changing a filter keeps the old cards on screen until the new ones arrive, instead of flashing the spinner.
    placeholderData: keepPreviousData,
  });
}
