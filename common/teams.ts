// Teams: roles and what each may do, shared by the server (which decides) and the web (which hides what is refused).
import { z } from 'zod';

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation or a role change may give: a team has exactly one owner, the one it was made for. */
export const INVITE_ROLES = ['admin', 'member'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/** Days an invitation link stays valid. */
export const INVITATION_VALID_DAYS = 7;

export interface TeamPermissions {
  rename: boolean;
  invite: boolean;
  /** The roles of the members this role may remove. */
  removes: readonly TeamRole[];
  changeRoles: boolean;
  /** Billing & Plans: subscribe, change the plan and its add-ons. */
  manageBilling: boolean;
  /** The owner cannot leave: their team would be left without one. */
  leave: boolean;
  /** Revoke any of the team's API keys and take one over (a member revokes the keys they made). */
  manageKeys: boolean;
  /** Real-Time Data Delivery's endpoint and secret, its test and replays. */
  manageRealtime: boolean;
  /**
   * Whose imported leads the role reads, on the site and through an API key it made: `team`, every member's; `own`,
   * the member's own. A key reads what its maker may read now (a role change counts from the next request).
   */
  leads: 'team' | 'own';
}

export const TEAM_PERMISSIONS: Record<TeamRole, TeamPermissions> = {
  owner: { rename: true, invite: true, removes: ['admin', 'member'], changeRoles: true, manageBilling: true, leave: false, manageKeys: true, manageRealtime: true, leads: 'team' },
  admin: { rename: true, invite: true, removes: ['member'], changeRoles: false, manageBilling: false, leave: true, manageKeys: true, manageRealtime: true, leads: 'team' },
  member: { rename: false, invite: false, removes: [], changeRoles: false, manageBilling: false, leave: true, manageKeys: false, manageRealtime: false, leads: 'own' },
};

export const canRemove = (actor: TeamRole, target: TeamRole) => TEAM_PERMISSIONS[actor].removes.includes(target);

export const TeamRename = z.object({ name: z.string().trim().min(1, 'Please enter a team name.').max(100) });
export const TeamInvite = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Please enter an e-mail address.').max(254).pipe(z.email('Please enter a valid e-mail address.')),
  role: z.enum(INVITE_ROLES),
});
export type TeamInvite = z.infer<typeof TeamInvite>;
export const TeamRoleChange = z.object({ role: z.enum(INVITE_ROLES) });
export const TeamJoin = z.object({ token: z.string().min(1).max(100) });

export const TeamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  expired: z.boolean(),
  createdAt: z.string(),
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;

/** GET /api/team: the signed-in user's current team. */
export const TeamView = z.object({
  id: z.string(),
  name: z.string(),
  myRole: z.enum(TEAM_ROLES),
  personal: z.boolean(),
  members: z.array(TeamMember),
  invitations: z.array(TeamInvitation),
  /** Seats billed: one per member. */
  seats: z.number().int(),
  /** The team's live plan has the Team Management add-on: only then may it invite. */
  teamManagement: z.boolean(),
});
export type TeamView = z.infer<typeof TeamView>;

/** GET /api/team/invitations/preview: what the accept page shows before anyone signs in. */
export const InvitationPreview = z.object({
  teamName: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  expiresAt: z.string(),
  expired: z.boolean(),
  /** Accepted or revoked: the link no longer works. */
  closed: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;
