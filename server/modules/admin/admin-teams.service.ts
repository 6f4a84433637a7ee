// The admin's list of teams: name, owner, members and the live plan. A report across the teams and subscriptions
// tables; it changes nothing.
import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminTeamPage, AdminTeamsQuery } from '../../../common/admin';
import type { Db } from '../../db/client';
import { subscriptions, teamMembers, teams, users } from '../../db/schema';
import { containsPattern } from '../../lib/paging';

type Query = z.output<typeof AdminTeamsQuery>;

// Written out: drizzle leaves a column in a select list unqualified, which inside this subquery would be ambiguous.
const memberCount = sql<number>`(select count(*) from team_members m where m.team_id = teams.id)`.mapWith(Number);

export async function listAdminTeams(db: Db, q: Query): Promise<AdminTeamPage> {
  const search = q.search?.trim();
  // Every listed team has its owner (a personal team whose owner joined another team has none and is left out).
  const where = and(
    search ? or(ilike(teams.name, containsPattern(search)), ilike(users.email, containsPattern(search))) : undefined,
    q.shared ? sql`${memberCount} > 1` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select({
      id: teams.id, name: teams.name, createdAt: teams.createdAt, ownerEmail: users.email, members: memberCount,
      plan: subscriptions.plan, status: subscriptions.status, teamSeats: subscriptions.teamSeats,
    }).from(teams)
      .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.role, 'owner')))
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .leftJoin(subscriptions, and(eq(subscriptions.teamId, teams.id), ne(subscriptions.status, 'ended')))
      .where(where)
      .orderBy(desc(teams.createdAt), desc(teams.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(teams)
      .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.role, 'owner')))
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id, name: r.name, ownerEmail: r.ownerEmail, members: r.members, createdAt: r.createdAt.toISOString(),
      plan: r.plan && r.status ? { id: r.plan, status: r.status, teamSeats: r.teamSeats ?? false } : null,
    })),
    total: total!.n, totalIsCapped: false, page: q.page, pageSize: q.limit,
  };
}
