// The price list: the least an import pays per lead, by source and lead type. Admins keep it (each change audited);
// an import's cost per lead is checked against it when the import is saved, so a later list change never reprices
// leads an advertiser already agreed to.
import { and, eq } from 'drizzle-orm';
import {
  CAMPAIGN_SOURCES, LEAD_MESSAGES, LEAD_TYPES, type CampaignSource, type LeadPrice, type LeadType,
} from '../../../common/leads';
import type { Db } from '../../db/client';
import { leadPrices } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit/audit.service';

type PriceRow = typeof leadPrices.$inferSelect;
const toPrice = (row: PriceRow): LeadPrice => ({ source: row.source, leadType: row.leadType, priceCents: row.priceCents, updatedAt: row.updatedAt.toISOString() });

/** Every source and type, in the order the forms list them. */
export async function listPrices(db: Db): Promise<LeadPrice[]> {
  const rows = await db.select().from(leadPrices);
  const order = (r: PriceRow) => CAMPAIGN_SOURCES.indexOf(r.source) * LEAD_TYPES.length + LEAD_TYPES.indexOf(r.leadType);
  return rows.sort((a, b) => order(a) - order(b)).map(toPrice);
}

export async function listPrice(db: Db, source: CampaignSource, leadType: LeadType): Promise<number> {
  const [row] = await db.select({ priceCents: leadPrices.priceCents }).from(leadPrices)
    .where(and(eq(leadPrices.source, source), eq(leadPrices.leadType, leadType)));
  if (!row) throw notFound('List price');
  return row.priceCents;
}

/** Refuses a cost under the list price, with the message naming the minimum (on the cost field for the form). */
export async function assertAtLeastListPrice(db: Db, source: CampaignSource, leadType: LeadType, costCents: number) {
  const floor = await listPrice(db, source, leadType);
  if (costCents < floor) {
    const message = LEAD_MESSAGES.belowListPrice(source, leadType, floor);
    throw new AppError('BELOW_LIST_PRICE', 422, message, { costPerLeadCents: message });
  }
}

/** An admin's new list price, written with its audit row. */
export async function setPrice(db: Db, actor: Actor, source: CampaignSource, leadType: LeadType, priceCents: number): Promise<LeadPrice> {
  return db.transaction(async (tx) => {
    const where = and(eq(leadPrices.source, source), eq(leadPrices.leadType, leadType));
    const [before] = await tx.select().from(leadPrices).where(where).for('update');
    if (!before) throw notFound('List price');
    const [after] = await tx.update(leadPrices).set({ priceCents, updatedAt: new Date() }).where(where).returning();
    await recordAudit(tx, actor, {
      action: 'lead_price.update', entityType: 'lead_price', entityId: `${source}:${leadType}`,
      before: { priceCents: before.priceCents }, after: { priceCents },
    });
    return toPrice(after!);
  });
}
