// Account changes made by the product itself (not through better-auth's endpoints): statuses, roles, and the accounts'
// own part of a deletion (account/account-deletion.service.ts runs the whole of it).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES } from '../../../common/admin';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications, type USER_STATUSES } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { SessionUsers } from './session-user';

export type UserStatus = (typeof USER_STATUSES)[number];

/** Activates, deactivates or bans a user; leaving `active` ends all of the user's sessions at once. */
export async function setUserStatus(db: Db, sessionUsers: SessionUsers, userId: string, status: UserStatus) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ status, banned: status === 'banned' }).where(eq(users.id, userId));
    if (status !== 'active') await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  sessionUsers.forget();
}

const refuse = (message: string) => new AppError('NOT_ALLOWED', 409, message);

/**
 * An administrator changes a user's role or status. Nobody changes their own, and the last active administrator
 * stays one: the active admins' rows are locked first, so two admins demoting each other at once cannot both succeed.
 */
export async function adminUpdateUser(db: Db, sessionUsers: SessionUsers, actor: Actor, userId: string, change: { role?: 'CLIENT' | 'ADMIN'; status?: UserStatus }) {
  if (userId === actor.id) throw refuse(ADMIN_USER_MESSAGES.notYourself);
  await db.transaction(async (tx) => {
    const admins = await activeAdminsLocked(tx);
    assertStillAdmin(admins, actor);
    const [user] = await tx.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('update');
    if (!user) throw notFound('User');
    const losesAdmin = user.role === 'ADMIN' && user.status === 'active' && ((change.role && change.role !== 'ADMIN') || (change.status && change.status !== 'active'));
    if (losesAdmin && admins.length <= 1) throw refuse(ADMIN_USER_MESSAGES.lastAdmin);
    const next = { role: change.role ?? user.role, status: change.status ?? user.status };
    await tx.update(users).set({ ...next, banned: next.status === 'banned' }).where(eq(users.id, userId));
    if (next.status !== 'active') await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, actor, {
      action: change.status && change.status !== user.status ? `user.${change.status === 'banned' ? 'ban' : 'status'}` : 'user.role',
      entityType: 'user', entityId: userId,
      before: { role: user.role, status: user.status }, after: next,
    });
  });
  sessionUsers.forget();
}

/** The acting admin may have been demoted or banned since their request passed the guard (by a change just committed). */
function assertStillAdmin(admins: { id: string }[], actor: Actor) {
  if (!admins.some((a) => a.id === actor.id)) throw new AppError('FORBIDDEN', 403, 'Access Denied: administrator access is required.');
}

async function activeAdminsLocked(tx: Db) {
  return tx.select({ id: users.id }).from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.status, 'active'), isNull(users.deletedAt))).for('update');
}

type UserRow = typeof users.$inferSelect;

/**
 * The first step of deleting an account, inside the deletion's transaction: the user's row locked, and the rules
 * checked under the admins' locks (an admin deletes others, never themself; the last active admin stays).
 * `actor` is the deleting admin, or null when users delete their own account.
 */
export async function lockAccountToDelete(tx: Db, actor: Actor | null, userId: string): Promise<UserRow> {
  const admins = await activeAdminsLocked(tx);
  const [user] = await tx.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('update');
  if (!user) throw notFound('User');
  if (actor && actor.id === userId) throw refuse(ADMIN_USER_MESSAGES.notYourself);
  if (actor) assertStillAdmin(admins, actor);
  if (user.role === 'ADMIN' && user.status === 'active' && admins.length <= 1) throw refuse(ADMIN_USER_MESSAGES.lastAdmin);
  return user;
}

/** What a deleted account's e-mail becomes: the address is free to sign up again, and orders keep a stand-in. */
export const placeholderEmailOf = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * The last step of deleting an account: its sessions and sign-in credentials go, and the row stays (orders and ledger
 * rows keep their owner) with nothing about the person in it.
 */
export async function forgetUser(tx: Db, user: Pick<UserRow, 'id' | 'email'>) {
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(accounts).where(eq(accounts.userId, user.id));
  await tx.delete(verifications).where(sql`${verifications.identifier} like ${`%${user.email}%`}`);
  await tx.update(users).set({
    email: placeholderEmailOf(user.id), name: 'Deleted user', firstName: 'Deleted', lastName: 'user', image: null,
    phone: null, company: null, title: null, address: null, city: null, state: null, zipCode: null,
    status: 'inactive', role: 'CLIENT', banned: false, emailVerified: false, deletedAt: new Date(),
  }).where(eq(users.id, user.id));
}
