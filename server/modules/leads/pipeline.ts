// The lead pipeline every door uses (Facebook, Google Ads, the ingest URL, CSV): normalise, validate, score,
// de-duplicate, keep the consent proof, then charge. Charging happens in one transaction per batch that first locks
// the advertiser's balance row, so the duplicate checks see every earlier lead, nothing overdraws, and each charge's
// ledger row (reference = lead id) is written with the lead itself.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DUPLICATE_WINDOW_DAYS, LEAD_MESSAGES, type IngestOutcome, type IngestResult, type LeadConsent, type LeadStatus, type QualityReason,
} from '../../../common/leads';
import type { Db } from '../../db/client';
import { importedLeads, type leadImportConfigs } from '../../db/schema';
import { debit, lockBalance, type Debit } from '../balance/balance.service';
import type { JobQueue } from '../jobs/job-queue';
import { normaliseLead, type NormalisedLead } from './normalise';
import { scoreLead } from './quality';

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

/** Steps one to three, outside any transaction: normalise, validate, score. */
export function prepareLead(raw: Record<string, unknown>, index: number, opts: { sourceLeadId?: string | null; fieldOf?: Parameters<typeof normaliseLead>[1] } = {}): PreparedLead {
  const lead = normaliseLead(raw, opts.fieldOf);
  const { score, reasons } = scoreLead(lead);
  const errors = !lead.email && !lead.phone ? [LEAD_MESSAGES.needsContact, ...fieldProblems(lead)] : [];
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

interface Decision { lead: PreparedLead; outcome: IngestOutcome; status: LeadStatus | null; leadId: string | null; duplicateOf: string | null; charge: boolean }

/** Steps four to six for one batch (in arrival order): de-duplicate, store with consent proof, charge. */
export async function ingestBatch(deps: PipelineDeps, config: ConfigRow, leads: PreparedLead[], opts: IngestOptions): Promise<IngestResult[]> {
  if (!leads.length) return [];
  return deps.db.transaction(async (tx) => {
    const balance = await lockBalance(tx, config.userId);
    const known = await findKnown(tx, config, leads);
    const decisions = decide(config, leads, known, balance.balanceCents, opts);

    const rows = decisions.filter((d) => d.status !== null).map((d) => toRow(config, d, opts));
    if (rows.length) await tx.insert(importedLeads).values(rows);
    const debits: Debit[] = decisions.filter((d) => d.charge)
      .map((d) => ({ amountCents: config.costPerLeadCents, reference: d.lead.id, description: `Lead from ${config.campaignName}` }));
    await debit(tx, deps.jobs, balance, 'lead_charge', debits, { leadsWaiting: decisions.some((d) => d.status === 'pending') });

    return decisions.map((d) => ({
      index: d.lead.index,
      outcome: d.outcome,
      leadId: d.leadId,
      qualityScore: d.outcome === 'already_imported' ? null : d.lead.score,
      costCents: d.charge ? config.costPerLeadCents : 0,
      errors: d.lead.errors,
    }));
  });
}

interface Known { sources: Map<string, string>; emails: Map<string, string>; phones: Map<string, string>; leadsWaiting: boolean }

/** Replays (same source id), the 30-day originals of these e-mails and phones, and whether leads already wait for funds. */
async function findKnown(tx: Db, config: ConfigRow, leads: PreparedLead[]): Promise<Known> {
  const sources = unique(leads.map((l) => l.sourceLeadId));
  const emails = unique(leads.map((l) => l.lead.email));
  const phones = unique(leads.map((l) => l.lead.phone));
  const recent = sql`config_id = ${config.id} and imported_at > now() - make_interval(days => ${DUPLICATE_WINDOW_DAYS}) and status not in ('test', 'failed')`;
  const parts: SQL[] = [sql`(select 'waiting' as kind, null as key, id from imported_leads where user_id = ${config.userId} and status = 'pending' limit 1)`];
  if (sources.length) parts.push(sql`select 'source', source_lead_id, id from imported_leads where config_id = ${config.id} and source_lead_id in ${sources}`);
  if (emails.length) parts.push(sql`(select distinct on (email) 'email', email, id from imported_leads where ${recent} and email in ${emails} order by email, seq)`);
  if (phones.length) parts.push(sql`(select distinct on (phone) 'phone', phone, id from imported_leads where ${recent} and phone in ${phones} order by phone, seq)`);
  const result = await tx.execute(sql.join(parts, sql` union all `));
  const known: Known = { sources: new Map(), emails: new Map(), phones: new Map(), leadsWaiting: false };
  for (const row of (result as unknown as { rows: { kind: string; key: string; id: string }[] }).rows) {
    if (row.kind === 'waiting') known.leadsWaiting = true;
    else if (row.kind === 'source') known.sources.set(row.key, row.id);
    else if (row.kind === 'email') known.emails.set(row.key, row.id);
    else known.phones.set(row.key, row.id);
  }
  return known;
}

/**
 * Each lead's fate, in order. Charges come strictly oldest first: once one lead has to wait for funds (or leads already
 * wait), every later one waits too, so a cheaper lead never jumps the queue.
 */
function decide(config: ConfigRow, leads: PreparedLead[], known: Known, balanceCents: number, opts: IngestOptions): Decision[] {
  let available = balanceCents;
  let waiting = known.leadsWaiting;
  return leads.map((lead): Decision => {
    const replayOf = lead.sourceLeadId ? known.sources.get(lead.sourceLeadId) : undefined;
    if (replayOf) return { lead, outcome: 'already_imported', status: null, leadId: replayOf, duplicateOf: null, charge: false };
    if (lead.sourceLeadId) known.sources.set(lead.sourceLeadId, lead.id);

    if (lead.errors.length) {
      return opts.storeRejected
        ? { lead, outcome: 'rejected', status: 'failed', leadId: lead.id, duplicateOf: null, charge: false }
        : { lead, outcome: 'rejected', status: null, leadId: null, duplicateOf: null, charge: false };
    }
    if (lead.lead.isTest) return { lead, outcome: 'test', status: 'test', leadId: lead.id, duplicateOf: null, charge: false };

    const { email, phone } = lead.lead;
    const original = (email && known.emails.get(email)) || (phone && known.phones.get(phone)) || null;
    if (email && !known.emails.has(email)) known.emails.set(email, lead.id);
    if (phone && !known.phones.has(phone)) known.phones.set(phone, lead.id);
    if (original) return { lead, outcome: 'duplicate', status: 'duplicate', leadId: lead.id, duplicateOf: original, charge: false };

    if (!waiting && available >= config.costPerLeadCents) {
      available -= config.costPerLeadCents;
      return { lead, outcome: 'delivered', status: 'delivered', leadId: lead.id, duplicateOf: null, charge: true };
    }
    waiting = true;
    return { lead, outcome: 'pending', status: 'pending', leadId: lead.id, duplicateOf: null, charge: false };
  });
}

function toRow(config: ConfigRow, d: Decision, opts: IngestOptions): typeof importedLeads.$inferInsert {
  const { lead } = d;
  const priced = d.status === 'delivered' || d.status === 'pending';
  return {
    id: lead.id,
    userId: config.userId,
    configId: config.id,
    sourcePlatform: opts.platform,
    sourceLeadId: lead.sourceLeadId,
    leadData: lead.lead.data,
    email: lead.lead.email,
    phone: lead.lead.phone,
    status: d.status!,
    qualityScore: lead.score,
    qualityReasons: lead.reasons,
    errors: lead.errors,
    consent: lead.lead.consent satisfies LeadConsent | null,
    costCents: priced ? config.costPerLeadCents : 0,
    chargedAt: d.charge ? new Date() : null,
    duplicateOfId: d.duplicateOf,
    importId: opts.importId ?? null,
  };
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

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];
