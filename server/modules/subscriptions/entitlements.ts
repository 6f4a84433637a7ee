// What a team's plan gives right now, for the modules that enforce it (downloads' add-ons, teams' seats, the data API's
// rate). Reads only: the subscriptions module alone changes a plan.
import { and, eq, ne, sql } from 'drizzle-orm';
import { PLANS, NO_PLAN_API_REQUESTS_PER_HOUR, type PlanId } from '../../../common/plans';
import type { Db } from '../../db/client';
import { addonUsage, subscriptions } from '../../db/schema';

export interface Entitlements {
  subscriptionId: string;
  plan: PlanId;
  periodStart: Date;
  verification: boolean;
  enhancement: boolean;
  realtime: boolean;
  teamSeats: boolean;
}

/** The team's live plan (active or past due: a past-due plan keeps working through its grace period), or null. */
export async function entitlementsOf(db: Db, teamId: string): Promise<Entitlements | null> {
  const [row] = await db.select({
    subscriptionId: subscriptions.id, plan: subscriptions.plan, periodStart: subscriptions.currentPeriodStart,
    verification: subscriptions.verification, enhancement: subscriptions.enhancement,
    realtime: subscriptions.realtime, teamSeats: subscriptions.teamSeats,
  }).from(subscriptions).where(and(eq(subscriptions.teamId, teamId), ne(subscriptions.status, 'ended')));
  return row ?? null;
}

export const apiRequestsPerHour = (plan: Entitlements | null) => plan ? PLANS[plan.plan].apiRequestsPerHour : NO_PLAN_API_REQUESTS_PER_HOUR;

/** A per-dataset add-on delivered one dataset: billed once per dataset and period, on the next renewal. */
export async function recordAddonUse(db: Db, plan: Entitlements, addon: 'verification' | 'enhancement', datasetId: string): Promise<void> {
  await db.insert(addonUsage).values({ subscriptionId: plan.subscriptionId, periodStart: plan.periodStart, addon, datasetId, day: sql`current_date` })
    .onConflictDoNothing();
}
