// Charged leads leave for the advertiser's systems: both charging paths (pipeline.ts) call queueLeadDeliveries in the
// transaction that charges, so a delivery exists exactly when its charge commits.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { importedLeads, leadDeliveries, leadDeliveryEndpoints } from '../../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { webhookOn } from './endpoints';

/**
 * For each of these leads that is charged (delivered): a webhook delivery (a log row and its job) where the import has
 * its webhook on, and an e-mail job where it sends an e-mail per lead. Imports without delivery settings cost one lookup.
 */
export async function queueLeadDeliveries(tx: Db, jobs: JobQueue, leadIds: string[]) {
  if (!leadIds.length) return;
  const targets = await tx.select({
    leadId: importedLeads.id, configId: leadDeliveryEndpoints.configId, userId: importedLeads.userId,
    webhook: sql<boolean>`coalesce(${webhookOn}, false)`, email: leadDeliveryEndpoints.emailEnabled,
  }).from(importedLeads)
    .innerJoin(leadDeliveryEndpoints, eq(leadDeliveryEndpoints.configId, importedLeads.configId))
    .where(and(inArray(importedLeads.id, leadIds), eq(importedLeads.status, 'delivered'), or(webhookOn, eq(leadDeliveryEndpoints.emailEnabled, true))));
  await startWebhookDeliveries(tx, jobs, targets.filter((t) => t.webhook));
  await jobs.sendMany('leads.email-lead', targets.filter((t) => t.email).map((t) => ({ leadId: t.leadId })), { tx });
}

/** New deliveries (each its own id, the receiver's idempotency key) and their first tries. */
export async function startWebhookDeliveries(tx: Db, jobs: JobQueue, leads: { leadId: string; configId: string; userId: string }[]) {
  if (!leads.length) return [];
  const rows = await tx.insert(leadDeliveries).values(leads.map(({ leadId, configId, userId }) => ({ leadId, configId, userId }))).returning();
  await jobs.sendMany('leads.deliver-webhook', rows.map((row) => ({ deliveryId: row.id })), { tx });
  return rows;
}
