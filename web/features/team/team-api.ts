// The signed-in user's team: members, roles and invitations; joining by an invitation link, leaving.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreview, InviteRole, TeamInvite, TeamView } from '../../../common/teams';
import { api } from '../../app/api';

export const TEAM_KEY = ['me', 'team'] as const;

export function useTeam() {
  return useQuery({ queryKey: TEAM_KEY, queryFn: ({ signal }) => api<TeamView>('/api/team', { signal }) });
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['team-invitation', token],
    queryFn: ({ signal }) => api<InvitationPreview>(`/api/team/invitations/preview?token=${encodeURIComponent(token)}`, { signal }),
    enabled: Boolean(token),
  });
}

/**
 * A change answered with the team as it now is. One that moves the user to another team (`moves`) also changes what
 * they can download and own, so every query of theirs is read again.
 */
function useTeamChange<TInput>(run: (input: TInput) => Promise<TeamView>, { moves = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (team) => {
      queryClient.setQueryData(TEAM_KEY, team);
      if (moves) await queryClient.invalidateQueries();
    },
  });
}

export const useRenameTeam = () => useTeamChange((name: string) => api<TeamView>('/api/team', { method: 'PATCH', body: { name } }));
export const useInvite = () => useTeamChange((invite: TeamInvite) => api<TeamView>('/api/team/invitations', { method: 'POST', body: invite }));
export const useRevokeInvitation = () => useTeamChange((id: string) => api<TeamView>(`/api/team/invitations/${id}`, { method: 'DELETE' }));
export const useResendInvitation = () => useTeamChange((id: string) => api<TeamView>(`/api/team/invitations/${id}/resend`, { method: 'POST' }));
export const useChangeRole = () =>
  useTeamChange(({ userId, role }: { userId: string; role: InviteRole }) => api<TeamView>(`/api/team/members/${userId}`, { method: 'PATCH', body: { role } }));
export const useRemoveMember = () => useTeamChange((userId: string) => api<TeamView>(`/api/team/members/${userId}`, { method: 'DELETE' }));
export const useLeaveTeam = () => useTeamChange(() => api<TeamView>('/api/team/leave', { method: 'POST' }), { moves: true });
export const useJoinTeam = () => useTeamChange((token: string) => api<TeamView>('/api/team/join', { method: 'POST', body: { token } }), { moves: true });
