// Facts about an import's delivery endpoint that charging and account deletion need (free of the settings service,
// which reads configurations: no import cycle with configs.service).
import { and, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { DELIVERY_HEALTH_DAYS, type DeliveryHealth } from '../../../../common/lead-delivery';
import type { Db } from '../../../db/client';
import { leadDeliveries, leadDeliveryEndpoints } from '../../../db/schema';

/** The webhook is set, on, and not turned off after failures. */
export const webhookOn = and(
  eq(leadDeliveryEndpoints.webhookEnabled, true), isNotNull(leadDeliveryEndpoints.webhookUrl), isNull(leadDeliveryEndpoints.disabledAt),
);

/** A deleted account's delivery settings go with it (its leads, and so their deliveries, go in configs.service). */
export async function forgetDeliveryEndpoints(tx: Db, userId: string) {
  await tx.delete(leadDeliveryEndpoints).where(eq(leadDeliveryEndpoints.userId, userId));
}

const NO_DELIVERY: DeliveryHealth = { webhook: 'none', emailPerLead: false, consecutiveFailures: 0, recent: { succeeded: 0, failed: 0, inProgress: 0 } };

/** Each import's delivery health (admin user page): the webhook's state and the last days' deliveries by outcome. */
export async function deliveryHealth(db: Db, configIds: string[]): Promise<Map<string, DeliveryHealth>> {
  const health = new Map(configIds.map((id) => [id, structuredClone(NO_DELIVERY)]));
  if (!configIds.length) return health;
  const [endpoints, outcomes] = await Promise.all([
    db.select().from(leadDeliveryEndpoints).where(inArray(leadDeliveryEndpoints.configId, configIds)),
    db.select({ configId: leadDeliveries.configId, status: leadDeliveries.status, n: count() }).from(leadDeliveries)
      .where(and(inArray(leadDeliveries.configId, configIds), gt(leadDeliveries.createdAt, sql`now() - make_interval(days => ${DELIVERY_HEALTH_DAYS})`)))
      .groupBy(leadDeliveries.configId, leadDeliveries.status),
  ]);
  for (const e of endpoints) {
    const h = health.get(e.configId)!;
    h.webhook = !e.webhookUrl ? 'none' : e.disabledAt ? 'disabled' : e.webhookEnabled ? 'on' : 'off';
    h.emailPerLead = e.emailEnabled;
    h.consecutiveFailures = e.consecutiveFailures;
  }
  for (const o of outcomes) {
    const recent = health.get(o.configId)!.recent;
    if (o.status === 'succeeded') recent.succeeded += o.n;
    else if (o.status === 'failed') recent.failed += o.n;
    else recent.inProgress += o.n;
  }
  return health;
}
