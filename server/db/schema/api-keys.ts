// Owned by the api-keys module (server/modules/api-keys): the data API's keys, held by a team, and their daily usage.
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { teams } from './teams';

/**
 * A key is shown once; only the SHA-256 of its secret is kept (`secret_hash`, unique: every request looks it up).
 * A plain hash is enough here, unlike passwords: the secret is 32 random bytes, so there is nothing to guess.
 */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: uuid('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  /** The start of the key (`dck_live_AbC1`), shown in lists so a key can be recognised. */
  prefix: text('prefix').notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  scopes: text('scopes').array().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** Why it stopped: `revoked` by hand, or `creator_left` (its maker left the team, was removed or deleted their account). */
  revokedReason: text('revoked_reason', { enum: ['revoked', 'creator_left'] }),
}, (t) => [index('api_keys_team_idx').on(t.teamId, t.createdAt), index('api_keys_creator_idx').on(t.createdBy)]);

/** Requests per key and UTC day, for the account's usage chart. */
export const apiKeyUsage = pgTable('api_key_usage', {
  keyId: uuid('key_id').notNull().references(() => apiKeys.id, { onDelete: 'cascade' }),
  /** The UTC day. */
  day: date('day').notNull(),
  requests: integer('requests').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.keyId, t.day] })]);
