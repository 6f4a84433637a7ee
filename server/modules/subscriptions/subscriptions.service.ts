// A team's plan as its members see and change it: the view (prices, plan, usage, next renewal), starting a plan,
// changing plan or add-ons (pro rata), cancelling at the period's end and resuming, and paying an overdue renewal.
// Only the owner changes the plan; the server decides every price from the content store.
import { and, count, eq } from 'drizzle-orm';
import {
  ADDON_IDS, ADDONS, NO_PLAN_API_REQUESTS_PER_HOUR, PLAN_IDS, PLAN_MESSAGES, PLANS, type PlanSettings, type SubscriptionView,
} from '../../../common/plans';
import { TEAM_PERMISSIONS } from '../../../common/teams';
import type { Db } from '../../db/client';
import { addonUsage, planTakes, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Payments } from '../payments/reconcile';
import { joinedSince, memberCount, teamOf } from '../teams/team-membership';
import { chargePlan, planOrderKey, type ChargeOutcome, type Payer } from './subscription-charge';
import {
  endSubscription, graceEnd, liveSubscription, lockLiveSubscription, setCancelAtPeriodEnd, settingsOf, updateSettings,
  type SubscriptionOrderMeta, type SubscriptionRow,
} from './subscription-lifecycle';
import { changeQuote, finalQuote, monthlyLines, renewalQuote, type PeriodUsage } from './plan-pricing';
import { readPriceList, type PriceList } from './plan-prices';

const ownerOnly = () => new AppError('OWNER_ONLY', 403, PLAN_MESSAGES.ownerOnly);
const noPlan = () => new AppError('NO_PLAN', 404, PLAN_MESSAGES.noPlan);

export async function subscriptionView(db: Db, userId: string): Promise<SubscriptionView> {
  const { teamId, role } = await teamOf(db, userId);
  const [prices, sub] = await Promise.all([readPriceList(db), liveSubscription(db, teamId)]);
  const plans = PLAN_IDS.map((id) => ({
    id, name: prices.plans[id].name, priceCents: prices.plans[id].priceCents,
    datasetsPerPeriod: PLANS[id].datasetsPerPeriod, apiRequestsPerHour: PLANS[id].apiRequestsPerHour,
  }));
  const addons = ADDON_IDS.map((id) => ({ id, name: prices.addons[id].name, priceCents: prices.addons[id].priceCents, unit: ADDONS[id].unit }));
  const base = { plans, addons, canManage: TEAM_PERMISSIONS[role].manageBilling };
  if (!sub) return { ...base, subscription: null, apiRequestsPerHour: NO_PLAN_API_REQUESTS_PER_HOUR };
  const [seats, taken, usage] = await Promise.all([memberCount(db, teamId), takenInPeriod(db, sub), periodUsage(db, sub)]);
  return {
    ...base,
    apiRequestsPerHour: PLANS[sub.plan].apiRequestsPerHour,
    subscription: {
      id: sub.id, status: sub.status, settings: settingsOf(sub),
      currentPeriodStart: sub.currentPeriodStart.toISOString(), currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd, creditCents: sub.creditCents,
      pastDueSince: sub.pastDueSince?.toISOString() ?? null, nextRetryAt: sub.nextRetryAt?.toISOString() ?? null,
      graceEndsAt: sub.status === 'past_due' ? graceEnd(sub.currentPeriodEnd).toISOString() : null,
      datasetsTaken: taken, datasetsPerPeriod: PLANS[sub.plan].datasetsPerPeriod, apiRequestsPerHour: PLANS[sub.plan].apiRequestsPerHour,
      seats,
      nextRenewal: renewalQuote(prices, settingsOf(sub), seats, periodOf(sub), usage, sub.creditCents),
    },
  };
}

export const periodOf = (sub: SubscriptionRow) => ({ start: sub.currentPeriodStart, end: sub.currentPeriodEnd });

export async function takenInPeriod(db: Db, sub: SubscriptionRow): Promise<number> {
  const [row] = await db.select({ n: count() }).from(planTakes)
    .where(and(eq(planTakes.subscriptionId, sub.id), eq(planTakes.periodStart, sub.currentPeriodStart)));
  return row!.n;
}

/** The per-dataset add-ons used and the seats added in the plan's current period: billed on its renewal. */
export async function periodUsage(db: Db, sub: SubscriptionRow): Promise<PeriodUsage> {
  const [used, seatJoins] = await Promise.all([
    db.select({ addon: addonUsage.addon, n: count() }).from(addonUsage)
      .where(and(eq(addonUsage.subscriptionId, sub.id), eq(addonUsage.periodStart, sub.currentPeriodStart))).groupBy(addonUsage.addon),
    sub.teamSeats ? joinedSince(db, sub.teamId, sub.currentPeriodStart) : Promise.resolve([]),
  ]);
  const of = (addon: string) => used.find((u) => u.addon === addon)?.n ?? 0;
  return { verification: of('verification'), enhancement: of('enhancement'), seatJoins };
}

/** The team of a role that manages its billing (the owner), refused for anyone else. */
async function asOwner(db: Db, userId: string) {
  const membership = await teamOf(db, userId);
  if (!TEAM_PERMISSIONS[membership.role].manageBilling) throw ownerOnly();
  return membership;
}

const settled = (result: ChargeOutcome) => {
  if (result.outcome === 'failed') throw new AppError('PAYMENT_DECLINED', 402, result.message);
  return result;
};

export async function startPlan(payments: Payments, payer: Payer, settings: PlanSettings) {
  const { db } = payments;
  const { teamId } = await asOwner(db, payer.id);
  if (await liveSubscription(db, teamId)) throw new AppError('ALREADY_SUBSCRIBED', 409, PLAN_MESSAGES.alreadySubscribed);
  const lines = monthlyLines(await readPriceList(db), settings, await memberCount(db, teamId));
  // The team's nth plan: a double submit finds the order its twin created, so one plan is paid for once (chargePlan
  // keys the order by what it buys too: a declined start of another plan is never reused).
  const [ended] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.teamId, teamId));
  const meta: SubscriptionOrderMeta = { action: 'start', teamId, settings, lines };
  return settled(await chargePlan(payments, payer, meta, planOrderKey(`plan-start:${teamId}:${ended!.n}`, meta)));
}

/** What a change would cost now and what it would credit (the same rule changePlan applies). */
export async function quoteChange(db: Db, userId: string, next: PlanSettings, now = new Date()) {
  const { teamId } = await teamOf(db, userId);
  const sub = await liveSubscription(db, teamId);
  const prices = await readPriceList(db);
  const seats = await memberCount(db, teamId);
  if (!sub) {
    const lines = monthlyLines(prices, next, seats);
    const monthly = lines.reduce((sum, l) => sum + l.amountCents, 0);
    return { chargeNowCents: monthly, creditCents: 0, monthlyCents: monthly, lines };
  }
  return changeQuote(prices, { settings: settingsOf(sub), seats, ...periodOf(sub), taken: await takenInPeriod(db, sub) }, next, now);
}

/**
 * Changes plan or add-ons (changeQuote's rule): a dearer month is charged now pro rata and applies once paid; a cheaper
 * one applies at once with the unused part credited to the renewal (none if the period's takes exceed its allowance).
 */
export async function changePlan(payments: Payments, payer: Payer, next: PlanSettings, now = new Date()) {
  const { db } = payments;
  const { teamId } = await asOwner(db, payer.id);
  const prices = await readPriceList(db);
  const seats = await memberCount(db, teamId);
  const charge = await db.transaction(async (tx) => {
    const sub = await lockLiveSubscription(tx, teamId);
    if (!sub) throw noPlan();
    if (sub.status === 'past_due') throw new AppError('PLAN_PAST_DUE', 409, 'Pay the overdue renewal before changing the plan.');
    // Seats are what Team Management bills: it stays on while anyone but the owner is in the team.
    if (sub.teamSeats && !next.teamSeats && seats > 1) throw new AppError('TEAM_HAS_MEMBERS', 409, PLAN_MESSAGES.teamHasMembers);
    const quote = changeQuote(prices, { settings: settingsOf(sub), seats, ...periodOf(sub), taken: await takenInPeriod(tx, sub) }, next, now);
    if (quote.chargeNowCents === 0) {
      await updateSettings(tx, sub.id, next, quote.creditCents);
      return null;
    }
    return { sub, quote };
  });
  if (!charge) return { outcome: 'applied' as const };
  const { sub, quote } = charge;
  const meta: SubscriptionOrderMeta = { action: 'change', teamId, subscriptionId: sub.id, version: sub.version, settings: next, lines: quote.lines };
  // One charge per change from one version of the plan: a double submit pays once.
  const result = settled(await chargePlan(payments, payer, meta, planOrderKey(`plan-change:${sub.id}:${sub.version}`, meta)));
  if (result.outcome === 'paid') {
    // Paid, but applied only if the plan had not moved since it was priced (else the payment became credit).
    const now = await liveSubscription(db, teamId);
    if (!now || JSON.stringify(settingsOf(now)) !== JSON.stringify(settingsOf({ ...sub, ...next }))) {
      throw new AppError('PLAN_CHANGED', 409, PLAN_MESSAGES.changedWhilePaying(quote.chargeNowCents));
    }
  }
  return result;
}

export async function setCancellation(db: Db, userId: string, cancel: boolean) {
  const { teamId } = await asOwner(db, userId);
  await db.transaction(async (tx) => {
    const sub = await lockLiveSubscription(tx, teamId);
    if (!sub) throw noPlan();
    if (!cancel && !sub.cancelAtPeriodEnd) throw new AppError('NOT_CANCELING', 409, PLAN_MESSAGES.notCanceling);
    await setCancelAtPeriodEnd(tx, sub.id, cancel);
  });
}

/** The renewal of the plan's current period, as it would be charged now (also the job's charge: renewals.ts). */
export async function renewalCharge(db: Db, prices: PriceList, sub: SubscriptionRow) {
  const [seats, usage] = await Promise.all([memberCount(db, sub.teamId), periodUsage(db, sub)]);
  const quote = renewalQuote(prices, settingsOf(sub), seats, periodOf(sub), usage, sub.creditCents);
  const meta: SubscriptionOrderMeta = {
    action: 'renewal', teamId: sub.teamId, subscriptionId: sub.id, settings: settingsOf(sub), lines: quote.lines,
    periodEnd: sub.currentPeriodEnd.toISOString(), creditUsedCents: quote.creditUsedCents,
  };
  // One order per try of one period's renewal: two instances running the same try charge once.
  return { meta, key: `plan-renewal:${sub.id}:${sub.currentPeriodEnd.toISOString()}:${sub.failedRenewals}` };
}

/** The last invoice of a cancelled plan at its period's end: the period's usage in arrears (renewals.ts charges it). */
export async function finalCharge(db: Db, prices: PriceList, sub: SubscriptionRow) {
  const quote = finalQuote(prices, settingsOf(sub), periodOf(sub), await periodUsage(db, sub), sub.creditCents);
  const meta: SubscriptionOrderMeta = {
    action: 'final', teamId: sub.teamId, subscriptionId: sub.id, settings: settingsOf(sub), lines: quote.lines,
    periodEnd: sub.currentPeriodEnd.toISOString(), creditUsedCents: quote.creditUsedCents,
  };
  return { meta, key: `plan-final:${sub.id}:${sub.currentPeriodEnd.toISOString()}`, totalCents: quote.chargeNowCents };
}

/** Account deletion: a plan the user owns ends at once (nothing is left to pay for it, nobody to tell). */
export async function forgetUser(tx: Db, userId: string) {
  const { teamId, role } = await teamOf(tx, userId);
  if (role !== 'owner') return;
  const sub = await lockLiveSubscription(tx, teamId);
  if (sub) await endSubscription(tx, sub, 'account_deleted', new Date());
}
