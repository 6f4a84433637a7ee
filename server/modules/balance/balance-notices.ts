// What the balance tells its owner by e-mail: a low balance (once per dip under the threshold) and a failed automatic
// recharge (which also pauses automatic recharges until the user acts).
import { and, count, eq } from 'drizzle-orm';
import { formatCents } from '../../../common/money';
import type { Db } from '../../db/client';
import { importedLeads, users } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { dailyLimitReached, ensureBalance, pauseAutoRecharge } from './balance.service';

export interface NoticeDeps { db: Db; mailer: Mailer; publicUrl: string }

export async function recipient(db: Db, userId: string) {
  const [user] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return user ?? null;
}

export async function sendLowBalanceNotice(deps: NoticeDeps, userId: string) {
  const user = await recipient(deps.db, userId);
  if (!user) return;
  const balance = await ensureBalance(deps.db, userId);
  const waiting = await deps.db.select({ n: count() }).from(importedLeads)
    .where(and(eq(importedLeads.userId, userId), eq(importedLeads.status, 'pending')));
  const pending = waiting[0]!.n;
  const stoppedByLimit = balance.autoRechargeEnabled && !balance.autoRechargePausedReason && dailyLimitReached(balance);
  await deps.mailer.send({
    to: user.email, kind: 'low-balance', link: `${deps.publicUrl}/checkout?type=recharge&amount=100`,
    subject: `Your lead balance is low: ${formatCents(balance.balanceCents)}`,
    text: `Hi ${user.firstName || 'there'},\n\nYour lead import balance is ${formatCents(balance.balanceCents)}, under your ` +
      `${formatCents(balance.rechargeThresholdCents)} threshold.` +
      (pending ? ` ${pending} lead${pending === 1 ? ' is' : 's are'} waiting for funds and will be delivered, oldest first, as soon as you add funds.` : '') +
      (stoppedByLimit
        ? `\n\nAutomatic recharges reached today's limit (${balance.autoRechargesOnDay} recharge${balance.autoRechargesOnDay === 1 ? '' : 's'}, ` +
          `${formatCents(balance.autoRechargedCentsOnDay)}). They resume tomorrow (UTC), or now if you raise the limit.`
        : '') +
      `\n\nAdd funds: ${deps.publicUrl}/checkout?type=recharge&amount=100\n` +
      `${stoppedByLimit ? 'Change the daily limit' : 'Turn on automatic recharges'}: ${deps.publicUrl}/account/billing\n`,
  });
}

/** A failed automatic recharge: pause further attempts and tell the user why and what to do. */
export async function autoRechargeFailed(deps: NoticeDeps, userId: string, reason: string) {
  await pauseAutoRecharge(deps.db, userId, reason);
  const user = await recipient(deps.db, userId);
  if (!user) return;
  await deps.mailer.send({
    to: user.email, kind: 'auto-recharge-failed', link: `${deps.publicUrl}/account/billing`,
    subject: 'Automatic recharge failed',
    text: `Hi ${user.firstName || 'there'},\n\nWe could not recharge your lead balance automatically: ${reason}\n\n` +
      'Automatic recharges are paused. New leads are kept and delivered once your balance covers them.\n\n' +
      `Update your card or settings: ${deps.publicUrl}/account/billing\n`,
  });
}
