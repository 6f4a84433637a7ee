// Lead import configurations: one per campaign and source, each with its own secret ingest URL (and, for Google Ads,
// webhook key). Facebook page tokens are kept sealed; they never leave the server.
import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AdminLeadImport } from '../../../common/admin';
import type { CreateLeadConfig, LeadConfig, UpdateLeadConfig } from '../../../common/leads';
import { utcDay } from '../../../common/dates';
import { LEAD_MESSAGES, QualityRules } from '../../../common/leads';
import type { Db } from '../../db/client';
import { importedLeads, leadImportConfigs } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { JobQueue } from '../jobs/job-queue';
import { deliveryHealth, forgetDeliveryEndpoints } from './delivery/endpoints';
import type { ConfigRow } from './pipeline';
import { assertAtLeastListPrice, listPrice } from './prices.service';

export interface ConfigDeps {
  db: Db;
  jobs: JobQueue;
  box: SecretBox;
  publicUrl: string;
  facebook: { verifyToken: string; ready: boolean };
}

const secret = (prefix: string, bytes: number) => `${prefix}${randomBytes(bytes).toString('base64url')}`;
export const newIngestToken = () => secret('li_', 24);
const newGoogleKey = () => secret('gk_', 18);

/** FACEBOOK_VERIFY_TOKEN, or one derived from the auth secret: stable across restarts and instances, and secret. */
export function facebookVerifyToken(configured: string | undefined, authSecret: string) {
  return configured ?? createHmac('sha256', authSecret).update('datacsv:facebook-verify-token').digest('base64url').slice(0, 32);
}

export async function createConfig(deps: ConfigDeps, userId: string, input: CreateLeadConfig & { active: boolean }): Promise<LeadConfig> {
  const facebook = input.campaignSource === 'facebook' ? input.facebook : undefined;
  if (input.campaignSource === 'facebook' && !facebook?.pageId) throw new AppError('VALIDATION_ERROR', 400, LEAD_MESSAGES.pageId, { 'facebook.pageId': LEAD_MESSAGES.pageId });
  const costPerLeadCents = input.costPerLeadCents ?? await listPrice(deps.db, input.campaignSource, input.leadType);
  await assertAtLeastListPrice(deps.db, input.campaignSource, input.leadType, costPerLeadCents);
  const [row] = await deps.db.insert(leadImportConfigs).values({
    userId,
    campaignName: input.campaignName,
    campaignSource: input.campaignSource,
    leadType: input.leadType,
    costPerLeadCents,
    active: input.active,
    dailyBudgetCents: input.dailyBudgetCents ?? null,
    dailyLeadCap: input.dailyLeadCap ?? null,
    ingestToken: newIngestToken(),
    googleKey: input.campaignSource === 'google' ? newGoogleKey() : null,
    facebookPageId: facebook?.pageId ?? null,
    facebookFormId: facebook?.formId || null,
    facebookPageToken: facebook?.pageAccessToken ? deps.box.seal(facebook.pageAccessToken) : null,
    settings: { qualityRules: QualityRules.parse(input.qualityRules ?? {}) },
  }).returning();
  return toView(deps, row!, null);
}

export async function updateConfig(deps: ConfigDeps, userId: string, id: string, input: UpdateLeadConfig): Promise<LeadConfig> {
  const current = await ownConfig(deps.db, userId, id);
  const facebook = current.campaignSource === 'facebook' ? input.facebook : undefined;
  // A new price or type must meet the list price. Saving them unchanged does not (a list price raised since does not
  // reprice the import), and an import from before the price list keeps its price until it is given a type.
  const leadType = input.leadType ?? current.leadType;
  const cost = input.costPerLeadCents ?? current.costPerLeadCents;
  if (leadType && (leadType !== current.leadType || cost !== current.costPerLeadCents)) {
    await assertAtLeastListPrice(deps.db, current.campaignSource, leadType, cost);
  }
  const changes = {
    ...(input.campaignName !== undefined ? { campaignName: input.campaignName } : {}),
    ...(input.leadType !== undefined ? { leadType: input.leadType } : {}),
    ...(input.costPerLeadCents !== undefined ? { costPerLeadCents: input.costPerLeadCents } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.dailyBudgetCents !== undefined ? { dailyBudgetCents: input.dailyBudgetCents } : {}),
    ...(input.dailyLeadCap !== undefined ? { dailyLeadCap: input.dailyLeadCap } : {}),
    ...(facebook?.pageId ? { facebookPageId: facebook.pageId } : {}),
    ...(facebook?.formId !== undefined ? { facebookFormId: facebook.formId || null } : {}),
    ...(facebook?.pageAccessToken ? { facebookPageToken: deps.box.seal(facebook.pageAccessToken) } : {}),
    ...(input.qualityRules ? { settings: { ...current.settings, qualityRules: QualityRules.parse(input.qualityRules) } } : {}),
  };
  // Facebook settings on another platform's configuration are ignored: with nothing else sent, nothing changes
  // (an UPDATE with no columns is an error, not a no-op).
  if (Object.keys(changes).length > 0) {
    await deps.db.transaction(async (tx) => {
      await tx.update(leadImportConfigs).set(changes).where(eq(leadImportConfigs.id, current.id));
      // New caps may let held leads through: released oldest first, as far as the caps allow.
      if ('dailyBudgetCents' in changes || 'dailyLeadCap' in changes) {
        await deps.jobs.send('leads.charge-pending', { userId }, { tx, singletonKey: userId });
      }
    });
  }
  return readConfig(deps, userId, current.id);
}

/** Deleted configurations keep their leads (and those leads' history) but accept nothing and leave the list. */
export async function deleteConfig(db: Db, userId: string, id: string) {
  const current = await ownConfig(db, userId, id);
  await db.update(leadImportConfigs).set({ deletedAt: new Date(), active: false, facebookPageToken: null }).where(eq(leadImportConfigs.id, current.id));
}

/**
 * A deleted account's leads go (they are other people's contact details); its configurations stay, deleted like
 * deleteConfig leaves them, with their sealed page tokens wiped.
 */
export async function forgetUser(tx: Db, userId: string) {
  await tx.delete(importedLeads).where(eq(importedLeads.userId, userId));
  await forgetDeliveryEndpoints(tx, userId);
  await tx.update(leadImportConfigs).set({ deletedAt: new Date(), active: false, facebookPageToken: null }).where(eq(leadImportConfigs.userId, userId));
}

/** New ingest URL (and Google key): the old ones stop working at once. */
export async function rotateSecrets(deps: ConfigDeps, userId: string, id: string): Promise<LeadConfig> {
  const current = await ownConfig(deps.db, userId, id);
  await deps.db.update(leadImportConfigs).set({
    ingestToken: newIngestToken(), googleKey: current.campaignSource === 'google' ? newGoogleKey() : current.googleKey,
  }).where(eq(leadImportConfigs.id, current.id));
  return readConfig(deps, userId, id);
}

/** A user's configurations as an admin sees them (user page): caps, totals, delivery health, paused or not; no secrets. */
export async function adminListConfigs(db: Db, userId: string): Promise<AdminLeadImport[]> {
  const rows = await db.select({ config: leadImportConfigs, stats: configStats }).from(leadImportConfigs)
    .where(and(eq(leadImportConfigs.userId, userId), isNull(leadImportConfigs.deletedAt)))
    .orderBy(desc(leadImportConfigs.createdAt));
  const delivery = await deliveryHealth(db, rows.map((r) => r.config.id));
  return rows.map((r) => ({ ...publicView(r.config, r.stats), delivery: delivery.get(r.config.id)! }));
}

/** An admin pauses or resumes someone's import (audited); a resumed import accepts leads again at once. */
export async function adminSetConfigActive(db: Db, actor: Actor, id: string, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(leadImportConfigs).where(and(eq(leadImportConfigs.id, id), isNull(leadImportConfigs.deletedAt))).for('update');
    if (!before) throw notFound('Import configuration');
    await tx.update(leadImportConfigs).set({ active }).where(eq(leadImportConfigs.id, id));
    await recordAudit(tx, actor, {
      action: active ? 'lead_config.resume' : 'lead_config.pause', entityType: 'lead_config', entityId: id,
      before: { active: before.active }, after: { active },
    });
  });
}

export async function listConfigs(deps: ConfigDeps, userId: string): Promise<LeadConfig[]> {
  const rows = await deps.db.select({ config: leadImportConfigs, stats: configStats }).from(leadImportConfigs)
    .where(and(eq(leadImportConfigs.userId, userId), isNull(leadImportConfigs.deletedAt)))
    .orderBy(desc(leadImportConfigs.createdAt));
  return rows.map((r) => toView(deps, r.config, r.stats));
}

export async function readConfig(deps: ConfigDeps, userId: string, id: string): Promise<LeadConfig> {
  const config = await ownConfig(deps.db, userId, id);
  const [row] = await deps.db.select({ stats: configStats }).from(leadImportConfigs).where(eq(leadImportConfigs.id, config.id));
  return toView(deps, config, row!.stats);
}

/** The user's own, not deleted, configuration; anyone else's answers exactly like a missing one. */
export async function ownConfig(db: Db, userId: string, id: string): Promise<ConfigRow> {
  const [row] = await db.select().from(leadImportConfigs)
    .where(and(eq(leadImportConfigs.id, id), eq(leadImportConfigs.userId, userId), isNull(leadImportConfigs.deletedAt)));
  if (!row) throw notFound('Import configuration');
  return row;
}

export async function configByToken(db: Db, token: string): Promise<ConfigRow | null> {
  const [row] = await db.select().from(leadImportConfigs).where(and(eq(leadImportConfigs.ingestToken, token), isNull(leadImportConfigs.deletedAt)));
  return row ?? null;
}

export async function configById(db: Db, id: string): Promise<ConfigRow | null> {
  const [row] = await db.select().from(leadImportConfigs).where(and(eq(leadImportConfigs.id, id), isNull(leadImportConfigs.deletedAt)));
  return row ?? null;
}

/** Active Facebook configurations listening to this page (and form, or every form of the page). */
export async function facebookConfigs(db: Db, pageId: string, formId: string | null): Promise<ConfigRow[]> {
  return db.select().from(leadImportConfigs).where(and(
    eq(leadImportConfigs.campaignSource, 'facebook'), eq(leadImportConfigs.facebookPageId, pageId), isNull(leadImportConfigs.deletedAt),
    eq(leadImportConfigs.active, true),
    formId ? or(isNull(leadImportConfigs.facebookFormId), eq(leadImportConfigs.facebookFormId, formId)) : isNull(leadImportConfigs.facebookFormId),
  ));
}

/** The import's quality rules; a configuration saved before they existed has every rule off. */
export const qualityRulesOf = (config: ConfigRow): QualityRules => QualityRules.parse(config.settings.qualityRules ?? {});

/** Refuses work for an inactive configuration with the message the advertiser needs. */
export function assertActive(config: ConfigRow) {
  if (!config.active) throw new AppError('CONFIG_INACTIVE', 409, LEAD_MESSAGES.inactive);
}

type ConfigStats = { leads: number; deliveredLeads: number; spentCents: number; lastLeadAt: string | null; overCapLeads: number };
const configStats = sql<ConfigStats>`(
  select json_build_object(
    'leads', count(*),
    'overCapLeads', count(*) filter (where l.status = 'over_cap'),
    'deliveredLeads', count(*) filter (where l.status = 'delivered'),
    'spentCents', coalesce(sum(l.cost_cents) filter (where l.status = 'delivered'), 0),
    'lastLeadAt', max(l.imported_at))
  from ${importedLeads} l where l.config_id = "lead_import_configs"."id")`;

/** What owners and admins both see of a configuration: no secrets. */
function publicView(row: ConfigRow, stats: ConfigStats | null): Omit<AdminLeadImport, 'delivery'> {
  const today = row.spendDay === utcDay();
  return {
    id: row.id,
    campaignName: row.campaignName,
    campaignSource: row.campaignSource,
    leadType: row.leadType,
    active: row.active,
    costPerLeadCents: row.costPerLeadCents,
    qualityRules: qualityRulesOf(row),
    stats: {
      leads: Number(stats?.leads ?? 0),
      deliveredLeads: Number(stats?.deliveredLeads ?? 0),
      spentCents: Number(stats?.spentCents ?? 0),
      lastLeadAt: stats?.lastLeadAt ? new Date(stats.lastLeadAt).toISOString() : null,
    },
    caps: {
      dailyBudgetCents: row.dailyBudgetCents,
      dailyLeadCap: row.dailyLeadCap,
      today: { leads: today ? row.leadsOnDay : 0, cents: today ? row.spentCentsOnDay : 0 },
      overCapLeads: Number(stats?.overCapLeads ?? 0),
    },
  };
}

function toView(deps: ConfigDeps, row: ConfigRow, stats: ConfigStats | null): LeadConfig {
  return {
    ...publicView(row, stats),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ingestUrl: `${deps.publicUrl}/api/leads/ingest/${row.ingestToken}`,
    facebook: row.campaignSource === 'facebook' ? {
      pageId: row.facebookPageId, formId: row.facebookFormId, hasPageToken: Boolean(row.facebookPageToken),
      callbackUrl: `${deps.publicUrl}/api/webhooks/facebook`, verifyToken: deps.facebook.verifyToken, ready: deps.facebook.ready,
    } : null,
    google: row.campaignSource === 'google' && row.googleKey
      ? { webhookUrl: `${deps.publicUrl}/api/webhooks/google-ads/${row.id}`, googleKey: row.googleKey }
      : null,
  };
}
