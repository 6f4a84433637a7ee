// Accounts: better-auth configured for this product (e-mail + password, verification, reset, roles, statuses).
// `minimal` leaves out the bundled Kysely adapters we do not use (it halves start-up import time).
// No admin plugin: its /api/auth/admin/* endpoints (set-role, set-user-password, remove-user, impersonate-user...)
// would bypass the admin area's rules and audit log. Roles and statuses are ours (accounts.service.ts).
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SignUpForm } from '../../../common/auth';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { refuseCommonPassword } from './common-passwords';
import { checkAuthRequest, checkUserChange, isEmailChangeToken, refuseTakenEmail, syncDisplayName } from './account-rules';
import { accountEmails } from './auth-emails';
import { testPasswordHashing } from './test-password-hashing';

export interface AuthOptions {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  secret: string;
  baseURL: string;
  production: boolean;
  requireEmailVerification: boolean;
  adminEmails: string[];
  /** NODE_ENV=test: a cheap password hash (test-password-hashing.ts). */
  testPasswordHashing?: boolean;
}

/**
 * The public URL, and outside production the loopback spellings of its port too: a developer who opens
 * http://127.0.0.1:3000 while PUBLIC_URL says localhost can still sign in.
 */
export function trustedOrigins(baseURL: string, production: boolean): string[] {
  const url = new URL(baseURL);
  if (production) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [...new Set([url.origin, ...['localhost', '127.0.0.1', '[::1]'].map((host) => `${url.protocol}//${host}${port}`)])];
}

export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
/** A session used after this age is renewed (its expiry moves forward). */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export const BLOCKED_MESSAGES = {
  inactive: 'Your account is inactive. Please contact support to reactivate it.',
  banned: 'Your account has been suspended. Please contact support if you believe this is a mistake.',
} as const;

export function createAuth(o: AuthOptions) {
  const emails = accountEmails(o.mailer);
  const isAdminEmail = (email: string) => o.adminEmails.includes(email.toLowerCase());

  return betterAuth({
    appName: 'DataCSV',
    baseURL: o.baseURL,
    basePath: '/api/auth',
    secret: o.secret,
    trustedOrigins: trustedOrigins(o.baseURL, o.production),
    database: drizzleAdapter(o.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: o.requireEmailVerification,
      ...(o.testPasswordHashing ? { password: testPasswordHashing } : {}),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => emails.passwordReset(user, url),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: o.requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      // An e-mail change sends its link to the new address through this callback too; it takes effect when followed.
      sendVerificationEmail: ({ user, url, token }) => (isEmailChangeToken(token) ? emails.emailChange(user, url) : emails.verification(user, url)),
    },
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        status: { type: 'string', required: false, input: false, defaultValue: 'active' },
        // No default here: with one, the library would quietly take a role sent at sign-up instead of refusing it.
        role: { type: 'string', required: false, input: false },
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // Sign-in and reset are rate limited by Fastify (shared store across instances), not here.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'datacsv',
      // better-auth skips its Origin check when NODE_ENV=test; keep it on so the tests see what users get.
      disableOriginCheck: false,
      useSecureCookies: o.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: o.production },
      database: { generateId: 'uuid' },
    },
    hooks: {
      // SPEC.md section 5: sign-up rules and messages, the same schema the web form uses.
      before: createAuthMiddleware(async (ctx) => {
        // Account settings: names on update-user, the 8-character minimum on change-password.
        checkAuthRequest(ctx.path, ctx.body);
        if (ctx.path !== '/sign-up/email') return;
        const parsed = SignUpForm.safeParse(ctx.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!; // a failed parse has at least one issue
          throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: issue.message });
        }
        refuseCommonPassword(parsed.data.password);
      }),
    },
    databaseHooks: {
      user: {
        // Every way of changing a user (update-user, an e-mail change) obeys the sign-up name rules.
        update: {
          before: async (data) => {
            await refuseTakenEmail(o.db, data);
            return { data: { ...data, ...checkUserChange(data) } };
          },
          after: async (user) => { await syncDisplayName(o.db, user); },
        },
        create: {
          before: async (user) => {
            const u = user as typeof user & { firstName?: string; lastName?: string };
            const firstName = (u.firstName ?? '').trim();
            const lastName = (u.lastName ?? '').trim();
            return {
              data: {
                ...user,
                firstName,
                lastName,
                name: `${firstName} ${lastName}`.trim() || user.name,
                role: isAdminEmail(user.email) ? 'ADMIN' : 'CLIENT',
                status: 'active',
              },
            };
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [user] = await o.db.select({ status: users.status, email: users.email, role: users.role })
              .from(users).where(eq(users.id, session.userId));
            if (!user) return false;
            if (user.status === 'inactive') throw new APIError('FORBIDDEN', { code: 'ACCOUNT_INACTIVE', message: BLOCKED_MESSAGES.inactive });
            if (user.status === 'banned') throw new APIError('FORBIDDEN', { code: 'BANNED_USER', message: BLOCKED_MESSAGES.banned });
          },
          after: async (session) => {
            const [user] = await o.db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, session.userId));
            await o.db.update(users).set({
              lastSignInAt: new Date(),
              // ADMIN_EMAILS can name an existing account: it becomes admin at its next sign-in.
              ...(user && user.role !== 'ADMIN' && isAdminEmail(user.email) ? { role: 'ADMIN' as const } : {}),
            }).where(eq(users.id, session.userId));
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => o.log[level]({ args }, `auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
