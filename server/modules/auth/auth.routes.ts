// HTTP face of accounts: better-auth under /api/auth/* (errors in our format, sign-in and reset rate limited)
// and GET /api/me.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, Me, SessionState } from '../../../common/api';
import type { Auth } from './auth';
import type { SessionUsers } from './session-user';
import { clearFailures, recordFailure, refuseIfLocked } from './sign-in-lockout';
import { unauthorized } from '../../lib/errors';

const SIGN_IN = '/api/auth/sign-in/email';

/** Per-route limits for the endpoints that guess or send e-mail. */
const limitedRoutes = (signupsPer10Minutes: number): { url: string; max: number; timeWindow: string }[] => [
  { url: SIGN_IN, max: 10, timeWindow: '1 minute' },
  { url: '/api/auth/sign-up/email', max: signupsPer10Minutes, timeWindow: '10 minutes' },
  { url: '/api/auth/request-password-reset', max: 5, timeWindow: '15 minutes' },
  { url: '/api/auth/reset-password', max: 10, timeWindow: '15 minutes' },
  { url: '/api/auth/send-verification-email', max: 5, timeWindow: '15 minutes' },
  { url: '/api/auth/change-password', max: 10, timeWindow: '15 minutes' },
  { url: '/api/auth/change-email', max: 5, timeWindow: '15 minutes' },
];

/** Successful calls to these leave sessions or users as they were; any other change drops cached sessions. */
const READ_ONLY_OR_NEW_SESSION = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/send-verification-email']);

/** The library's ways in, open without a session; every other /api/auth/* path acts for the signed-in user. */
const OPEN_PATHS = /^\/api\/auth\/(sign-in|sign-up|sign-out|request-password-reset|reset-password|verify-email|send-verification-email|ok|error)(\/|$)/;

export async function authRoutes(app: FastifyInstance, { auth, sessionUsers, signupRateLimit }: { auth: Auth; sessionUsers: SessionUsers; signupRateLimit: number }) {
  const sessionCookie = auth.$context.then((ctx) => ctx.authCookies.sessionToken.name);
  /** `beforeAnswer`: runs with the library's status before the answer leaves, so the client's next request sees it. */
  const handler = async (req: FastifyRequest, reply: FastifyReply, beforeAnswer?: (status: number) => Promise<void>) => {
    const path = req.url.split('?')[0]!;
    // A session cookie must belong to an active user, on the library's endpoints as on ours: a suspended or banned
    // user's cookie (however it got suspended) gets nothing from get-session, update-user or list-sessions.
    if (!OPEN_PATHS.test(path) && req.cookies[await sessionCookie] && !(await sessionUsers.resolve(req))) throw unauthorized();
    const result = await forwardToAuth(auth, req, reply, beforeAnswer);
    const changes = req.method === 'POST' || path === '/api/auth/verify-email';
    if (changes && reply.statusCode < 400 && !READ_ONLY_OR_NEW_SESSION.has(path)) sessionUsers.forget();
    return result;
  };
  // Sign-in also counts wrong passwords per account, from any address (sign-in-lockout.ts).
  const signIn = async (req: FastifyRequest, reply: FastifyReply) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') return handler(req, reply);
    await refuseIfLocked(app.db, email);
    return handler(req, reply, async (status) => {
      if (status === 401) await recordFailure(app.db, email);
      else if (status < 300) await clearFailures(app.db, email);
    });
  };
  for (const r of limitedRoutes(signupRateLimit)) {
    app.post(r.url, { config: { rateLimit: { max: r.max, timeWindow: r.timeWindow } }, schema: { hide: true } }, r.url === SIGN_IN ? signIn : (req, reply) => handler(req, reply));
  }
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: { hide: true }, handler: (req, reply) => handler(req, reply) });

  app.withTypeProvider<ZodTypeProvider>().get('/api/me', {
    schema: {
      tags: ['accounts'],
      summary: 'The signed-in user',
      response: { 200: Me, 401: ApiErrorBody },
    },
  }, async (req) => req.user!);

  app.withTypeProvider<ZodTypeProvider>().get('/api/session', {
    schema: {
      tags: ['accounts'],
      summary: 'Who is signed in (user null when signed out): the web app\'s session check, which a browser would log as an error if it answered 401',
      response: { 200: SessionState },
    },
  }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: (await sessionUsers.resolve(req, reply)) ?? null };
  });
}

async function forwardToAuth(auth: Auth, req: FastifyRequest, reply: FastifyReply, beforeAnswer?: (status: number) => Promise<void>) {
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, String(value));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const response = await auth.handler(new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? JSON.stringify(req.body ?? {}) : undefined,
  }));
  await beforeAnswer?.(response.status);

  reply.status(response.status);
  response.headers.forEach((value, key) => { if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value); });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);

  const text = await response.text();
  if (response.status >= 400) return reply.send(toErrorBody(response.status, text, req.id));
  return reply.send(text || null);
}

/** better-auth's refusals that are about the request, not the person, in words the person can act on. */
const READABLE_MESSAGES: Record<string, string> = {
  INVALID_ORIGIN: 'This page was opened from an address the site does not accept sign-ins from. Open the site at its own address and try again.',
  MISSING_OR_NULL_ORIGIN: 'Your browser did not say which site sent this request. Reload the page and try again.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'For your safety, sign-in from another site is blocked. Open the site directly and sign in there.',
  INVALID_CALLBACK_URL: 'The link you followed points outside this site. Start again from the site itself.',
  INVALID_REDIRECT_URL: 'The link you followed points outside this site. Start again from the site itself.',
};

/** better-auth answers `{code, message}`; the product's contract is `{error: {code, message}}`. */
function toErrorBody(status: number, text: string, requestId: string) {
  let body: { code?: string; message?: string } = {};
  try { body = JSON.parse(text); } catch { /* not JSON: fall through to a generic error */ }
  const code = body.code ?? (status === 404 ? 'NOT_FOUND' : 'AUTH_ERROR');
  const message = READABLE_MESSAGES[code] ?? body.message ?? (status === 404 ? 'Not found' : 'An error occurred');
  return { error: { code, message, ...(status >= 500 ? { requestId } : {}) } };
}
