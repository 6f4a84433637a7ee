// Every write to a plan, in the order of its life: started, changed and renewed when their payment is paid (inside
// the payment's transaction, from payments' handlePaymentEvent: exactly once like any payment), past due when a
// renewal fails, ended when cancelled at the period's end or unpaid after the grace period.
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { InvoiceLine, PlanSettings } from '../../../common/plans';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { revokePlanGrants } from '../downloads/grants';
import { addMonths, nextPeriodEnd } from './billing-period';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * What a plan's payment (an order of type 'subscription') is for; kept in the order's metadata and checked where it
 * is read back (orders also carry `items_count`, which this ignores).
 */
export const SubscriptionOrderMeta = z.object({
  /** `final`: a cancelled plan's last invoice, the ending period's usage in arrears. */
  action: z.enum(['start', 'change', 'renewal', 'final']),
  teamId: z.uuid(),
  subscriptionId: z.uuid().optional(),
  settings: PlanSettings,
  lines: z.array(InvoiceLine),
  /** A change: the plan's version it was priced from (a payment for a plan that has moved since is credited instead). */
  version: z.number().int().optional(),
  /** A renewal: the end of the period it renews (a late payment for an older period changes nothing). */
  periodEnd: z.string().optional(),
  creditUsedCents: z.number().int().nonnegative().optional(),
});
export type SubscriptionOrderMeta = z.infer<typeof SubscriptionOrderMeta>;

const DAY_MS = 86_400_000;
/** A failed renewal is tried again 1, 3 and 5 days after the renewal date; unpaid 7 days after it, the plan ends. */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;
export const GRACE_DAYS = 7;

export const graceEnd = (periodEnd: Date) => new Date(periodEnd.getTime() + GRACE_DAYS * DAY_MS);

export const settingsOf = (row: SubscriptionRow): PlanSettings =>
  ({ plan: row.plan, realtime: row.realtime, teamSeats: row.teamSeats, verification: row.verification, enhancement: row.enhancement });

/** Set on every write that changes what a plan is worth: a payment priced from an older version does not apply. */
const nextVersion = { version: sql`${subscriptions.version} + 1` };

export async function lockLiveSubscription(tx: Db, teamId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions)
    .where(and(eq(subscriptions.teamId, teamId), ne(subscriptions.status, 'ended'))).for('update');
  return row ?? null;
}

export async function liveSubscription(db: Db, teamId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.teamId, teamId), ne(subscriptions.status, 'ended')));
  return row ?? null;
}

/**
 * A plan's payment is paid: start, change or renew it. Inside the payment's transaction; the order is paid once. A
 * change applies only to the version of the plan it was priced from: when the plan moved meanwhile (a concurrent
 * downgrade, another change), what was paid becomes credit on the plan, taken off its next renewals.
 */
export async function applySubscriptionPayment(
  tx: Db, order: { userId: string | null; totalAmountCents: number; metadata: Record<string, unknown> }, paidAt: Date,
): Promise<'applied' | 'unreadable'> {
  // An order whose metadata does not say what it pays for changes no plan; the payment stays paid (money was taken),
  // the caller logs it, and an admin can refund it.
  const parsed = SubscriptionOrderMeta.safeParse(order.metadata);
  if (!parsed.success) return 'unreadable';
  await applyTo(tx, parsed.data, order, paidAt);
  return 'applied';
}

async function applyTo(tx: Db, meta: SubscriptionOrderMeta, order: { userId: string | null; totalAmountCents: number }, paidAt: Date) {
  const { settings } = meta;
  if (meta.action === 'start') {
    const started = await tx.insert(subscriptions).values({
      teamId: meta.teamId, status: 'active', ...settings, billingAnchor: paidAt, currentPeriodStart: paidAt, currentPeriodEnd: addMonths(paidAt, 1), createdBy: order.userId,
    }).onConflictDoNothing().returning({ id: subscriptions.id });
    // Two starts paid at once (two tabs): the team has one plan, and the second payment is credit on it.
    if (!started.length) {
      await tx.update(subscriptions).set({ creditCents: sql`${subscriptions.creditCents} + ${order.totalAmountCents}`, ...nextVersion })
        .where(and(eq(subscriptions.teamId, meta.teamId), ne(subscriptions.status, 'ended')));
    }
    return;
  }
  const sub = await lockLiveSubscription(tx, meta.teamId);
  if (!sub || sub.id !== meta.subscriptionId) return;
  if (meta.action === 'change') {
    const moved = sub.version !== meta.version;
    await tx.update(subscriptions).set(moved ? { creditCents: sub.creditCents + order.totalAmountCents, ...nextVersion } : { ...settings, ...nextVersion })
      .where(eq(subscriptions.id, sub.id));
    return;
  }
  if (sub.currentPeriodEnd.toISOString() !== meta.periodEnd) return;
  if (meta.action === 'final') {
    await tx.update(subscriptions).set({ creditCents: Math.max(0, sub.creditCents - (meta.creditUsedCents ?? 0)), ...nextVersion }).where(eq(subscriptions.id, sub.id));
    return;
  }
  await tx.update(subscriptions).set({
    status: 'active', currentPeriodStart: sub.currentPeriodEnd, currentPeriodEnd: nextPeriodEnd(sub.billingAnchor, sub.currentPeriodEnd),
    creditCents: Math.max(0, sub.creditCents - (meta.creditUsedCents ?? 0)),
    pastDueSince: null, failedRenewals: 0, nextRetryAt: null, ...nextVersion,
  }).where(eq(subscriptions.id, sub.id));
}

/**
 * A renewal's payment failed: the plan is past due (since its renewal date), with the next try scheduled from that
 * date; null when the tries are used up (the plan ends at the grace period's end). Answers the plan as it now stands,
 * or null when the failure is for a period already settled.
 */
export async function markRenewalFailed(tx: Db, metadata: unknown): Promise<SubscriptionRow | null> {
  const parsed = SubscriptionOrderMeta.safeParse(metadata);
  if (!parsed.success || parsed.data.action !== 'renewal') return null;
  const meta = parsed.data;
  const sub = await lockLiveSubscription(tx, meta.teamId);
  if (!sub || sub.id !== meta.subscriptionId || sub.currentPeriodEnd.toISOString() !== meta.periodEnd) return null;
  const failed = sub.failedRenewals + 1;
  const retryDays = RETRY_AFTER_DAYS[failed - 1];
  const [updated] = await tx.update(subscriptions).set({
    status: 'past_due', pastDueSince: sub.currentPeriodEnd, failedRenewals: failed,
    nextRetryAt: retryDays === undefined ? null : new Date(sub.currentPeriodEnd.getTime() + retryDays * DAY_MS), ...nextVersion,
  }).where(eq(subscriptions.id, sub.id)).returning();
  return updated!;
}

/** Ends the plan: its taken datasets stop downloading at once (what was downloaded stays the buyer's). */
export type EndReason = 'canceled' | 'payment_failed' | 'account_deleted';

export async function endSubscription(tx: Db, sub: SubscriptionRow, reason: EndReason, at: Date) {
  await tx.update(subscriptions).set({ status: 'ended', endedAt: at, endedReason: reason, nextRetryAt: null, ...nextVersion })
    .where(and(eq(subscriptions.id, sub.id), ne(subscriptions.status, 'ended')));
  await revokePlanGrants(tx, sub.id, at);
}

export async function updateSettings(tx: Db, subscriptionId: string, settings: PlanSettings, addCreditCents: number) {
  await tx.update(subscriptions).set({ ...settings, creditCents: sql`${subscriptions.creditCents} + ${addCreditCents}`, ...nextVersion })
    .where(eq(subscriptions.id, subscriptionId));
}

export async function setCancelAtPeriodEnd(tx: Db, subscriptionId: string, cancel: boolean) {
  await tx.update(subscriptions).set({ cancelAtPeriodEnd: cancel }).where(eq(subscriptions.id, subscriptionId));
}
