// The settings page's calls: /api/account/* (profile, preferences, sessions, deletion) and better-auth's password and
// e-mail change endpoints. Keys live under ['me', ...] so signing out drops them with the rest of the user's data.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSessions, NotificationPreferences, Profile, ProfileUpdate } from '../../../../common/account';
import type { Balance } from '../../../../common/billing';
import { api } from '../../../app/api';
import { meQueryKey } from '../../auth';

export const settingsKeys = {
  profile: ['me', 'settings', 'profile'] as const,
  notifications: ['me', 'settings', 'notifications'] as const,
  sessions: ['me', 'settings', 'sessions'] as const,
  balance: ['me', 'settings', 'balance'] as const,
};

/** Where the e-mail change link lands once followed (the Security tab, with a notice). */
export const EMAIL_CHANGED_CALLBACK = '/account/settings?tab=security&emailChanged=1';

export const useProfile = () =>
  useQuery({ queryKey: settingsKeys.profile, queryFn: ({ signal }) => api<Profile>('/api/account/profile', { signal }) });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileUpdate) => api<Profile>('/api/account/profile', { method: 'PATCH', body: profile }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(settingsKeys.profile, profile);
      // The header and dashboard show the name from /api/me.
      await queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    },
  });
}

export const useNotificationPreferences = () =>
  useQuery({ queryKey: settingsKeys.notifications, queryFn: ({ signal }) => api<NotificationPreferences>('/api/account/notifications', { signal }) });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: NotificationPreferences) => api<NotificationPreferences>('/api/account/notifications', { method: 'PUT', body: prefs }),
    onSuccess: (prefs) => queryClient.setQueryData(settingsKeys.notifications, prefs),
  });
}

export const useSessions = () =>
  useQuery({ queryKey: settingsKeys.sessions, queryFn: ({ signal }) => api<AccountSessions>('/api/account/sessions', { signal }) });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/account/sessions/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ revoked: number }>('/api/account/sessions/revoke-others', { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
      api<unknown>('/api/auth/change-password', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (newEmail: string) =>
      api<{ status: boolean }>('/api/auth/change-email', { method: 'POST', body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK } }),
  });

/** Deleting signs the user out everywhere; the Danger Zone then leaves the page and forgets the user (useAuth). */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: (confirmEmail: string) => api<null>('/api/account/delete', { method: 'POST', body: { confirmEmail } }) });

export const useBalanceSummary = () =>
  useQuery({ queryKey: settingsKeys.balance, queryFn: ({ signal }) => api<Balance>('/api/balance', { signal }) });
