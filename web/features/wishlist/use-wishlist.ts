// The signed-in user's wishlist; a guest's is always empty and cannot change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '../../../common/cart';
import { api } from '../../app/api';
import { toast } from '../../app/toast';
import { useAuth } from '../auth';

export const WISHLIST_QUERY_KEY = ['me', 'wishlist'] as const;

type WishlistReply = { items: WishlistItem[] };

const tryAgain = { description: 'Please try again' };

export function useWishlist() {
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: WISHLIST_QUERY_KEY,
    queryFn: ({ signal }) => api<WishlistReply>('/api/wishlist', { signal }),
    enabled: Boolean(user),
  });
  const items = user ? (query.data?.items ?? []) : [];

  const change = async (method: 'PUT' | 'DELETE', datasetId: string) => {
    queryClient.setQueryData(WISHLIST_QUERY_KEY, await api<WishlistReply>(`/api/wishlist/${datasetId}`, { method }));
    await queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY });
  };

  return {
    items,
    isLoading: loading || (Boolean(user) && query.isPending),
    has: (datasetId: string) => items.some((item) => item.datasetId === datasetId),
    add: async (datasetId: string) => {
      if (!user) return;
      try {
        await change('PUT', datasetId);
        toast.success('Added to wishlist');
      } catch {
        toast.error('Failed to update wishlist', tryAgain);
      }
    },
    remove: async (datasetId: string) => {
      if (!user) return;
      try {
        await change('DELETE', datasetId);
        toast.success('Removed from wishlist');
      } catch {
        toast.error('Failed to remove', tryAgain);
      }
    },
  };
}
