// Account changes made by the product itself (not through better-auth's endpoints): statuses, roles, deletion.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES } from '../../../common/admin';
import type { Db } from '../../db/client';
import {
  accounts, cartItems, importedLeads, leadImportConfigs, notificationPreferences, savedCards, sessions, users, verifications, wishlistItems,
  type USER_STATUSES,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import { forgetPerson } from '../messages/messages.service';
import { anonymiseOrdersOf } from '../orders/order-lifecycle';
import { anonymiseAuthor } from '../reviews/reviews.service';
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

/**
 * Deletes an account by anonymising it: the row stays (orders and ledger rows keep their owner for accounting) but
 * nothing about the person does; sessions, sign-in credentials, carts, saved card and imported leads go, orders and
 * reviews lose the name and address. The e-mail address is free to sign up again.
 * An admin deletes others (`actor`, audited); a user deletes their own account with no actor (nothing about them is
 * kept, in the audit log either).
 */
export async function deleteAccount(db: Db, sessionUsers: SessionUsers, actor: Actor | null, userId: string) {
  await db.transaction(async (tx) => {
    const admins = await activeAdminsLocked(tx);
    const [user] = await tx.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('update');
    if (!user) throw notFound('User');
    if (actor && actor.id === userId) throw refuse(ADMIN_USER_MESSAGES.notYourself);
    if (actor) assertStillAdmin(admins, actor);
    if (user.role === 'ADMIN' && user.status === 'active' && admins.length <= 1) throw refuse(ADMIN_USER_MESSAGES.lastAdmin);

    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(verifications).where(sql`${verifications.identifier} like ${`%${user.email}%`}`);
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
    await tx.delete(savedCards).where(eq(savedCards.userId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await tx.delete(importedLeads).where(eq(importedLeads.userId, userId));
    await tx.update(leadImportConfigs).set({ deletedAt: new Date(), active: false, facebookPageToken: null }).where(eq(leadImportConfigs.userId, userId));
    const placeholderEmail = `deleted-${userId}@deleted.invalid`;
    await anonymiseOrdersOf(tx, userId, placeholderEmail);
    await anonymiseAuthor(tx, userId);
    await forgetPerson(tx, { userId, email: user.email });
    await tx.update(users).set({
      email: placeholderEmail, name: 'Deleted user', firstName: 'Deleted', lastName: 'user', image: null,
      phone: null, company: null, title: null, address: null, city: null, state: null, zipCode: null,
      status: 'inactive', role: 'CLIENT', banned: false, emailVerified: false, deletedAt: new Date(),
    }).where(eq(users.id, userId));
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'user.delete', entityType: 'user', entityId: userId,
        before: { email: user.email, name: user.name, role: user.role, status: user.status }, after: { deleted: true },
      });
    }
  });
  sessionUsers.forget();
}
