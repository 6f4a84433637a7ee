// The lead pipeline every door uses (Facebook, Google Ads, the ingest URL, CSV): normalise, validate, score,
// de-duplicate, keep the consent proof, then charge. Charging happens in one transaction per batch under the
// advertiser's balance row lock, so the duplicate checks see every earlier lead, nothing overdraws, and each charge's
// ledger row (reference = lead id) is written with the lead itself.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { LEAD_MESSAGES, type IngestOutcome, type IngestResult, type QualityReason, type QualityRules } from '../../../common/leads';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { importedLeads, type leadImportConfigs } from '../../db/schema';
import { leadsIngested } from '../../lib/metrics';
import { afterDebit, balanceRowFromJson, debit, lockBalance } from '../balance/balance.service';
import type { JobQueue } from '../jobs/job-queue';
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
 * Steps one to three, outside any transaction: normalise, validate (a contact, then the import's quality rules), score.
 * Test submissions skip the import's rules: they exist to show the connection works, and are never charged anyway.
 */
export function prepareLead(raw: Record<string, unknown>, index: number, rules: QualityRules, opts: PrepareOptions = {}): PreparedLead {
  const lead = normaliseLead(raw, opts.fieldOf);
  if (opts.isTest) lead.isTest = true;
  const { score, reasons } = scoreLead(lead);
  const errors = [
    ...(!lead.email && !lead.phone ? [LEAD_MESSAGES.needsContact, ...fieldProblems(lead)] : []),
    ...(lead.isTest ? [] : ruleViolations(lead, score, rules, opts.now ?? new Date())),
  ];
  return { index, id: randomUUID(), lead, sourceLeadId: opts.sourceLeadId ?? lead.sourceLeadId, score, reasons, errors };
}

function fieldProblems(lead: NormalisedLead): string[] {
  return Object.entries(lead.invalid).map(([field, value]) => `${field}: "${value}" is not valid`);
}

export interface IngestOptions {
  /** Where the leads came from: facebook, google, api, csv ... */
  platform: string;
  /** Keep unusable leads as `failed` (webhooks, where nobody reads the response) or only report them (API, CSV). */
  storeRejected: boolean;
  importId?: string;
}

/**
 * Steps four to six for one batch, in arrival order: de-duplicate, store with the consent proof, charge. The database
 * function `ingest_leads` (migration 0005) does them under the advertiser's balance lock in one call; the automatic
 * recharge or low-balance notice it may call for is started in the same transaction.
 */
export async function ingestBatch(deps: PipelineDeps, config: ConfigRow, leads: PreparedLead[], opts: IngestOptions): Promise<IngestResult[]> {
  if (!leads.length) return [];
  const payload = leads.map((l) => ({
    idx: l.index, id: l.id, source_lead_id: l.sourceLeadId, email: l.lead.email, phone: l.lead.phone, data: l.lead.data,
    quality: l.score, reasons: l.reasons, errors: l.errors, consent: l.lead.consent, test: l.lead.isTest,
  }));
  const charged = await deps.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select ingest_leads(${config.userId}::uuid, ${config.id}::uuid, ${config.costPerLeadCents}::int,
      ${opts.platform}, ${opts.importId ?? null}::uuid, ${opts.storeRejected}, ${`Lead from ${config.campaignName}`},
      ${JSON.stringify(payload)}::jsonb) as r`);
    const r = rowsOf<{ r: IngestCall }>(result)[0]!.r;
    await afterDebit(tx, deps.jobs, balanceRowFromJson(r.balance), r.after, r.leadsWaiting);
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

interface IngestCall {
  balance: Record<string, unknown>;
  after: number;
  leadsWaiting: boolean;
  results: { idx: number; outcome: IngestOutcome; id: string | null }[];
}

const PENDING_BATCH = 500;

/**
 * Charges a user's leads waiting for funds, oldest first, while the balance covers the next one (after a recharge or
 * any other credit). Idempotent: run it as often as you like.
 */
export async function chargePendingLeads(deps: PipelineDeps, userId: string): Promise<number> {
  let charged = 0;
  for (;;) {
    const { count, more } = await deps.db.transaction(async (tx) => {
      const balance = await lockBalance(tx, userId);
      const pending = await tx.select({ id: importedLeads.id, costCents: importedLeads.costCents, configId: importedLeads.configId })
        .from(importedLeads).where(and(eq(importedLeads.userId, userId), eq(importedLeads.status, 'pending')))
        .orderBy(asc(importedLeads.seq)).limit(PENDING_BATCH);
      let available = balance.balanceCents;
      const chosen: typeof pending = [];
      for (const lead of pending) {
        if (lead.costCents > available) break;
        available -= lead.costCents;
        chosen.push(lead);
      }
      if (!chosen.length) return { count: 0, more: false };
      await tx.update(importedLeads).set({ status: 'delivered', chargedAt: new Date() })
        .where(inArray(importedLeads.id, chosen.map((l) => l.id)));
      await debit(tx, deps.jobs, balance, 'lead_charge',
        chosen.map((l) => ({ amountCents: l.costCents, reference: l.id, description: 'Lead delivered after a recharge' })),
        { leadsWaiting: chosen.length < pending.length });
      return { count: chosen.length, more: chosen.length === PENDING_BATCH };
    });
    charged += count;
    if (!more) return charged;
  }
}
