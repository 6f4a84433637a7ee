// Live lead counts for an upload and for an import configuration, read from the leads' current statuses: a lead that
// waited for funds counts as delivered once a recharge pays for it, which the upload's frozen report cannot show.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  countsSettled, type ConfigLeadCounts, type CsvImportReport, type LeadCounts, type LeadImportCounts,
} from '../../../common/leads';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { leadImports } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ownConfig } from './configs.service';

// `over_cap`: held by a spend cap (spend-caps.ts) until a new day, a credit or a raised cap releases it.
const BY_STATUS = sql`
  count(*)::int as total,
  count(*) filter (where status = 'delivered')::int as delivered,
  count(*) filter (where status = 'pending')::int as pending,
  count(*) filter (where status = 'over_cap')::int as "overCap",
  count(*) filter (where status = 'failed')::int as rejected,
  count(*) filter (where status = 'duplicate')::int as duplicate,
  count(*) filter (where status = 'test')::int as test,
  count(*) filter (where status = 'returned')::int as returned,
  coalesce(sum(cost_cents) filter (where status = 'delivered'), 0)::int as "chargedCents"`;

type Counted = LeadCounts & { total: number; chargedCents: number };

async function countLeads(db: Db, where: SQL): Promise<Counted> {
  return rowsOf<Counted>(await db.execute(sql`select ${BY_STATUS} from imported_leads where ${where}`))[0]!;
}

const leadCounts = ({ delivered, pending, overCap, rejected, duplicate, test, returned }: Counted): LeadCounts =>
  ({ delivered, pending, overCap, rejected, duplicate, test, returned });

/** One upload's counts; someone else's upload answers like a missing one. */
export async function importCounts(db: Db, userId: string, importId: string): Promise<LeadImportCounts> {
  const [run] = await db.select().from(leadImports).where(and(eq(leadImports.id, importId), eq(leadImports.userId, userId)));
  if (!run) throw notFound('Upload');
  const counted = await countLeads(db, sql`import_id = ${importId} and user_id = ${userId}`);
  // The report is written when the upload ends. An already imported row stores no new lead, so only the report
  // knows them; refused rows are stored (failed) and counted like the rest.
  const report = run.report as Partial<Pick<CsvImportReport, 'rows' | 'counts'>>;
  const counts = leadCounts(counted);
  return {
    ...counts,
    importId: run.id,
    status: run.status,
    rows: report.rows ?? counted.total,
    alreadyImported: report.counts?.already_imported ?? 0,
    chargedCents: counted.chargedCents,
    settled: run.status !== 'processing' && countsSettled(counts),
  };
}

/** An import configuration's counts today (UTC) and in all; only its owner may read them. */
export async function configCounts(db: Db, userId: string, configId: string): Promise<ConfigLeadCounts> {
  const config = await ownConfig(db, userId, configId);
  // user_id leads the filter: imported_leads_user_imported_idx serves both. No general index is added on config_id:
  // ingest_leads' replay lookup (config_id, source_lead_id) must keep exactly one index that fits (see the schema).
  const mine = sql`user_id = ${userId} and config_id = ${config.id}`;
  const [today, allTime] = await Promise.all([
    countLeads(db, sql`${mine} and imported_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'`),
    countLeads(db, mine),
  ]);
  return { today: leadCounts(today), allTime: leadCounts(allTime), settled: countsSettled(leadCounts(allTime)) };
}
