// Owned by the teams module (server/modules/teams): teams, who is in them and invitations to join. Everything a member
// buys or takes under a plan belongs to the team (download_grants.team_id, subscriptions.team_id); a user who is in no
// one else's team is the owner of a team of one, their personal team (created on first need by `teamOf`).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVITE_ROLES, TEAM_ROLES } from '../../../common/teams';
import { users } from './auth';

export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The user this team was made for: they return to it when they leave another team. */
  personalFor: uuid('personal_for').unique().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user is in exactly one team at a time (unique user_id): leaving one puts them back in their personal team. */
export const teamMembers = pgTable('team_members', {
  teamId: uuid('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: TEAM_ROLES }).notNull(),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('team_members_role_check', sql`${t.role} in ('owner', 'admin', 'member')`),
  index('team_members_team_idx').on(t.teamId),
  /** One owner per team. */
  uniqueIndex('team_members_one_owner_idx').on(t.teamId).where(sql`${t.role} = 'owner'`),
]);

/**
 * An invitation to join a team, e-mailed as a link carrying a random token; only the token's sha256 is kept, so the
 * table cannot be used to join. Open = neither accepted nor revoked (an expired one stays open until resent or revoked).
 */
export const teamInvitations = pgTable('team_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: uuid('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  /** Lower-cased. */
  email: text('email').notNull(),
  role: text('role', { enum: INVITE_ROLES }).notNull(),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('team_invitations_role_check', sql`${t.role} in ('admin', 'member')`),
  /** At most one open invitation per team and address. */
  uniqueIndex('team_invitations_open_idx').on(t.teamId, t.email).where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
]);
