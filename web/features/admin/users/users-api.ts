// The users pages' reads and writes: the filtered list, one user's whole picture, and what an admin changes on them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserPage, BalanceAdjustment, UpdateAdminUser } from '../../../../common/admin';
import { api } from '../../../app/api';
import { ADMIN_KEY, adminKey, useAdminGet, useAdminMutation } from '../admin-api';

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** `query` is the list's query string (useListParams().queryFor()). */
export const useUserList = (query: string) => useAdminGet<AdminUserPage>(`/api/admin/users${query ? `?${query}` : ''}`, { placeholder: true });
export const exportHref = (query: string) => `/api/admin/users/export.csv${query ? `?${query}` : ''}`;

export const useUser = (id: string) => useAdminGet<AdminUserDetail>(userPath(id));

export const useUpdateUser = () =>
  useAdminMutation(({ id, change }: { id: string; change: UpdateAdminUser }) => api<AdminUserDetail>(userPath(id), { method: 'PATCH', body: change }));

export const useAdjustBalance = (id: string) =>
  useAdminMutation((adjustment: BalanceAdjustment) => api<AdminUserDetail>(`${userPath(id)}/balance-adjustments`, { method: 'POST', body: adjustment }));

export const usePauseImport = () =>
  useAdminMutation(({ id, active }: { id: string; active: boolean }) => api<void>(`/api/admin/lead-configs/${encodeURIComponent(id)}`, { method: 'PATCH', body: { active } }));

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(userPath(id), { method: 'DELETE' }),
    // The deleted user's page is dropped, not fetched again (it would answer 404 while the admin is sent back to
    // the list); every other admin read is marked stale and fetched again where it is shown next.
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminKey(userPath(id)) });
      return queryClient.invalidateQueries({ queryKey: ADMIN_KEY, refetchType: 'none' });
    },
  });
}
