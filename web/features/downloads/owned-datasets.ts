// The datasets the signed-in user can download now (a live grant): the catalog offers Download instead of Add to Cart.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { OwnedDatasets } from '../../../common/orders';
import { api } from '../../app/api';
import { useAuth } from '../auth';

/** Under 'me', so signing in or out refreshes it with everything else of the user's. */
export const OWNED_DATASETS_KEY = ['me', 'owned-datasets'] as const;

const none: ReadonlySet<string> = new Set();
const toSet = (data: OwnedDatasets): ReadonlySet<string> => new Set(data.datasetIds);

/** Ids of the owned datasets; empty for a guest, while loading, or if the list cannot be read (Add to Cart still works). */
export function useOwnedDatasets(): ReadonlySet<string> {
  const { user } = useAuth();
  const owned = useQuery({
    queryKey: OWNED_DATASETS_KEY,
    queryFn: ({ signal }) => api<OwnedDatasets>('/api/me/owned-datasets', { signal }),
    enabled: Boolean(user),
    select: toSet,
  });
  return (user && owned.data) || none;
}

/** After a payment (or a refusal saying the user owns a dataset): read the list again. */
export const refreshOwnedDatasets = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: OWNED_DATASETS_KEY });

/** Where an owned dataset's Download goes: the download center, filtered to it. */
export const ownedDownloadPath = (title: string) => `/downloads?${new URLSearchParams({ search: title })}`;
