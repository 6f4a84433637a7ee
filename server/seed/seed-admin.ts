// The demo administrator: created once, with ADMIN_EMAIL / ADMIN_PASSWORD or a generated password.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Auth } from '../modules/auth/auth';

export const DEFAULT_ADMIN_EMAIL = 'admin@datacsv.local';

/** Returns the password only when this call generated it (it is never stored in clear, nor printed when the operator chose it). */
export async function ensureAdmin(db: Db, auth: Auth, opts: { email?: string; password?: string }) {
  const email = (opts.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, existing.id));
    return { email, password: undefined as string | undefined, created: false };
  }
  const password = opts.password ?? randomBytes(12).toString('base64url');
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser({
    email, name: 'Site Admin', emailVerified: true, firstName: 'Site', lastName: 'Admin',
  }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(password),
  });
  await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id));
  return { email, password: opts.password ? undefined : password, created: true };
}
