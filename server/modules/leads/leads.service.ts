// The advertiser's leads: the dashboard's tiles, the filtered and paged list, one lead's detail, and the CSV export.
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Lead, LeadDetail, LeadFilters, LeadPage, LeadSummary } from '../../../common/leads';
import { RECENT_LEADS, RETURN_WINDOW_DAYS } from '../../../common/leads';
import type { Db } from '../../db/client';
import { importedLeads, leadImportConfigs, leadReturns, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ledgerEntryByReference } from '../balance/balance.service';
import { isHeld, maskConsent, maskContact, maskLeadData } from './held-leads';

type LeadRow = typeof importedLeads.$inferSelect;
type ReturnRow = typeof leadReturns.$inferSelect;
type Filters = LeadFilters;
type LeadJoinRow = { lead: LeadRow; campaignName: string | null; ret: ReturnRow | null; memberName?: string | null };
/**
 * Whose leads a list reads: `owners`, the advertisers (the reader alone, or every member of their team for its owner
 * and admins: team-membership.ts's leadOwnersReadableBy); `team`, whether to name each lead's member.
 */
export interface LeadScope { owners: string[]; team: boolean }
/** Who reads: the advertiser (held leads masked) or an admin (everything). */
type Reader = 'advertiser' | 'admin';

const leadColumns = { lead: importedLeads, campaignName: leadImportConfigs.campaignName, ret: leadReturns, memberName: users.name };

function baseQuery(db: Db) {
  return db.select(leadColumns).from(importedLeads)
    .leftJoin(leadImportConfigs, eq(leadImportConfigs.id, importedLeads.configId))
    .leftJoin(leadReturns, eq(leadReturns.leadId, importedLeads.id))
    .leftJoin(users, eq(users.id, importedLeads.userId));
}

/** A lead of a list: in a team's list, with the member whose import brought it. */
const listed = (row: LeadJoinRow, scope: LeadScope): Lead =>
  ({ ...toLead(row), ...(scope.team ? { member: { id: row.lead.userId, name: row.memberName ?? '' } } : {}) });

export async function leadSummary(db: Db, userId: string, reader: Reader = 'advertiser'): Promise<LeadSummary> {
  const [[totals], [configs], recent] = await Promise.all([
    db.select({
      totalLeads: count(),
      totalSpentCents: sql<number>`coalesce(sum(${importedLeads.costCents}) filter (where ${importedLeads.status} = 'delivered'), 0)`.mapWith(Number),
      avgQuality: sql<number>`coalesce(round(avg(${importedLeads.qualityScore}) filter (where ${importedLeads.status} <> 'test'), 1), 0)`.mapWith(Number),
    }).from(importedLeads).where(eq(importedLeads.userId, userId)),
    db.select({ n: count() }).from(leadImportConfigs)
      .where(and(eq(leadImportConfigs.userId, userId), eq(leadImportConfigs.active, true), isNull(leadImportConfigs.deletedAt))),
    baseQuery(db).where(eq(importedLeads.userId, userId)).orderBy(desc(importedLeads.importedAt), desc(importedLeads.seq)).limit(RECENT_LEADS),
  ]);
  return {
    stats: { totalLeads: totals!.totalLeads, totalSpentCents: totals!.totalSpentCents, avgQuality: totals!.avgQuality, activeConfigs: configs!.n },
    recentLeads: recent.map((row) => toLead(row, reader)),
  };
}

export async function listLeads(db: Db, scope: LeadScope, q: Filters & { page: number; limit: number }): Promise<LeadPage> {
  const where = leadFilters(scope.owners, q);
  const [rows, [total]] = await Promise.all([
    baseQuery(db).where(where).orderBy(desc(importedLeads.importedAt), desc(importedLeads.seq)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(importedLeads).where(where),
  ]);
  return { items: rows.map((row) => listed(row, scope)), total: total!.n, page: q.page, pageSize: q.limit };
}

/** Every lead matching the filters, newest first, read in pages (keyset) so an export never holds them all. */
export async function* leadRows(db: Db, scope: LeadScope, filters: Filters, pageSize = 1000) {
  let after: { importedAt: Date; seq: number } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${importedLeads.importedAt}, ${importedLeads.seq}) < (${after.importedAt.toISOString()}::timestamptz, ${after.seq})`
      : undefined;
    const rows: LeadJoinRow[] = await baseQuery(db).where(and(leadFilters(scope.owners, filters), keyset))
      .orderBy(desc(importedLeads.importedAt), desc(importedLeads.seq)).limit(pageSize);
    for (const row of rows) yield { ...listed(row, scope), ...ownerView(row.lead) };
    if (rows.length < pageSize) return;
    const last: LeadRow = rows[rows.length - 1]!.lead;
    after = { importedAt: last.importedAt, seq: last.seq };
  }
}

/**
 * One lead the reader may read (`readable`: whose leads, as for a list). A teammate's lead is read-only: only the
 * lead's own advertiser may return it.
 */
export async function leadDetail(db: Db, userId: string, id: string, readable: string[] = [userId]): Promise<LeadDetail> {
  const [row] = await baseQuery(db).where(and(eq(importedLeads.id, id), inArray(importedLeads.userId, readable)));
  if (!row) throw notFound('Lead');
  const advertiser = row.lead.userId;
  const [charge, original] = await Promise.all([
    row.lead.chargedAt ? ledgerEntryByReference(db, advertiser, row.lead.id) : null,
    row.lead.duplicateOfId
      ? baseQuery(db).where(and(eq(importedLeads.id, row.lead.duplicateOfId), eq(importedLeads.userId, advertiser))).then(([r]) => r)
      : undefined,
  ]);
  const own = advertiser === userId;
  return {
    ...listed(row, { owners: readable, team: !own }),
    ...ownerView(row.lead),
    qualityReasons: row.lead.qualityReasons,
    errors: row.lead.errors,
    charge,
    returnableUntil: own ? returnableUntil(row.lead, row.ret)?.toISOString() ?? null : null,
    duplicateOf: original ? (({ id, name, importedAt, campaignName }) => ({ id, name, importedAt, campaignName }))(toLead(original)) : null,
  };
}

/** A delivered lead can be returned within the window after its charge, once. */
export function returnableUntil(lead: LeadRow, ret: ReturnRow | null, now = new Date()): Date | null {
  if (lead.status !== 'delivered' || !lead.chargedAt || ret) return null;
  const until = new Date(lead.chargedAt.getTime() + RETURN_WINDOW_DAYS * 86_400_000);
  return until > now ? until : null;
}

/**
 * A held lead shows only its first name, masked contact details and its source id (held-leads.ts), so a search matches
 * nothing else of it: otherwise guessing a substring at a time would read a masked e-mail or phone back.
 */
function searchCondition(search: string): SQL {
  const digits = search.replace(/\D/g, '');
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const readable = or(isNotNull(importedLeads.chargedAt), eq(importedLeads.status, 'test'));
  return or(
    and(readable, or(
      ilike(importedLeads.email, like),
      digits.length >= 3 ? sql`${importedLeads.phone} like ${`%${digits}%`}` : undefined,
      sql`(${importedLeads.leadData}->>'first_name') || ' ' || coalesce(${importedLeads.leadData}->>'last_name', '') ilike ${like}`,
    )),
    sql`${importedLeads.leadData}->>'first_name' ilike ${like}`,
    eq(importedLeads.sourceLeadId, search),
  )!;
}

function leadFilters(owners: string[], q: Filters): SQL {
  const search = q.search?.trim();
  return and(
    owners.length === 1 ? eq(importedLeads.userId, owners[0]!) : inArray(importedLeads.userId, owners),
    q.configId ? eq(importedLeads.configId, q.configId) : undefined,
    q.status ? eq(importedLeads.status, q.status) : undefined,
    q.from ? gte(importedLeads.importedAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(importedLeads.importedAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
    q.minQuality !== undefined ? gte(importedLeads.qualityScore, q.minQuality) : undefined,
    search ? searchCondition(search) : undefined,
  )!;
}

/** A lead's fields and consent proof as its advertiser may read them: masked until the lead is charged. */
function ownerView(lead: LeadRow) {
  const consent = lead.consent ?? null;
  return isHeld(lead)
    ? { data: maskLeadData(lead.leadData), consent: consent && maskConsent(consent) }
    : { data: lead.leadData, consent };
}

/** A lead as its advertiser sees it (contact masked until charged: held-leads.ts); `admin` reads it whole. */
export function toLead(row: LeadJoinRow, reader: Reader = 'advertiser'): Lead {
  const { lead, ret } = row;
  const data = lead.leadData;
  const held = isHeld(lead);
  const contact = { name: [data.first_name, data.last_name].filter(Boolean).join(' '), email: lead.email ?? data.email ?? null, phone: lead.phone ?? data.phone ?? null };
  return {
    id: lead.id,
    configId: lead.configId,
    campaignName: row.campaignName,
    sourcePlatform: lead.sourcePlatform,
    sourceLeadId: lead.sourceLeadId,
    status: lead.status,
    qualityScore: lead.qualityScore,
    costCents: lead.costCents,
    chargedAt: lead.chargedAt?.toISOString() ?? null,
    importedAt: lead.importedAt.toISOString(),
    ...(held && reader === 'advertiser' ? maskContact(contact) : contact),
    held,
    duplicateOfId: lead.duplicateOfId,
    return: ret ? {
      id: ret.id, status: ret.status, reason: ret.reason, details: ret.details, adminNote: ret.adminNote,
      createdAt: ret.createdAt.toISOString(), decidedAt: ret.decidedAt?.toISOString() ?? null,
    } : null,
  };
}
