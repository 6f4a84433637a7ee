// Account changes made by the product itself (not through better-auth's endpoints).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type USER_STATUSES } from '../../db/schema';
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
