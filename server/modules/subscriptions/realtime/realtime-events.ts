// What Real-Time Data Delivery pushes: `dataset.updated` to every team that can download a changed dataset, and
// `lead.charged` for an advertiser's charged leads. Catalog and leads only send a job (in their own transaction);
// who receives what is decided here, when the job runs.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { RealtimeEvent } from '../../../../common/realtime';
import type { Db } from '../../../db/client';
import {
  datasetFiles, datasets, downloadGrants, importedLeads, leadImportConfigs, realtimeEndpoints, subscriptions, teamMembers, type RealtimePayload,
} from '../../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { leadPayload } from '../../leads/delivery/webhook-delivery';
import { endpointOn, planHasRealtime, startRealtimeDeliveries } from './realtime-delivery';

export const realtimeEvent = (type: RealtimeEvent, data: Record<string, unknown>): RealtimePayload =>
  ({ id: `evt_${randomUUID()}`, type, occurredAt: new Date().toISOString(), data });

/** `dataset.updated` to each team with a live grant of the dataset, Real-Time in its plan and its endpoint on. */
export async function pushDatasetUpdate(deps: { db: Db; jobs: JobQueue; publicUrl: string }, datasetId: string) {
  await deps.db.transaction(async (tx) => {
    const [dataset] = await tx.select({ id: datasets.id, slug: datasets.slug, title: datasets.title, priceCents: datasets.priceCents, rows: datasetFiles.rows, sha256: datasetFiles.sha256 })
      .from(datasets).leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id)).where(eq(datasets.id, datasetId));
    if (!dataset) return;
    const teams = await tx.selectDistinct({ teamId: downloadGrants.teamId }).from(downloadGrants)
      .innerJoin(realtimeEndpoints, and(eq(realtimeEndpoints.teamId, downloadGrants.teamId), endpointOn))
      .innerJoin(subscriptions, and(eq(subscriptions.teamId, downloadGrants.teamId), planHasRealtime))
      .where(and(eq(downloadGrants.datasetId, datasetId), isNull(downloadGrants.revokedAt), gt(downloadGrants.expiresAt, new Date())));
    // One event, the same id for every team: it is one change of the dataset.
    const payload = realtimeEvent('dataset.updated', {
      dataset: { id: dataset.id, slug: dataset.slug, title: dataset.title, priceCents: dataset.priceCents },
      rowCount: dataset.rows, sha256: dataset.sha256, downloadsUrl: `${deps.publicUrl}/downloads`,
    });
    await startRealtimeDeliveries(tx, deps.jobs, teams.map(({ teamId }) => ({ teamId, payload })));
  });
}

/** The advertiser's team, when its plan has Real-Time and its endpoint is on (else null: nothing to push). */
export async function realtimeTeamOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ teamId: teamMembers.teamId }).from(teamMembers)
    .innerJoin(realtimeEndpoints, and(eq(realtimeEndpoints.teamId, teamMembers.teamId), endpointOn))
    .innerJoin(subscriptions, and(eq(subscriptions.teamId, teamMembers.teamId), planHasRealtime))
    .where(eq(teamMembers.userId, userId));
  return row?.teamId ?? null;
}

/**
 * After a charging call, in its transaction: one job for all its charged leads, and only when the advertiser's team
 * takes them in real time (the check keeps the lead pipeline free of a job per charge for everyone else).
 */
export async function queueChargedLeadsPush(tx: Db, jobs: JobQueue, userId: string, leadIds: string[]) {
  if (!leadIds.length || !(await realtimeTeamOf(tx, userId))) return;
  await jobs.send('subscriptions.leads-charged', { userId, leadIds }, { tx });
}

/** `lead.charged` for each charged lead of one charging call: the deliveries in one insert, their tries in one send. */
export async function pushChargedLeads(deps: { db: Db; jobs: JobQueue }, userId: string, leadIds: string[]) {
  await deps.db.transaction(async (tx) => {
    const teamId = await realtimeTeamOf(tx, userId);
    if (!teamId) return;
    const leads = await tx.select({ lead: importedLeads, importName: leadImportConfigs.campaignName }).from(importedLeads)
      .innerJoin(leadImportConfigs, eq(leadImportConfigs.id, importedLeads.configId))
      .where(and(inArray(importedLeads.id, leadIds), eq(importedLeads.userId, userId), eq(importedLeads.status, 'delivered')));
    await startRealtimeDeliveries(tx, deps.jobs, leads.map(({ lead, importName }) => ({ teamId, payload: realtimeEvent('lead.charged', leadPayload(lead, importName)) })));
  });
}
