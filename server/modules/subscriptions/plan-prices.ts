// The prices in force, read from the content store where admins edit the pricing page: a plan's `pricing_plan_N_price`
// ("$299") and an add-on's `pricing_addon_<id>_price` ("$19 per user/month"), each under its own key. The page shows
// exactly what is charged; saving a price that does not read as dollars is refused (content-admin.service.ts), and
// one that still does not (an older value) stops sales of that item rather than guess.
import { dollarsIn } from '../../../common/money';
import { ADDON_IDS, ADDONS, PLAN_IDS, PLAN_MESSAGES, PLANS, type AddonId, type PlanId } from '../../../common/plans';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { contentValues } from '../content/content.service';

export interface PriceList {
  plans: Record<PlanId, { name: string; priceCents: number }>;
  addons: Record<AddonId, { name: string; priceCents: number }>;
}

const priceKeys = [...PLAN_IDS.map((id) => PLANS[id].contentPrefix), ...ADDON_IDS.map((id) => ADDONS[id].contentPrefix)]
  .flatMap((prefix) => [`${prefix}_name`, `${prefix}_price`]);

export async function readPriceList(db: Db): Promise<PriceList> {
  const value = await contentValues(db, priceKeys);
  const item = <Id extends string>(id: Id, prefix: string) =>
    [id, { name: value.get(`${prefix}_name`) || id, priceCents: dollarsIn(value.get(`${prefix}_price`) ?? '') ?? -1 }] as const;
  return {
    plans: Object.fromEntries(PLAN_IDS.map((id) => item(id, PLANS[id].contentPrefix))) as PriceList['plans'],
    addons: Object.fromEntries(ADDON_IDS.map((id) => item(id, ADDONS[id].contentPrefix))) as PriceList['addons'],
  };
}

/** A price that must be known to sell: -1 (unreadable) refuses the sale. */
export function known(priceCents: number): number {
  if (priceCents < 0) throw new AppError('PRICE_NOT_SET', 503, PLAN_MESSAGES.priceMissing);
  return priceCents;
}
