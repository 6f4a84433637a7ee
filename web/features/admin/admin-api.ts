// What every admin page shares: the query-key root (under 'me', so signing out drops it all) and a mutation after which
// every admin read is fetched again (a refund moves the order, the user, the stats and the analytics at once).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrder, AdminStats, AdminUser } from '../../../common/admin';
import { api } from '../../app/api';
import { useRefreshingMutation } from '../../app/use-refreshing-mutation';

export const ADMIN_KEY = ['me', 'admin'] as const;
export const adminKey = (...parts: unknown[]) => [...ADMIN_KEY, ...parts] as const;

export const useAdminMutation = <TInput, TResult>(run: (input: TInput) => Promise<TResult>) => useRefreshingMutation([ADMIN_KEY], run);

/** A GET under /api/admin, keyed by its path (query string included). */
/** `placeholder`: while the next page or filter loads, the previous answer stays on screen (dimmed by the page). */
export const useAdminGet = <T,>(path: string, options: { enabled?: boolean; placeholder?: boolean } = {}) =>
  useQuery<T>({
    queryKey: adminKey(path),
    queryFn: ({ signal }) => api<T>(path, { signal }),
    enabled: options.enabled,
    placeholderData: options.placeholder ? keepPreviousData : undefined,
  });

export interface AdminOverview { stats: AdminStats; recentOrders: AdminOrder[]; recentUsers: AdminUser[] }
