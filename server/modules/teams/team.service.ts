// Teams: the team page's reads, invitations (e-mailed links with a random token whose hash alone is stored), joining,
// roles, removals and leaving. Every change locks the team rows it touches (sorted, so two changes never deadlock)
// before re-reading the memberships it decides on, and is audited in its own transaction.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  canRemove, INVITATION_VALID_DAYS, TEAM_PERMISSIONS, type InvitationPreview, type InviteRole, type TeamInvite, type TeamRole,
  type TeamView,
} from '../../../common/teams';
import type { Db } from '../../db/client';
import { teamInvitations, teamMembers, teams, users } from '../../db/schema';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { revokeKeysOfDepartingMember } from '../api-keys/api-keys.service';
import { recordAudit, type Actor } from '../audit/audit.service';
import { entitlementsOf } from '../subscriptions/entitlements';
import { memberCount, teamOf, type Membership } from './team-membership';

const DAY_MS = 86_400_000;

const forbidden = (message: string) => new AppError('TEAM_FORBIDDEN', 403, message);
const teamManagementOff = () => new AppError('TEAM_MANAGEMENT_REQUIRED', 403,
  'Inviting members needs the Team Management add-on. Add it to your plan on Billing & Plans, then invite your team.');
const invitationNotFound = () => notFound('Invitation');
const teamChanged = () => new AppError('TEAM_CHANGED', 409, 'Your team changed meanwhile. Please reload the page and try again.');
const memberNotFound = () => notFound('Team member');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);

export interface TeamDeps { db: Db; mailer: Mailer; publicUrl: string }

/** The user's current team as the team page shows it (their personal team, made now, when they have none). */
export async function teamView(db: Db, userId: string, now = new Date()): Promise<TeamView> {
  const me = await teamOf(db, userId);
  const [[team], members, invitations, plan] = await Promise.all([
    db.select().from(teams).where(eq(teams.id, me.teamId)),
    db.select({ userId: users.id, name: users.name, email: users.email, role: teamMembers.role, joinedAt: teamMembers.joinedAt })
      .from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, me.teamId)).orderBy(asc(teamMembers.joinedAt), asc(users.email)),
    db.select({
      id: teamInvitations.id, email: teamInvitations.email, role: teamInvitations.role, invitedBy: users.name,
      expiresAt: teamInvitations.expiresAt, createdAt: teamInvitations.createdAt,
    }).from(teamInvitations).leftJoin(users, eq(users.id, teamInvitations.invitedBy))
      .where(and(eq(teamInvitations.teamId, me.teamId), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt)))
      .orderBy(asc(teamInvitations.createdAt)),
    entitlementsOf(db, me.teamId),
  ]);
  const roleOrder: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };
  return {
    id: team!.id,
    name: team!.name,
    myRole: me.role,
    personal: team!.personalFor === userId,
    members: members.sort((a, b) => roleOrder[a.role] - roleOrder[b.role])
      .map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    invitations: invitations.map((i) => ({
      ...i, expiresAt: i.expiresAt.toISOString(), createdAt: i.createdAt.toISOString(), expired: i.expiresAt <= now,
    })),
    seats: members.length,
    teamManagement: plan?.teamSeats ?? false,
  };
}

/** Locks the teams' rows (in id order, so concurrent changes never wait on each other in a circle). */
async function lockTeams(tx: Db, teamIds: string[]) {
  await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds)).orderBy(asc(teams.id)).for('update');
}

async function membershipIn(tx: Db, userId: string): Promise<Membership | null> {
  const [row] = await tx.select({ teamId: teamMembers.teamId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.userId, userId));
  return row ?? null;
}

/**
 * Runs `change` with the actor's team locked and their membership read again under the lock: a membership read
 * before the lock may be stale (a removal or join committed in between), and then the change is refused.
 */
async function withMyTeam<T>(db: Db, actor: Actor, change: (tx: Db, me: Membership) => Promise<T>): Promise<T> {
  const seen = await teamOf(db, actor.id);
  return db.transaction(async (tx) => {
    await lockTeams(tx, [seen.teamId]);
    const me = await membershipIn(tx, actor.id);
    if (!me || me.teamId !== seen.teamId) throw teamChanged();
    return change(tx, me);
  });
}

export async function renameTeam(db: Db, actor: Actor, name: string) {
  await withMyTeam(db, actor, async (tx, me) => {
    if (!TEAM_PERMISSIONS[me.role].rename) throw forbidden('Only the team\'s owner or an admin can rename it.');
    const [before] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, me.teamId));
    await tx.update(teams).set({ name }).where(eq(teams.id, me.teamId));
    await recordAudit(tx, actor, { action: 'team.rename', entityType: 'team', entityId: me.teamId, before: { name: before!.name }, after: { name } });
  });
}

async function sendInvitation(deps: TeamDeps, o: { email: string; teamName: string; inviter: string; token: string; expiresAt: Date }) {
  const link = `${deps.publicUrl}/team/join?token=${encodeURIComponent(o.token)}`;
  const expires = o.expiresAt.toUTCString();
  await deps.mailer.send({
    to: o.email,
    kind: 'team-invitation',
    link,
    subject: `${o.inviter} invited you to join ${o.teamName} on DataCSV`,
    text: `Hi,\n\n${o.inviter} invited you to join the team "${o.teamName}" on DataCSV. Members share the team's plan, ` +
      `purchases and downloads.\n\nAccept the invitation here (sign in or create an account with this e-mail address):\n\n${link}\n\n` +
      `The link works once and expires on ${expires} (in ${INVITATION_VALID_DAYS} days). If you did not expect it, you can ignore this message.`,
  });
}

async function requireInviter(tx: Db, me: Membership) {
  if (!TEAM_PERMISSIONS[me.role].invite) throw forbidden('Only the team\'s owner or an admin can invite members.');
  if (!(await entitlementsOf(tx, me.teamId))?.teamSeats) throw teamManagementOff();
}

export async function inviteMember(deps: TeamDeps, actor: Actor & { name: string }, input: TeamInvite, now = new Date()) {
  const token = newToken();
  const expiresAt = invitationExpiry(now);
  const { teamName, id } = await withMyTeam(deps.db, actor, async (tx, me) => {
    await requireInviter(tx, me);
    if (input.email === actor.email.toLowerCase()) throw new AppError('TEAM_INVITE_SELF', 422, 'You are already in this team.');
    const [member] = await tx.select({ id: users.id }).from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, me.teamId), sql`lower(${users.email}) = ${input.email}`));
    if (member) throw new AppError('TEAM_ALREADY_MEMBER', 409, `${input.email} is already a member of this team.`);
    const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, me.teamId));
    const [row] = await tx.insert(teamInvitations).values({
      teamId: me.teamId, email: input.email, role: input.role, invitedBy: actor.id, tokenHash: hashToken(token), expiresAt,
    }).returning({ id: teamInvitations.id }).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('TEAM_ALREADY_INVITED', 409, `${input.email} already has an open invitation. Resend it instead.`);
      throw err;
    });
    await recordAudit(tx, actor, { action: 'team.invite', entityType: 'team', entityId: me.teamId, after: { invitationId: row!.id, email: input.email, role: input.role } });
    return { teamName: team!.name, id: row!.id };
  });
  // After the commit: a mail that fails to queue leaves the invitation, which can be resent.
  await sendInvitation(deps, { email: input.email, teamName, inviter: actor.name, token, expiresAt });
  return { id };
}

/** An open invitation of the actor's team, locked. */
async function openInvitationOf(tx: Db, me: Membership, invitationId: string) {
  const [inv] = await tx.select().from(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, me.teamId), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt)))
    .for('update');
  if (!inv) throw invitationNotFound();
  return inv;
}

export async function revokeInvitation(db: Db, actor: Actor, invitationId: string, now = new Date()) {
  await withMyTeam(db, actor, async (tx, me) => {
    if (!TEAM_PERMISSIONS[me.role].invite) throw forbidden('Only the team\'s owner or an admin can revoke invitations.');
    const inv = await openInvitationOf(tx, me, invitationId);
    await tx.update(teamInvitations).set({ revokedAt: now }).where(eq(teamInvitations.id, inv.id));
    await recordAudit(tx, actor, { action: 'team.invitation_revoke', entityType: 'team', entityId: me.teamId, before: { invitationId: inv.id, email: inv.email } });
  });
}

/** A new link (the old one stops working) valid for another 7 days. */
export async function resendInvitation(deps: TeamDeps, actor: Actor & { name: string }, invitationId: string, now = new Date()) {
  const token = newToken();
  const expiresAt = invitationExpiry(now);
  const { email, teamName } = await withMyTeam(deps.db, actor, async (tx, me) => {
    await requireInviter(tx, me);
    const inv = await openInvitationOf(tx, me, invitationId);
    await tx.update(teamInvitations).set({ tokenHash: hashToken(token), expiresAt }).where(eq(teamInvitations.id, inv.id));
    const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, me.teamId));
    await recordAudit(tx, actor, { action: 'team.invitation_resend', entityType: 'team', entityId: me.teamId, after: { invitationId: inv.id, email: inv.email } });
    return { email: inv.email, teamName: team!.name };
  });
  await sendInvitation(deps, { email, teamName, inviter: actor.name, token, expiresAt });
}

async function invitationByToken(db: Db, token: string, lock = false) {
  const query = db.select({
    id: teamInvitations.id, teamId: teamInvitations.teamId, email: teamInvitations.email, role: teamInvitations.role,
    expiresAt: teamInvitations.expiresAt, acceptedAt: teamInvitations.acceptedAt, revokedAt: teamInvitations.revokedAt,
  }).from(teamInvitations).where(eq(teamInvitations.tokenHash, hashToken(token)));
  const [inv] = await (lock ? query.for('update') : query);
  if (!inv) throw new AppError('INVITATION_NOT_FOUND', 404, 'This invitation link is not valid. Ask the team\'s owner to send a new one.');
  return inv;
}

export async function previewInvitation(db: Db, token: string, now = new Date()): Promise<InvitationPreview> {
  const inv = await invitationByToken(db, token);
  const [[team], [inviter]] = await Promise.all([
    db.select({ name: teams.name }).from(teams).where(eq(teams.id, inv.teamId)),
    db.select({ name: users.name }).from(teamInvitations).innerJoin(users, eq(users.id, teamInvitations.invitedBy)).where(eq(teamInvitations.id, inv.id)),
  ]);
  return {
    teamName: team!.name, invitedBy: inviter?.name ?? null, email: inv.email, role: inv.role,
    expiresAt: inv.expiresAt.toISOString(), expired: inv.expiresAt <= now, closed: Boolean(inv.acceptedAt || inv.revokedAt),
  };
}

/**
 * Accepts an invitation: the signed-in user (with the invited address) moves from their current team to the
 * invitation's. The invitation row is locked first, so of two concurrent accepts one joins and the other finds it used.
 */
export async function joinTeam(db: Db, actor: Actor, token: string, now = new Date()) {
  const seen = await teamOf(db, actor.id);
  return db.transaction(async (tx) => {
    const inv = await invitationByToken(tx, token, true);
    if (inv.revokedAt) throw new AppError('INVITATION_REVOKED', 410, 'This invitation was withdrawn. Ask the team\'s owner to send a new one.');
    if (inv.acceptedAt) throw new AppError('INVITATION_USED', 409, 'This invitation has already been used.');
    if (inv.expiresAt <= now) throw new AppError('INVITATION_EXPIRED', 410, 'This invitation has expired. Ask the team\'s owner to resend it.');
    if (inv.email !== actor.email.toLowerCase()) {
      throw new AppError('INVITATION_OTHER_EMAIL', 403, `This invitation was sent to ${inv.email}. Sign in with that address to accept it.`);
    }
    await lockTeams(tx, [seen.teamId, inv.teamId]);
    const me = await membershipIn(tx, actor.id);
    if (!me || me.teamId !== seen.teamId) throw teamChanged();
    if (me.teamId === inv.teamId) throw new AppError('TEAM_ALREADY_MEMBER', 409, 'You are already a member of this team.');
    if (me.role === 'owner' && ((await memberCount(tx, me.teamId)) > 1 || (await entitlementsOf(tx, me.teamId)))) {
      throw new AppError('TEAM_OWNER_CANNOT_JOIN', 409, 'You own a team with other members or a plan. Remove its members and cancel its plan on ' +
        'Billing & Plans before joining another team.');
    }
    if (!(await entitlementsOf(tx, inv.teamId))?.teamSeats) {
      throw new AppError('TEAM_MANAGEMENT_REQUIRED', 403, 'This team no longer has Team Management, so it cannot take new members. Ask its owner.');
    }
    await revokeKeysOfDepartingMember(tx, actor, actor.id, me.teamId);
    await tx.update(teamMembers).set({ teamId: inv.teamId, role: inv.role, joinedAt: now }).where(eq(teamMembers.userId, actor.id));
    await tx.update(teamInvitations).set({ acceptedAt: now, acceptedBy: actor.id }).where(eq(teamInvitations.id, inv.id));
    await recordAudit(tx, actor, {
      action: 'team.join', entityType: 'team', entityId: inv.teamId, before: { teamId: me.teamId, role: me.role }, after: { invitationId: inv.id, role: inv.role },
    });
    return { teamId: inv.teamId };
  });
}

/** A member of the actor's team (under the team's lock), or 404. */
async function memberOf(tx: Db, me: Membership, userId: string) {
  const target = await membershipIn(tx, userId);
  if (!target || target.teamId !== me.teamId) throw memberNotFound();
  return target;
}

export async function changeRole(db: Db, actor: Actor, userId: string, role: InviteRole) {
  await withMyTeam(db, actor, async (tx, me) => {
    if (!TEAM_PERMISSIONS[me.role].changeRoles) throw forbidden('Only the team\'s owner can change roles.');
    const target = await memberOf(tx, me, userId);
    if (target.role === 'owner') throw forbidden('The owner\'s role cannot be changed.');
    await tx.update(teamMembers).set({ role }).where(eq(teamMembers.userId, userId));
    await recordAudit(tx, actor, { action: 'team.role_change', entityType: 'team', entityId: me.teamId, before: { userId, role: target.role }, after: { userId, role } });
  });
}

/**
 * Out of the team and back into their personal team, in the caller's transaction: access to the team's grants ends at
 * once, and so do the API keys they made for it.
 */
async function returnToPersonalTeam(tx: Db, actor: Actor, userId: string, teamId: string) {
  await revokeKeysOfDepartingMember(tx, actor, userId, teamId);
  await tx.delete(teamMembers).where(eq(teamMembers.userId, userId));
  return teamOf(tx, userId);
}

export async function removeMember(db: Db, actor: Actor, userId: string) {
  await withMyTeam(db, actor, async (tx, me) => {
    if (userId === actor.id) throw forbidden(me.role === 'owner' ? 'The owner cannot leave their own team.' : 'Use Leave team to leave it.');
    const target = await memberOf(tx, me, userId);
    if (!canRemove(me.role, target.role)) {
      throw forbidden(me.role === 'admin' ? 'An admin can remove members only.' : 'Only the team\'s owner or an admin can remove members.');
    }
    await returnToPersonalTeam(tx, actor, userId, me.teamId);
    await recordAudit(tx, actor, { action: 'team.member_remove', entityType: 'team', entityId: me.teamId, before: { userId, role: target.role } });
  });
}

export async function leaveTeam(db: Db, actor: Actor) {
  await withMyTeam(db, actor, async (tx, me) => {
    if (!TEAM_PERMISSIONS[me.role].leave) throw forbidden('The owner cannot leave their own team.');
    const personal = await returnToPersonalTeam(tx, actor, actor.id, me.teamId);
    await recordAudit(tx, actor, { action: 'team.leave', entityType: 'team', entityId: me.teamId, before: { role: me.role }, after: { teamId: personal.teamId } });
  });
}

/**
 * A deleted account leaves its team, in the deletion's transaction: no one can sign in to use the seat, so it is no
 * longer counted. The owner of a team with other members is refused: their team would be left without an owner.
 */
export async function forgetUser(tx: Db, actor: Actor | null, userId: string) {
  const seen = await membershipIn(tx, userId);
  if (!seen) return;
  await lockTeams(tx, [seen.teamId]);
  const me = await membershipIn(tx, userId);
  if (!me) return;
  if (me.role === 'owner' && (await memberCount(tx, me.teamId)) > 1) {
    throw new AppError('TEAM_HAS_MEMBERS', 409, 'This account owns a team with other members. Remove them on the Team page before deleting it.');
  }
  await revokeKeysOfDepartingMember(tx, actor, userId, me.teamId);
  await tx.delete(teamMembers).where(eq(teamMembers.userId, userId));
}
