// Resolves the signed-in user of a request from the session cookie.
// The hot path is one indexed query: the cookie's HMAC is checked here (same format as better-auth's signed
// cookies) instead of running better-auth's whole get-session pipeline on every request. When a session is
// due for renewal, better-auth itself renews it and its refreshed cookie is passed on.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Me } from '../../../common/api';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { SESSION_UPDATE_AGE_SECONDS, type Auth } from './auth';

export type SessionUserResolver = (req: FastifyRequest, reply?: FastifyReply) => Promise<Me | null>;

export function sessionUserResolver(o: { auth: Auth; db: Db; secret: string }): SessionUserResolver {
  const lookup = o.db.select({
    id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName,
    role: users.role, status: users.status, emailVerified: users.emailVerified, createdAt: users.createdAt, sessionUpdatedAt: sessions.updatedAt,
  }).from(sessions).innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_user');
  const cookieName = o.auth.$context.then((ctx) => ctx.authCookies.sessionToken.name);

  return async (req, reply) => {
    const token = verifiedToken(req.cookies[await cookieName], o.secret);
    if (!token) return null;
    const [row] = await lookup.execute({ token });
    // A user suspended after signing in loses access at once, whatever the session's age.
    if (!row || row.status !== 'active') return null;
    if (reply && Date.now() - row.sessionUpdatedAt.getTime() > SESSION_UPDATE_AGE_SECONDS * 1000) {
      const renewed = await o.auth.api.getSession({ headers: fromNodeHeaders(req.headers), returnHeaders: true });
      const cookies = renewed.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
    }
    return {
      id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName,
      role: row.role, status: row.status, emailVerified: row.emailVerified, createdAt: row.createdAt.toISOString(),
    };
  };
}

/** `<token>.<base64 HMAC-SHA256(token)>` -> token, or null when absent or forged. */
function verifiedToken(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookie.slice(0, dot);
  const given = Buffer.from(cookie.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
