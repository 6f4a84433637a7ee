// Taking a catalog dataset into the plan instead of paying its price: counted against the plan's datasets for the
// period under the plan's row lock, so 20 members taking at once never exceed it; the team gets a download grant.
import { and, eq } from 'drizzle-orm';
import { PLAN_MESSAGES, PLANS, type TakeResult } from '../../../common/plans';
import type { Db } from '../../db/client';
import { datasets, planTakes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createPlanGrant, teamHoldsDataset } from '../downloads/grants';
import { teamOf } from '../teams/team-membership';
import { lockLiveSubscription } from './subscription-lifecycle';
import { takenInPeriod } from './subscriptions.service';

const renewsOn = (at: Date) => at.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export async function takeIntoPlan(db: Db, userId: string, datasetId: string, now = new Date()): Promise<TakeResult> {
  const { teamId } = await teamOf(db, userId);
  return db.transaction(async (tx) => {
    const sub = await lockLiveSubscription(tx, teamId);
    if (!sub) throw new AppError('NO_PLAN', 403, PLAN_MESSAGES.noPlan);
    const [dataset] = await tx.select({ id: datasets.id }).from(datasets).where(and(eq(datasets.id, datasetId), eq(datasets.active, true)));
    if (!dataset) throw new AppError('DATASET_UNAVAILABLE', 404, PLAN_MESSAGES.unavailable);
    if (await teamHoldsDataset(tx, teamId, datasetId, now)) throw new AppError('ALREADY_OWNED', 409, PLAN_MESSAGES.alreadyOwned);
    const limit = PLANS[sub.plan].datasetsPerPeriod;
    const taken = await takenInPeriod(tx, sub);
    if (limit !== null && taken >= limit) throw new AppError('PLAN_QUOTA_REACHED', 409, PLAN_MESSAGES.quota(limit, renewsOn(sub.currentPeriodEnd)));
    // Taken again in the same period after its grant was refused (say, expired): the period's take is reused.
    const [take] = await tx.insert(planTakes).values({ subscriptionId: sub.id, teamId, userId, datasetId, periodStart: sub.currentPeriodStart })
      .onConflictDoUpdate({ target: [planTakes.subscriptionId, planTakes.periodStart, planTakes.datasetId], set: { userId } })
      .returning({ id: planTakes.id });
    const grant = await createPlanGrant(tx, { teamId, userId, planTakeId: take!.id, datasetId, at: now });
    return { grantId: grant.id, datasetsTaken: await takenInPeriod(tx, sub), datasetsPerPeriod: limit };
  });
}
