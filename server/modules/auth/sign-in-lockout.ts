// Per-account sign-in lockout: after MAX_FAILURES wrong passwords for one account within WINDOW, its sign-ins are
// refused for LOCK (the right password included), whatever addresses they come from. Kept in the database, so every
// instance sees it; one upsert per failure, so concurrent guesses cannot slip under the count.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const MAX_FAILURES = 10;
const WINDOW = '15 minutes';
const LOCK = '15 minutes';

export const accountLocked = (minutes: number) => new AppError('ACCOUNT_LOCKED', 429,
  `Too many failed sign-ins for this account. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`);

/** Failures are counted per account, whatever the case or spacing the e-mail was typed with. */
const accountOf = (email: string) => email.trim().toLowerCase();

/** Refuses a sign-in to a locked account. */
export async function refuseIfLocked(db: Db, email: string): Promise<void> {
  const [row] = await db.select({ lockedUntil: signInFailures.lockedUntil }).from(signInFailures)
    .where(eq(signInFailures.email, accountOf(email)));
  const until = row?.lockedUntil?.getTime() ?? 0;
  if (until > Date.now()) throw accountLocked(Math.ceil((until - Date.now()) / 60_000));
}

export async function recordFailure(db: Db, email: string): Promise<void> {
  await db.execute(sql`
    insert into ${signInFailures} (email, failures, first_failed_at) values (${accountOf(email)}, 1, now())
    on conflict (email) do update set
      failures = case when ${signInFailures.firstFailedAt} < now() - ${WINDOW}::interval then 1 else ${signInFailures.failures} + 1 end,
      first_failed_at = case when ${signInFailures.firstFailedAt} < now() - ${WINDOW}::interval then now() else ${signInFailures.firstFailedAt} end,
      locked_until = case when ${signInFailures.firstFailedAt} >= now() - ${WINDOW}::interval and ${signInFailures.failures} + 1 >= ${MAX_FAILURES}
        then now() + ${LOCK}::interval else ${signInFailures.lockedUntil} end`);
}

/** A successful sign-in (or password reset) starts the count again. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, accountOf(email)));
}
