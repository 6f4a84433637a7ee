// Charged leads in the order their charges committed, for the data API's feed (GET /api/v1/leads), which CRMs poll
// with the position of the last lead they read. charged_at cannot be that order: it is the charging transaction's
// start time, and a transaction that started earlier can commit later, behind a reader that has already passed it.
// So each charge records its transaction's id (charge_xid, set by ingest_leads and release_held_leads), and a read
// stops below the oldest transaction still running (its snapshot's xmin): every transaction below has ended, so no
// charge can still commit behind what was read, and one that is still open is read on a later poll. The position is
// (charge_xid, seq): leads charged in one transaction share its id and follow each other in arrival order.
import { sql } from 'drizzle-orm';
import type { LeadConsent, LeadStatus } from '../../../common/leads';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Where a read resumes: after this lead. Both are bigints, kept in text (a transaction id may pass 2^53 one day). */
export interface ChargePosition { xid: string; seq: string }

/** Before every charge: the backfilled charges of migration 0027 are negative, real transaction ids positive. */
export const FIRST_POSITION: ChargePosition = { xid: '-9223372036854775808', seq: '0' };

export interface ChargedLead {
  id: string;
  userId: string;
  configId: string | null;
  sourcePlatform: string;
  sourceLeadId: string | null;
  status: LeadStatus;
  chargedAt: string;
  importedAt: string;
  costCents: number;
  qualityScore: number;
  leadData: Record<string, string>;
  consent: LeadConsent | null;
  position: ChargePosition;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Up to `limit` leads of these advertisers charged after `after` by transactions that have all ended, in charge order.
 * One index range per advertiser (imported_leads_user_charge_idx), merged: a team's page costs its members times the
 * limit, however long its history.
 */
export async function chargedLeadsAfter(db: Db, userIds: string[], after: ChargePosition, limit: number): Promise<ChargedLead[]> {
  if (!userIds.length) return [];
  const rows = rowsOf<Omit<ChargedLead, 'position'> & { xid: string; seq: string }>(await db.execute(sql`
    with horizon as (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as xmin)
    select l.id, l.user_id as "userId", l.config_id as "configId", l.source_platform as "sourcePlatform",
      l.source_lead_id as "sourceLeadId", l.status, ${iso('l.charged_at')} as "chargedAt", ${iso('l.imported_at')} as "importedAt",
      l.cost_cents as "costCents", l.quality_score::int as "qualityScore", l.lead_data as "leadData", l.consent,
      l.charge_xid::text as xid, l.seq::text as seq
    from horizon, unnest(array[${sql.join(userIds.map((id) => sql`${id}::uuid`), sql`, `)}]) as m(user_id)
    cross join lateral (
      select * from imported_leads i
      where i.user_id = m.user_id and i.charge_xid is not null and i.charge_xid < horizon.xmin
        and (i.charge_xid, i.seq) > (${after.xid}::bigint, ${after.seq}::bigint)
      order by i.charge_xid, i.seq
      limit ${limit}
    ) l
    order by l.charge_xid, l.seq
    limit ${limit}`));
  return rows.map(({ xid, seq, ...lead }) => ({ ...lead, position: { xid, seq } }));
}
