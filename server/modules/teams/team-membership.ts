// Which team a user acts for. Every user is in exactly one team; one who has never joined another (or has left it) is
// the owner of their personal team, made here on first need. Safe under races: two first calls make one team.
import { and, count, eq, gt, ne } from 'drizzle-orm';
import { TEAM_PERMISSIONS, type TeamRole } from '../../../common/teams';
import type { Db } from '../../db/client';
import { teamMembers, teams, users } from '../../db/schema';

export interface Membership { teamId: string; role: TeamRole }

export async function teamOf(db: Db, userId: string): Promise<Membership> {
  const found = await membership(db, userId);
  if (found) return found;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`teamOf: no user ${userId}`);
  // No conflict target: two first calls at once collide on team_members' user_id and on its one-owner index, and
  // PostgreSQL raises a conflict on any index but the one named, so the second must give way on either.
  await db.insert(teams).values({ name: user.name, personalFor: userId }).onConflictDoNothing();
  const [personal] = await db.select({ id: teams.id }).from(teams).where(eq(teams.personalFor, userId));
  await db.insert(teamMembers).values({ teamId: personal!.id, userId, role: 'owner' }).onConflictDoNothing();
  return (await membership(db, userId))!;
}

async function membership(db: Db, userId: string): Promise<Membership | null> {
  const [row] = await db.select({ teamId: teamMembers.teamId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.userId, userId));
  return row ?? null;
}

/** Whether the user is in the team right now: checked whenever a member uses what the team holds. */
export async function isMemberOf(db: Db, userId: string, teamId: string): Promise<boolean> {
  const [row] = await db.select({ teamId: teamMembers.teamId }).from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId)));
  return Boolean(row);
}

/** Seats: everyone in the team, the owner included. */
export async function memberCount(db: Db, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return row!.n;
}

/** Members who joined after `since` (seats added during a billing period). */
export async function joinedSince(db: Db, teamId: string, since: Date): Promise<Date[]> {
  const rows = await db.select({ joinedAt: teamMembers.joinedAt }).from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), gt(teamMembers.joinedAt, since), ne(teamMembers.role, 'owner')));
  return rows.map((r) => r.joinedAt);
}

/** The owner, who manages the plan and whose card pays it. */
export async function teamOwner(db: Db, teamId: string) {
  const [row] = await db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner')));
  return row ?? null;
}

/** Everyone in the team now (their ids), for what the team reads of its members' own records. */
export async function memberIds(db: Db, teamId: string): Promise<string[]> {
  const rows = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return rows.map((r) => r.userId);
}

/**
 * Whose imported leads a member reads (TEAM_PERMISSIONS' `leads`): every member's for the owner and admins, their own
 * for a member. The site's lead list and the data API's /v1/leads both ask here, so they cannot disagree.
 */
export async function leadOwnersReadableBy(db: Db, userId: string, membership: Membership): Promise<string[]> {
  return TEAM_PERMISSIONS[membership.role].leads === 'team' ? memberIds(db, membership.teamId) : [userId];
}
