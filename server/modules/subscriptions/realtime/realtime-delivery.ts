// One try of a real-time delivery, exactly as the lead webhooks try theirs (leads/delivery/webhook-delivery.ts): the
// same signed POST through the same SSRF-checked client, the same doubling waits and tries, the same auto-disable.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { DISABLE_AFTER_FAILED_DELIVERIES } from '../../../../common/lead-delivery';
import type { Db } from '../../../db/client';
import { realtimeDeliveries, realtimeEndpoints, subscriptions, type RealtimePayload } from '../../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { retryDelaySeconds, sendSigned, type DeliveryDeps } from '../../leads/delivery/webhook-delivery';
import { teamOwner } from '../../teams/team-membership';

export type RealtimeDeps = DeliveryDeps;

/** The endpoint is on and not turned off after failures. */
export const endpointOn = and(eq(realtimeEndpoints.enabled, true), isNull(realtimeEndpoints.disabledAt));
/** The team's live plan (active or past due, as entitlementsOf reads it) has Real-Time Data Delivery. */
export const planHasRealtime = and(eq(subscriptions.realtime, true), ne(subscriptions.status, 'ended'));

/** New deliveries (each its own id, the receiver's idempotency key) and their first tries, in the caller's transaction. */
export async function startRealtimeDeliveries(tx: Db, jobs: JobQueue, events: { teamId: string; payload: RealtimePayload }[]) {
  if (!events.length) return [];
  const rows = await tx.insert(realtimeDeliveries).values(events.map(({ teamId, payload }) => ({ teamId, event: payload.type, payload }))).returning();
  await jobs.sendMany('subscriptions.realtime-deliver', rows.map((row) => ({ deliveryId: row.id })), { tx });
  return rows;
}

/** One try of one delivery (the job `subscriptions.realtime-deliver`). */
export async function attemptRealtimeDelivery(deps: RealtimeDeps, deliveryId: string) {
  const [row] = await deps.db.select({ delivery: realtimeDeliveries, endpoint: realtimeEndpoints, realtime: subscriptions.realtime })
    .from(realtimeDeliveries)
    .leftJoin(realtimeEndpoints, eq(realtimeEndpoints.teamId, realtimeDeliveries.teamId))
    .leftJoin(subscriptions, and(eq(subscriptions.teamId, realtimeDeliveries.teamId), planHasRealtime))
    .where(eq(realtimeDeliveries.id, deliveryId));
  if (!row || row.delivery.status === 'succeeded' || row.delivery.status === 'failed') return;
  const { delivery, endpoint } = row;
  if (!row.realtime || !endpoint?.enabled || endpoint.disabledAt) {
    // Ends here, and does not count against the endpoint.
    const error = row.realtime ? 'Real-time delivery was turned off before this delivery was sent.' : 'Real-Time Data Delivery left the plan before this delivery was sent.';
    await deps.db.update(realtimeDeliveries).set({ status: 'failed', error, nextRetryAt: null }).where(eq(realtimeDeliveries.id, delivery.id));
    return;
  }
  const result = await sendSigned(deps.outbound, endpoint.url, deps.box.open(endpoint.secret), delivery.id, JSON.stringify(delivery.payload));
  const attempts = delivery.attempts + 1;
  const final = !result.ok && attempts >= deps.tuning.attempts;
  const delay = result.ok || final ? null : retryDelaySeconds(deps.tuning, attempts);

  await deps.db.transaction(async (tx) => {
    const [recorded] = await tx.update(realtimeDeliveries).set({
      attempts, statusCode: result.statusCode, responseMs: result.responseMs, error: result.error,
      status: result.ok ? 'succeeded' : final ? 'failed' : 'retrying',
      nextRetryAt: delay === null ? null : new Date(Date.now() + delay * 1000),
    }).where(and(eq(realtimeDeliveries.id, delivery.id), eq(realtimeDeliveries.attempts, delivery.attempts))).returning({ id: realtimeDeliveries.id });
    // Another run of this job (an expired one handed over) recorded this try already.
    if (!recorded) return;
    if (delay !== null) await deps.jobs.send('subscriptions.realtime-deliver', { deliveryId: delivery.id }, { tx, startAfter: delay });
    if (result.ok) {
      await tx.update(realtimeEndpoints).set({ consecutiveFailures: 0 }).where(eq(realtimeEndpoints.teamId, delivery.teamId));
    } else if (final) {
      await countFailedDelivery(tx, deps.jobs, delivery.teamId);
    }
  });
  if (!result.ok) deps.log.info({ deliveryId, attempts, final, error: result.error }, 'real-time delivery failed');
}

/** A delivery used up its tries: one more in a row; at the limit the endpoint is turned off and the owner told, once. */
async function countFailedDelivery(tx: Db, jobs: JobQueue, teamId: string) {
  const [endpoint] = await tx.update(realtimeEndpoints).set({ consecutiveFailures: sql`${realtimeEndpoints.consecutiveFailures} + 1` })
    .where(eq(realtimeEndpoints.teamId, teamId)).returning();
  if (!endpoint || endpoint.disabledAt || endpoint.consecutiveFailures < DISABLE_AFTER_FAILED_DELIVERIES) return;
  await tx.update(realtimeEndpoints).set({ disabledAt: new Date() }).where(eq(realtimeEndpoints.teamId, teamId));
  await jobs.send('subscriptions.realtime-disabled-notice', { teamId }, { tx });
}

/** The team owner's notice that real-time delivery was turned off (the job `subscriptions.realtime-disabled-notice`). */
export async function sendRealtimeDisabledNotice(deps: RealtimeDeps, teamId: string) {
  const [owner, [endpoint]] = await Promise.all([
    teamOwner(deps.db, teamId),
    deps.db.select({ url: realtimeEndpoints.url }).from(realtimeEndpoints).where(eq(realtimeEndpoints.teamId, teamId)),
  ]);
  if (!owner || !endpoint) return;
  const link = `${deps.publicUrl}/account/billing`;
  await deps.mailer.send({
    to: owner.email, kind: 'realtime_disabled', link,
    subject: 'Real-time data delivery turned off',
    text: `The last ${DISABLE_AFTER_FAILED_DELIVERIES} real-time deliveries to ${endpoint.url} failed after every retry, so we turned real-time `
      + 'delivery off. Your datasets and leads are unaffected: download them as usual, and replay their deliveries from the log.\n\n'
      + `Fix your endpoint, then save it enabled again under Billing & Plans: ${link}`,
  });
}
