// Resolves the signed-in user of a request from the session cookie.
// The hot path is one indexed query: the cookie's HMAC is checked here (same format as better-auth's signed
// cookies) instead of running better-auth's whole get-session pipeline on every request, and answers are kept
// for SESSION_CACHE_MS so a burst of requests from one page costs one query. Anything that ends sessions or
// changes a user in this process calls `forget()`; other instances see the change within SESSION_CACHE_MS.
// When a session is due for renewal, better-auth itself renews it and its refreshed cookie is passed on.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Me } from '../../../common/api';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { SESSION_UPDATE_AGE_SECONDS, type Auth } from './auth';

export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 10_000;

export interface SessionUsers {
  resolve(req: FastifyRequest, reply?: FastifyReply): Promise<Me | null>;
  /** Drops every cached answer: call after signing out, revoking sessions or changing a user. */
  forget(): void;
}

interface Cached { me: Me | null; sessionUpdatedAt: number; until: number }

export function sessionUsers(o: { auth: Auth; db: Db; secret: string }): SessionUsers {
  const lookup = o.db.select({
    id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName,
    role: users.role, status: users.status, banned: users.banned, emailVerified: users.emailVerified, createdAt: users.createdAt,
    sessionUpdatedAt: sessions.updatedAt,
  }).from(sessions).innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_user');
  const cookieName = o.auth.$context.then((ctx) => ctx.authCookies.sessionToken.name);
  const cache = new Map<string, Cached>();

  async function load(token: string): Promise<Cached> {
    const [row] = await lookup.execute({ token });
    const until = Date.now() + SESSION_CACHE_MS;
    // A suspended or banned user (either mark) has no session, whatever its age.
    if (!row || row.status !== 'active' || row.banned) return { me: null, sessionUpdatedAt: 0, until };
    const { sessionUpdatedAt, banned: _banned, ...user } = row;
    return { me: { ...user, createdAt: user.createdAt.toISOString() }, sessionUpdatedAt: sessionUpdatedAt.getTime(), until };
  }

  return {
    async resolve(req, reply) {
      // Keyed by the whole signed cookie: a value seen (and verified) moments ago needs no new HMAC check.
      const cookie = req.cookies[await cookieName];
      if (!cookie) return null;
      let entry = cache.get(cookie);
      if (!entry || entry.until < Date.now()) {
        const token = verifiedToken(cookie, o.secret);
        if (!token) return null;
        entry = await load(token);
        if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(cookie, entry);
      }
      if (entry.me && reply && Date.now() - entry.sessionUpdatedAt > SESSION_UPDATE_AGE_SECONDS * 1000) {
        const renewed = await o.auth.api.getSession({ headers: fromNodeHeaders(req.headers), returnHeaders: true });
        const cookies = renewed.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        cache.delete(cookie);
      }
      return entry.me;
    },
    forget: () => cache.clear(),
  };
}

/** `<token>.<base64 HMAC-SHA256(token)>` -> token, or null when forged. */
function verifiedToken(cookie: string, secret: string): string | null {
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookie.slice(0, dot);
  const given = Buffer.from(cookie.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
