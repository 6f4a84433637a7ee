// Sending charged leads out: one signed POST per try, each try recorded on its delivery row; a failed try schedules the
// next itself (startAfter, doubling waits) in the transaction that records it, so the log's "next retry" is the truth.
// Deliveries that use up their tries count against the endpoint; too many in a row turn it off and tell its owner.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DELIVERY_ATTEMPTS, DELIVERY_ID_HEADER, DISABLE_AFTER_FAILED_DELIVERIES, SIGNATURE_HEADER,
} from '../../../../common/lead-delivery';
import type { Db } from '../../../db/client';
import { importedLeads, leadDeliveries, leadDeliveryEndpoints, leadImportConfigs, users } from '../../../db/schema';
import type { Mailer } from '../../../lib/mailer';
import type { SecretBox } from '../../../lib/secret-box';
import type { JobQueue } from '../../jobs/job-queue';
import type { Outbound, OutboundAnswer } from './outbound-url';
import { signatureHeader } from './webhook-signature';

export interface DeliveryTuning {
  /** Tries per delivery. */
  attempts: number;
  /** The wait after the first failed try; each later wait doubles. */
  retryBaseSeconds: number;
}
export const DEFAULT_TUNING: DeliveryTuning = { attempts: DELIVERY_ATTEMPTS, retryBaseSeconds: 60 };

export interface DeliveryDeps {
  db: Db;
  jobs: JobQueue;
  box: SecretBox;
  outbound: Outbound;
  mailer: Mailer;
  publicUrl: string;
  tuning: DeliveryTuning;
  log: FastifyBaseLogger;
}

type LeadRow = typeof importedLeads.$inferSelect;

/** The body of a delivery: one lead, as its (paying) advertiser reads it. */
export function leadPayload(lead: Pick<LeadRow, 'id' | 'configId' | 'status' | 'importedAt' | 'chargedAt' | 'leadData' | 'email' | 'phone' | 'qualityScore' | 'consent'>, importName: string, test = false) {
  const d = lead.leadData;
  return {
    id: lead.id,
    test,
    import: { id: lead.configId, name: importName },
    status: lead.status,
    importedAt: lead.importedAt.toISOString(),
    chargedAt: lead.chargedAt?.toISOString() ?? null,
    firstName: d.first_name ?? null,
    lastName: d.last_name ?? null,
    email: lead.email ?? d.email ?? null,
    phone: lead.phone ?? d.phone ?? null,
    address: d.address ?? null,
    city: d.city ?? null,
    state: d.state ?? null,
    zip: d.zip ?? null,
    qualityScore: lead.qualityScore,
    consent: lead.consent ?? null,
  };
}

/** One signed POST; the answer, or why there was none. */
export async function sendSigned(outbound: Outbound, url: string, secret: string, deliveryId: string, body: string) {
  try {
    const answer: OutboundAnswer = await outbound.post(url, body, {
      'content-type': 'application/json', 'user-agent': 'DataCSV-Webhooks/1', [SIGNATURE_HEADER]: signatureHeader(secret, body), [DELIVERY_ID_HEADER]: deliveryId,
    });
    const ok = answer.statusCode >= 200 && answer.statusCode < 300;
    return { ok, statusCode: answer.statusCode, responseMs: answer.responseMs, error: ok ? null : `Answered HTTP ${answer.statusCode}` };
  } catch (err) {
    return { ok: false, statusCode: null, responseMs: null, error: (err as Error).message || String(err) };
  }
}

export const retryDelaySeconds = (tuning: DeliveryTuning, attempt: number) => tuning.retryBaseSeconds * 2 ** (attempt - 1);

/** One try of one delivery (the job `leads.deliver-webhook`). */
export async function attemptDelivery(deps: DeliveryDeps, deliveryId: string) {
  const [row] = await deps.db.select({ delivery: leadDeliveries, endpoint: leadDeliveryEndpoints, lead: importedLeads, importName: leadImportConfigs.campaignName })
    .from(leadDeliveries)
    .innerJoin(importedLeads, eq(importedLeads.id, leadDeliveries.leadId))
    .innerJoin(leadImportConfigs, eq(leadImportConfigs.id, leadDeliveries.configId))
    .leftJoin(leadDeliveryEndpoints, eq(leadDeliveryEndpoints.configId, leadDeliveries.configId))
    .where(eq(leadDeliveries.id, deliveryId));
  if (!row || row.delivery.status === 'succeeded' || row.delivery.status === 'failed') return;
  const { delivery, endpoint } = row;
  if (!endpoint?.webhookEnabled || !endpoint.webhookUrl || endpoint.disabledAt) {
    // Turned off meanwhile: the delivery ends here, and does not count against the endpoint.
    await deps.db.update(leadDeliveries).set({ status: 'failed', error: 'The webhook was turned off before this delivery was sent.', nextRetryAt: null })
      .where(eq(leadDeliveries.id, delivery.id));
    return;
  }
  const body = JSON.stringify(leadPayload(row.lead, row.importName));
  const result = await sendSigned(deps.outbound, endpoint.webhookUrl, deps.box.open(endpoint.secret), delivery.id, body);
  const attempts = delivery.attempts + 1;
  const final = !result.ok && attempts >= deps.tuning.attempts;
  const delay = result.ok || final ? null : retryDelaySeconds(deps.tuning, attempts);

  await deps.db.transaction(async (tx) => {
    const [recorded] = await tx.update(leadDeliveries).set({
      attempts, statusCode: result.statusCode, responseMs: result.responseMs, error: result.error,
      status: result.ok ? 'succeeded' : final ? 'failed' : 'retrying',
      nextRetryAt: delay === null ? null : new Date(Date.now() + delay * 1000),
    }).where(and(eq(leadDeliveries.id, delivery.id), eq(leadDeliveries.attempts, delivery.attempts))).returning({ id: leadDeliveries.id });
    // Another run of this job (an expired one handed over) recorded this try already.
    if (!recorded) return;
    if (delay !== null) await deps.jobs.send('leads.deliver-webhook', { deliveryId: delivery.id }, { tx, startAfter: delay });
    if (result.ok) {
      await tx.update(leadDeliveryEndpoints).set({ consecutiveFailures: 0 }).where(eq(leadDeliveryEndpoints.configId, delivery.configId));
    } else if (final) {
      await countFailedDelivery(tx, deps.jobs, delivery.configId);
    }
  });
  if (!result.ok) deps.log.info({ deliveryId, attempts, final, error: result.error }, 'lead webhook delivery failed');
}

/** A delivery used up its tries: one more in a row; at the limit the webhook is turned off and its owner told, once. */
async function countFailedDelivery(tx: Db, jobs: JobQueue, configId: string) {
  const [endpoint] = await tx.update(leadDeliveryEndpoints).set({
    consecutiveFailures: sql`${leadDeliveryEndpoints.consecutiveFailures} + 1`,
  }).where(eq(leadDeliveryEndpoints.configId, configId)).returning();
  if (!endpoint || endpoint.disabledAt || endpoint.consecutiveFailures < DISABLE_AFTER_FAILED_DELIVERIES) return;
  await tx.update(leadDeliveryEndpoints).set({ disabledAt: new Date() }).where(eq(leadDeliveryEndpoints.configId, configId));
  await jobs.send('leads.webhook-disabled-notice', { configId }, { tx });
}

/** The owner's notice that their webhook was turned off (the job `leads.webhook-disabled-notice`). */
export async function sendDisabledNotice(deps: DeliveryDeps, configId: string) {
  const [row] = await deps.db.select({ name: leadImportConfigs.campaignName, email: users.email, url: leadDeliveryEndpoints.webhookUrl })
    .from(leadDeliveryEndpoints)
    .innerJoin(leadImportConfigs, eq(leadImportConfigs.id, leadDeliveryEndpoints.configId))
    .innerJoin(users, eq(users.id, leadDeliveryEndpoints.userId))
    .where(eq(leadDeliveryEndpoints.configId, configId));
  if (!row) return;
  const link = `${deps.publicUrl}/lead-import/configs/${configId}`;
  await deps.mailer.send({
    to: row.email, kind: 'lead_webhook_disabled', link,
    subject: `Lead webhook turned off: ${row.name}`,
    text: `The last ${DISABLE_AFTER_FAILED_DELIVERIES} deliveries of charged leads from "${row.name}" to ${row.url} failed after every retry, `
      + 'so we turned the webhook off. Your leads are still charged and kept: you can read and export them, and replay their deliveries.\n\n'
      + `Fix your endpoint, then re-enable the webhook on the import's page: ${link}`,
  });
}

/** One charged lead by e-mail to its import's address, or the account's (the job `leads.email-lead`). */
export async function emailLead(deps: DeliveryDeps, leadId: string) {
  const [row] = await deps.db.select({ lead: importedLeads, importName: leadImportConfigs.campaignName, endpoint: leadDeliveryEndpoints, accountEmail: users.email })
    .from(importedLeads)
    .innerJoin(leadImportConfigs, eq(leadImportConfigs.id, importedLeads.configId))
    .innerJoin(leadDeliveryEndpoints, eq(leadDeliveryEndpoints.configId, importedLeads.configId))
    .innerJoin(users, eq(users.id, importedLeads.userId))
    .where(eq(importedLeads.id, leadId));
  if (!row || !row.endpoint.emailEnabled || row.lead.status !== 'delivered') return;
  // An address other than the account's receives nothing until its holder confirmed it (delivery.service.ts).
  if (row.endpoint.emailTo !== null && row.endpoint.emailConfirmedAt === null) return;
  const p = leadPayload(row.lead, row.importName);
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ') || 'New lead';
  const lines = [
    ['Name', name], ['E-mail', p.email], ['Phone', p.phone], ['Address', [p.address, p.city, p.state, p.zip].filter(Boolean).join(', ')],
    ['Quality', `${p.qualityScore}/100`], ['Import', row.importName], ['Charged at', p.chargedAt], ['Consent', p.consent?.text ?? null],
  ].filter(([, value]) => value);
  const link = `${deps.publicUrl}/lead-import/leads/${leadId}`;
  await deps.mailer.send({
    to: row.endpoint.emailTo ?? row.accountEmail, kind: 'lead_delivery', link,
    subject: `New lead: ${name} (${row.importName})`,
    text: `${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nThe lead on DataCSV: ${link}`,
  });
}
