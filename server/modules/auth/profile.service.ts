// The signed-in user's own account: profile fields and sessions (list, end one, end the others). better-auth owns
// passwords and e-mail changes; the rest is written here, in the accounts' tables (deletion: the account module).
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AccountSession, Profile, ProfileUpdate } from '../../../common/account';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { SessionUsers } from './session-user';

type UserRow = typeof users.$inferSelect;

const toProfile = (u: UserRow): Profile => ({
  email: u.email, emailVerified: u.emailVerified, firstName: u.firstName, lastName: u.lastName,
  phone: u.phone, company: u.company, title: u.title, address: u.address, city: u.city, state: u.state, zipCode: u.zipCode,
  createdAt: u.createdAt.toISOString(),
});

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  return toProfile(user);
}

/** Saves the profile (names already checked by the shared schema); the display name follows the two halves. */
export async function updateProfile(db: Db, sessionUsers: SessionUsers, userId: string, change: ProfileUpdate): Promise<Profile> {
  const [user] = await db.transaction(async (tx) => tx.update(users)
    .set({ ...change, name: `${change.firstName} ${change.lastName}`, updatedAt: sql`now()` })
    .where(eq(users.id, userId)).returning());
  if (!user) throw notFound('User');
  // /api/me answers from the session cache: the new name must show at once.
  sessionUsers.forget();
  return toProfile(user);
}

export async function listSessions(db: Db, userId: string, currentSessionId: string | null): Promise<AccountSession[]> {
  const rows = await db.select().from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));
  const items = rows.map((s) => ({
    id: s.id, userAgent: s.userAgent, ipAddress: s.ipAddress, createdAt: s.createdAt.toISOString(),
    lastActiveAt: s.updatedAt.toISOString(), expiresAt: s.expiresAt.toISOString(), current: s.id === currentSessionId,
  }));
  // The session in use first.
  return [...items.filter((s) => s.current), ...items.filter((s) => !s.current)];
}

/** Ends one of the user's sessions (another user's session id is "not found"). */
export async function revokeSession(db: Db, sessionUsers: SessionUsers, userId: string, sessionId: string) {
  const ended = await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))).returning({ id: sessions.id });
  if (!ended.length) throw notFound('Session');
  sessionUsers.forget();
}

/** Ends every session of the user but the one making the request; answers how many ended. */
export async function revokeOtherSessions(db: Db, sessionUsers: SessionUsers, userId: string, currentSessionId: string): Promise<number> {
  const ended = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId))).returning({ id: sessions.id });
  sessionUsers.forget();
  return ended.length;
}
