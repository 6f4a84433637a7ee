// Owned by the auth module (server/modules/auth): the tables better-auth reads and writes (users, sessions, accounts,
// verifications) and the sign-in lockout.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const USER_ROLES = ['CLIENT', 'ADMIN'] as const;
export const USER_STATUSES = ['active', 'inactive', 'banned'] as const;

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  role: text('role', { enum: USER_ROLES }).notNull().default('CLIENT'),
  status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
  banned: boolean('banned').notNull().default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  phone: text('phone'),
  company: text('company'),
  title: text('title'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zipCode: text('zip_code'),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** Set when the account was deleted: the row stays, anonymised, so orders and ledger rows keep their owner. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  check('users_role_check', sql`${t.role} in ('CLIENT', 'ADMIN')`),
  check('users_status_check', sql`${t.status} in ('active', 'inactive', 'banned')`),
  index('users_created_at_idx').on(t.createdAt, t.id),
  index('users_status_idx').on(t.status, t.createdAt, t.id),
  // The admin list sorts by last sign-in either way with never-signed-in users last, and by name.
  index('users_last_sign_in_idx').on(t.lastSignInAt, t.id),
  index('users_last_sign_in_desc_idx').on(t.lastSignInAt.desc().nullsLast(), t.id.desc().nullsLast()),
  index('users_name_idx').on(t.name, t.id),
  index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
]);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  token: text('token').notNull().unique(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  impersonatedBy: uuid('impersonated_by'),
  ...timestamps,
}, (t) => [index('sessions_user_id_idx').on(t.userId)]);

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  ...timestamps,
}, (t) => [index('accounts_user_id_idx').on(t.userId)]);

export const verifications = pgTable('verifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
}, (t) => [index('verifications_identifier_idx').on(t.identifier)]);

/**
 * Failed sign-ins per account (lower-case e-mail) in the current window: guessing one account's password is stopped
 * however many addresses the guesses come from (per-address limits stop the rest).
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
