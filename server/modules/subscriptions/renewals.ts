// Renewals: when a period ends the plan is renewed by charging the owner's saved card for the next month (and the
// period's usage); a failed charge makes it past due and is tried again 1, 3 and 5 days later; unpaid 7 days after
// its renewal date, or cancelled for the period's end, the plan ends. `renewDue` takes the time as an argument so
// tests move the clock; the job runs it every minute, and every step is exactly once across instances (row locks, one
// order per try, the payment handler's once-only events).
import { and, asc, eq, lte, ne, or } from 'drizzle-orm';
import { MIN_CHARGE_CENTS } from '../../../common/checkout';
import { PLAN_MESSAGES } from '../../../common/plans';
import { TEAM_PERMISSIONS } from '../../../common/teams';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { credit } from '../balance/balance.service';
import type { JobQueue } from '../jobs/job-queue';
import type { Payments } from '../payments/reconcile';
import { teamOf, teamOwner } from '../teams/team-membership';
import { planEndedNotice, renewalFailedNotice } from './plan-notices';
import { readPriceList } from './plan-prices';
import { chargePlan, noCard, type ChargeOutcome } from './subscription-charge';
import {
  applySubscriptionPayment, endSubscription, GRACE_DAYS, graceEnd, liveSubscription, markRenewalFailed, settingsOf,
  type SubscriptionOrderMeta, type SubscriptionRow,
} from './subscription-lifecycle';
import { finalCharge, renewalCharge } from './subscriptions.service';

const BATCH = 50;

export function defineRenewals(jobs: JobQueue, payments: Payments) {
  jobs.define('subscriptions.renew', {
    options: { policy: 'stately', retryLimit: 2, expireInSeconds: 600 },
    handler: async () => { await renewDue(payments, new Date()); },
  });
  jobs.schedule('subscriptions.renew', '* * * * *', {});
}

/** Every plan whose period has ended (and, past due, whose next try or grace end has come): renewed, retried or ended. */
export async function renewDue(payments: Payments, now: Date): Promise<{ renewed: number; failed: number; ended: number }> {
  const due = await payments.db.select().from(subscriptions).where(and(
    ne(subscriptions.status, 'ended'), lte(subscriptions.currentPeriodEnd, now),
    or(eq(subscriptions.status, 'active'), lte(subscriptions.nextRetryAt, now), lte(subscriptions.currentPeriodEnd, new Date(now.getTime() - GRACE_DAYS * 86_400_000))),
  )).orderBy(asc(subscriptions.currentPeriodEnd)).limit(BATCH);
  const tally = { renewed: 0, failed: 0, ended: 0 };
  for (const sub of due) {
    try {
      const result = await renewOne(payments, sub, now);
      if (result) tally[result]++;
    } catch (err) {
      // A renewal that throws (a price no longer readable, say) is a failed try like a declined card: past due,
      // retried, ended after the grace period; it never stays active past its period nor comes first in every batch.
      payments.log.error({ err, subscriptionId: sub.id }, 'plan renewal failed');
      const meta: SubscriptionOrderMeta = {
        action: 'renewal', teamId: sub.teamId, subscriptionId: sub.id, settings: settingsOf(sub), lines: [], periodEnd: sub.currentPeriodEnd.toISOString(),
      };
      const pastDue = await payments.db.transaction((tx) => markRenewalFailed(tx, meta));
      if (pastDue) tally.failed++;
    }
  }
  return tally;
}

async function renewOne(payments: Payments, sub: SubscriptionRow, now: Date): Promise<'renewed' | 'failed' | 'ended' | null> {
  if (sub.cancelAtPeriodEnd) {
    // A cancelled plan ends at its period's end whatever its last invoice does.
    await chargeFinal(payments, sub).catch((err: unknown) => payments.log.error({ err, subscriptionId: sub.id }, 'final plan invoice failed'));
    return endPlan(payments, sub, 'canceled', now);
  }
  if (sub.status === 'past_due' && now >= graceEnd(sub.currentPeriodEnd)) return endPlan(payments, sub, 'payment_failed', now);
  if (sub.status === 'past_due' && (!sub.nextRetryAt || sub.nextRetryAt > now)) return null;
  const result = await chargeRenewal(payments, sub);
  return result.outcome === 'paid' ? 'renewed' : result.outcome === 'failed' ? 'failed' : null;
}

async function endPlan(payments: Payments, sub: SubscriptionRow, reason: 'canceled' | 'payment_failed', now: Date) {
  const ended = await payments.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, sub.id)).for('update');
    if (!locked || locked.status === 'ended' || locked.currentPeriodEnd.getTime() !== sub.currentPeriodEnd.getTime()) return false;
    await endSubscription(tx, locked, reason, now);
    await keepCredit(tx, payments.jobs, locked);
    return true;
  });
  if (!ended) return null;
  await planEndedNotice(payments, sub, reason, null).catch((err: unknown) => payments.log.error({ err, subscriptionId: sub.id }, 'plan-ended notice failed'));
  return 'ended' as const;
}

/**
 * Credit left on a plan that ends (from a downgrade, or a payment for a plan that had moved) is the customer's money:
 * it moves to the owner's prepaid balance (usable for lead imports), as the cancel dialog says.
 */
async function keepCredit(tx: Db, jobs: JobQueue, sub: SubscriptionRow) {
  const owner = sub.creditCents > 0 ? await teamOwner(tx, sub.teamId) : null;
  if (!owner) return;
  await tx.update(subscriptions).set({ creditCents: 0 }).where(eq(subscriptions.id, sub.id));
  await credit(tx, jobs, {
    userId: owner.id, kind: 'adjustment', amountCents: sub.creditCents, reference: `plan-credit:${sub.id}`, description: 'Credit left on your plan when it ended',
  });
}

/** One try at the current period's renewal, charged to the owner's card; a missing card counts as a failed try. */
async function chargeRenewal(payments: Payments, sub: SubscriptionRow): Promise<ChargeOutcome> {
  const { db } = payments;
  const { meta, key } = await renewalCharge(db, await readPriceList(db), sub);
  const totalCents = meta.lines.reduce((sum, l) => sum + l.amountCents, 0);
  // Credit covers it (or what is left is under the card minimum): renewed without a charge.
  if (totalCents < MIN_CHARGE_CENTS) {
    await db.transaction((tx) => applySubscriptionPayment(tx, { userId: null, totalAmountCents: 0, metadata: { ...meta } }, sub.currentPeriodEnd));
    return { outcome: 'paid', orderId: '' };
  }
  const owner = await teamOwner(db, sub.teamId);
  try {
    if (!owner) throw noCard();
    return await chargePlan(payments, owner, meta, key);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'NO_SAVED_CARD') throw err;
    const pastDue = await db.transaction((tx) => markRenewalFailed(tx, meta));
    if (pastDue) await renewalFailedNotice(payments, pastDue, 'there is no saved card to charge.');
    return { outcome: 'failed', orderId: null, message: PLAN_MESSAGES.noCard };
  }
}

/**
 * A cancelled plan's last invoice, before it ends: the period's per-dataset add-ons and mid-period seats, which a
 * renewal would have billed. One try; a declined one stays on the owner's orders as failed (the plan ends anyway).
 */
async function chargeFinal(payments: Payments, sub: SubscriptionRow) {
  const { db } = payments;
  const { meta, key, totalCents } = await finalCharge(db, await readPriceList(db), sub);
  if (!meta.lines.length) return;
  if (totalCents < MIN_CHARGE_CENTS) {
    await db.transaction((tx) => applySubscriptionPayment(tx, { userId: null, totalAmountCents: 0, metadata: { ...meta } }, sub.currentPeriodEnd));
    return;
  }
  const owner = await teamOwner(db, sub.teamId);
  if (!owner) return;
  await chargePlan(payments, owner, meta, key);
}

/** The owner pays an overdue renewal now (after changing the card, say): the plan is active again once paid. */
export async function payOverdue(payments: Payments, userId: string) {
  const { teamId, role } = await teamOf(payments.db, userId);
  if (!TEAM_PERMISSIONS[role].manageBilling) throw new AppError('OWNER_ONLY', 403, PLAN_MESSAGES.ownerOnly);
  const sub = await liveSubscription(payments.db, teamId);
  if (!sub || sub.status !== 'past_due') throw new AppError('NOT_PAST_DUE', 409, 'Your plan has nothing overdue.');
  const result = await chargeRenewal(payments, sub);
  if (result.outcome === 'failed') throw new AppError('PAYMENT_DECLINED', 402, result.message);
  return result;
}
