// The lead pipeline every door uses (Facebook, Google Ads, the ingest URL, CSV): normalise, validate, score,
// de-duplicate, keep the consent proof, then charge. Charging happens in one transaction per batch under the
// advertiser's balance row lock, so the duplicate checks see every earlier lead, nothing overdraws, and each charge's
// ledger row (reference = lead id) is written with the lead itself.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LEAD_MESSAGES, type CapNotice, type IngestOutcome, type IngestResult, type QualityReason, type QualityRules } from '../../../common/leads';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { leadImportConfigs } from '../../db/schema';
import { leadsIngested } from '../../lib/metrics';
import { afterDebit, balanceRowFromJson } from '../balance/balance.service';
import type { JobQueue } from '../jobs/job-queue';
import { queueChargedLeadsPush } from '../subscriptions/realtime/realtime-events';
import { queueLeadDeliveries } from './delivery/queue-deliveries';
import { junkVerdict } from './junk';
import { normaliseLead, type NormalisedLead } from './normalise';
import { scoreLead } from './quality';
import { ruleViolations } from './quality-rules';

export interface PipelineDeps { db: Db; jobs: JobQueue }
export type ConfigRow = typeof leadImportConfigs.$inferSelect;

export interface PreparedLead {
  index: number;
  id: string;
  lead: NormalisedLead;
  sourceLeadId: string | null;
  score: number;
  reasons: QualityReason[];
  /** Why the lead cannot be used; such a lead is never charged. */
  errors: string[];
}

export interface PrepareOptions {
  sourceLeadId?: string | null;
  fieldOf?: Parameters<typeof normaliseLead>[1];
  /** The platform marked it a test submission (Google's is_test), beyond what its values say. */
  isTest?: boolean;
  now?: Date;
}

/**
 * Steps one to three, outside any transaction: normalise, validate (a contact, junk, then the import's quality rules),
 * score. Test data (a platform's test submission, or values reserved for tests: junk.ts) skips the rest: it exists to
 * show the connection works, and is never charged.
 */
export function prepareLead(raw: Record<string, unknown>, index: number, rules: QualityRules, opts: PrepareOptions = {}): PreparedLead {
  const lead = normaliseLead(raw, opts.fieldOf);
  if (opts.isTest) lead.isTest = true;
  const verdict = junkVerdict(lead);
  if (verdict.test) lead.isTest = true;
  const { score, reasons } = scoreLead(lead);
  if (verdict.test) reasons.push({ code: 'test_data', points: 0, label: verdict.test });
  const errors = [
    ...(!lead.email && !lead.phone ? [LEAD_MESSAGES.needsContact, ...fieldProblems(lead)] : []),
    ...(lead.isTest ? [] : [...verdict.junk, ...ruleViolations(lead, score, rules, opts.now ?? new Date())]),
  ];
  return { index, id: randomUUID(), lead, sourceLeadId: opts.sourceLeadId ?? lead.sourceLeadId, score, reasons, errors };
}

function fieldProblems(lead: NormalisedLead): string[] {
  return Object.entries(lead.invalid).map(([field, value]) => `${field}: "${value}" is not valid`);
}

export interface IngestOptions {
  /** Where the leads came from: facebook, google, api, csv ... */
  platform: string;
  importId?: string;
}

/**
 * Steps four to six for one batch, in arrival order: de-duplicate, store with the consent proof, charge within the
 * spend caps. The database function `ingest_leads` does them under the advertiser's balance lock in one call; what it
 * calls for (an automatic recharge or low-balance notice, a cap notice, releasing held leads) is queued in the same
 * transaction.
 */
export async function ingestBatch(deps: PipelineDeps, config: ConfigRow, leads: PreparedLead[], opts: IngestOptions): Promise<IngestResult[]> {
  if (!leads.length) return [];
  const payload = leads.map((l) => ({
    idx: l.index, id: l.id, source_lead_id: l.sourceLeadId, email: l.lead.email, phone: l.lead.phone, data: l.lead.data,
    quality: l.score, reasons: l.reasons, errors: l.errors, consent: l.lead.consent, test: l.lead.isTest,
  }));
  const charged = await deps.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select ingest_leads(${config.userId}::uuid, ${config.id}::uuid, ${config.costPerLeadCents}::int,
      ${opts.platform}, ${opts.importId ?? null}::uuid, ${`Lead from ${config.campaignName}`},
      ${JSON.stringify(payload)}::jsonb) as r`);
    const r = rowsOf<{ r: IngestCall }>(result)[0]!.r;
    await afterCharging(tx, deps.jobs, config.userId, r, r.results.filter((c) => c.outcome === 'delivered').map((c) => c.id!));
    if (r.releaseDue) await deps.jobs.send('leads.charge-pending', { userId: config.userId }, { tx, singletonKey: config.userId });
    return r.results;
  });
  for (const c of charged) leadsIngested.inc({ outcome: c.outcome });
  const byIndex = new Map(leads.map((l) => [l.index, l]));
  return charged.map((c) => {
    const lead = byIndex.get(c.idx)!;
    return {
      index: c.idx,
      outcome: c.outcome,
      leadId: c.id,
      qualityScore: c.outcome === 'already_imported' ? null : lead.score,
      costCents: c.outcome === 'delivered' ? config.costPerLeadCents : 0,
      errors: lead.errors,
    };
  });
}

/** What both charging functions report back. */
interface ChargingCall {
  /** The balance row as locked, before this call's charges. */
  balance: Record<string, unknown>;
  after: number;
  leadsWaiting: boolean;
  /** Caps reached for the first time in their period: the advertiser is told once. */
  capNotices: CapNotice[];
}
interface IngestCall extends ChargingCall {
  releaseDue: boolean;
  results: { idx: number; outcome: IngestOutcome; id: string | null }[];
}
interface ReleaseCall extends ChargingCall { charged: string[]; more: boolean }

/**
 * After a charging call, in its transaction: a recharge or low-balance notice, the cap notices, and the charged leads'
 * delivery to the advertiser's systems and their push to the team's real-time endpoint (so a delivery exists exactly
 * when its charge commits).
 */
async function afterCharging(tx: Db, jobs: JobQueue, userId: string, r: ChargingCall, charged: string[]) {
  await afterDebit(tx, jobs, balanceRowFromJson(r.balance), r.after, r.leadsWaiting);
  await queueLeadDeliveries(tx, jobs, charged);
  await queueChargedLeadsPush(tx, jobs, userId, charged);
  for (const notice of r.capNotices) await jobs.send('leads.cap-notice', { userId, cap: notice.cap, configId: notice.configId ?? null }, { tx });
}

const RELEASE_BATCH = 500;

/**
 * Charges a user's held leads (waiting for funds or over a cap), oldest first, as far as the balance and the caps
 * allow: after a credit, a new day, a raised cap (`release_held_leads`). Idempotent: run it as often as you like.
 */
export async function releaseHeldLeads(deps: PipelineDeps, userId: string): Promise<number> {
  let charged = 0;
  for (;;) {
    const r = await deps.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select release_held_leads(${userId}::uuid, ${RELEASE_BATCH}::int, 'Lead delivered from the held leads') as r`);
      const call = rowsOf<{ r: ReleaseCall }>(result)[0]!.r;
      await afterCharging(tx, deps.jobs, userId, call, call.charged);
      return call;
    });
    charged += r.charged.length;
    if (!r.more) return charged;
  }
}
