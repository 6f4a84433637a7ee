// Facts about an import's delivery endpoint that charging and account deletion need (free of the settings service,
// which reads configurations: no import cycle with configs.service).
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { leadDeliveryEndpoints } from '../../../db/schema';

/** The webhook is set, on, and not turned off after failures. */
export const webhookOn = and(
  eq(leadDeliveryEndpoints.webhookEnabled, true), isNotNull(leadDeliveryEndpoints.webhookUrl), isNull(leadDeliveryEndpoints.disabledAt),
);

/** A deleted account's delivery settings go with it (its leads, and so their deliveries, go in configs.service). */
export async function forgetDeliveryEndpoints(tx: Db, userId: string) {
  await tx.delete(leadDeliveryEndpoints).where(eq(leadDeliveryEndpoints.userId, userId));
}
