// The prices in force, read from the content store where admins edit the pricing page: a plan's `pricing_plan_N_price`
// ("$299") and an add-on's line of `pricing_addons` ("Team Management | $19 per user/month | ..."). The page shows
// exactly what is charged; a price that does not read as dollars stops sales of that item rather than guess.
import { ADDON_IDS, ADDONS, PLAN_IDS, PLAN_MESSAGES, PLANS, type AddonId, type PlanId } from '../../../common/plans';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { contentValues } from '../content/content.service';

export interface PriceList {
  plans: Record<PlanId, { name: string; priceCents: number }>;
  addons: Record<AddonId, { name: string; priceCents: number }>;
}

/** "$1,299.00 per month" -> 129900; null when the text holds no dollar amount. */
export function dollarsIn(text: string): number | null {
  const match = /\$\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?/.exec(text);
  if (!match) return null;
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const planKeys = PLAN_IDS.flatMap((id) => [`${PLANS[id].contentPrefix}_name`, `${PLANS[id].contentPrefix}_price`]);

export async function readPriceList(db: Db): Promise<PriceList> {
  const value = await contentValues(db, [...planKeys, 'pricing_addons']);
  const addonLines = (value.get('pricing_addons') ?? '').split('\n').map((line) => line.split('|').map((f) => f.trim()));
  const price = (text: string | undefined) => dollarsIn(text ?? '') ?? -1;
  return {
    plans: Object.fromEntries(PLAN_IDS.map((id) => {
      const prefix = PLANS[id].contentPrefix;
      return [id, { name: value.get(`${prefix}_name`) || id, priceCents: price(value.get(`${prefix}_price`)) }];
    })) as PriceList['plans'],
    addons: Object.fromEntries(ADDON_IDS.map((id) => {
      const [name, text] = addonLines[ADDONS[id].line] ?? [];
      return [id, { name: name || id, priceCents: price(text) }];
    })) as PriceList['addons'],
  };
}

/** A price that must be known to sell: -1 (unreadable) refuses the sale. */
export function known(priceCents: number): number {
  if (priceCents < 0) throw new AppError('PRICE_NOT_SET', 503, PLAN_MESSAGES.priceMissing);
  return priceCents;
}
