// What a plan costs, line by line: the monthly lines (plan, Real-Time Data Delivery, Team Management seats), what a
// change costs now or credits, and a renewal's invoice (next month in advance, the period's per-dataset add-ons and
// seats added mid-period in arrears, less any credit). Pure: the callers read prices, seats and usage.
import { sql, type SQL } from 'drizzle-orm';
import { MIN_CHARGE_CENTS } from '../../../common/checkout';
import { formatCents } from '../../../common/money';
import { PLAN_IDS, PLANS, type InvoiceLine, type PlanQuote, type PlanSettings } from '../../../common/plans';
import { prorate } from './billing-period';
import { known, type PriceList } from './plan-prices';

const line = (description: string, quantity: number, unitCents: number): InvoiceLine =>
  ({ description, quantity, unitCents, amountCents: quantity * unitCents });

export function monthlyLines(prices: PriceList, settings: PlanSettings, seats: number): InvoiceLine[] {
  const lines = [line(`${prices.plans[settings.plan].name} plan, monthly`, 1, known(prices.plans[settings.plan].priceCents))];
  if (settings.realtime) lines.push(line(`${prices.addons.realtime.name}, monthly`, 1, known(prices.addons.realtime.priceCents)));
  if (settings.teamSeats) lines.push(line(`${prices.addons.team.name}, per member`, seats, known(prices.addons.team.priceCents)));
  return lines;
}

export const total = (lines: InvoiceLine[]) => lines.reduce((sum, l) => sum + l.amountCents, 0);

const shortDate = (at: Date) => at.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A change of plan or add-ons in the middle of a period: a higher monthly total is charged now for the rest of the
 * period (the upgrade applies once paid; under Stripe's $0.50 minimum it is waived); a lower one applies at once and
 * its unused part is credited to the renewal, unless the team has already taken more datasets this period than the
 * cheaper plan allows: then the dearer plan's period was used, and nothing is credited.
 */
export function changeQuote(
  prices: PriceList, current: { settings: PlanSettings; seats: number; start: Date; end: Date; taken: number }, next: PlanSettings, now: Date,
): PlanQuote {
  const monthlyNow = total(monthlyLines(prices, current.settings, current.seats));
  const nextLines = monthlyLines(prices, next, current.seats);
  const monthly = total(nextLines);
  const share = prorate(Math.abs(monthly - monthlyNow), current, now);
  const until = `pro rata until ${shortDate(current.end)}`;
  if (monthly > monthlyNow) {
    // Under the card minimum, a charge is waived rather than refused (a change on the period's last hours).
    const charged = share < MIN_CHARGE_CENTS ? 0 : share;
    return { chargeNowCents: charged, creditCents: 0, monthlyCents: monthly, lines: [line(`Plan change: ${formatCents(monthly - monthlyNow)} more a month, ${until}`, 1, charged)] };
  }
  const allowance = PLANS[next.plan].datasetsPerPeriod;
  if (share && allowance !== null && current.taken > allowance) {
    return { chargeNowCents: 0, creditCents: 0, monthlyCents: monthly, lines: [line(`No credit: ${current.taken} datasets taken this period, more than the ${prices.plans[next.plan].name} plan's ${allowance}`, 1, 0)] };
  }
  return { chargeNowCents: 0, creditCents: share, monthlyCents: monthly, lines: share ? [line(`Credit: ${formatCents(monthlyNow - monthly)} less a month, ${until}`, 1, -share)] : [] };
}

export interface PeriodUsage {
  /** Datasets delivered with each per-dataset add-on in the period that ends. */
  verification: number;
  enhancement: number;
  /** Members who joined during the period, each with the share of it they were in the team. */
  seatJoins: Date[];
}

/** The ending period's usage, billed in arrears: per-dataset add-ons, and members who joined mid-period pro rata. */
function arrearsLines(prices: PriceList, settings: PlanSettings, period: { start: Date; end: Date }, usage: PeriodUsage): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  if (usage.verification) lines.push(line(`${prices.addons.verification.name}, per dataset delivered`, usage.verification, known(prices.addons.verification.priceCents)));
  if (usage.enhancement) lines.push(line(`${prices.addons.enhancement.name}, per dataset delivered`, usage.enhancement, known(prices.addons.enhancement.priceCents)));
  if (settings.teamSeats) {
    for (const joinedAt of usage.seatJoins) {
      const share = prorate(known(prices.addons.team.priceCents), period, joinedAt);
      if (share) lines.push(line(`${prices.addons.team.name}: member added ${shortDate(joinedAt)}, pro rata`, 1, share));
    }
  }
  return lines;
}

/** Takes credit off an invoice's lines (at most their total: what is left carries on). */
function lessCredit(lines: InvoiceLine[], creditCents: number) {
  const creditUsedCents = Math.min(creditCents, total(lines));
  return { lines: creditUsedCents ? [...lines, line('Credit from an earlier plan change', 1, -creditUsedCents)] : lines, creditUsedCents };
}

/**
 * The renewal invoice: the next month in advance, then the ending period's usage in arrears (per-dataset add-ons;
 * a member who joined mid-period, pro rata), less the credit (at most the total: what is left carries on).
 */
export function renewalQuote(
  prices: PriceList, settings: PlanSettings, seats: number, period: { start: Date; end: Date }, usage: PeriodUsage, creditCents: number,
): PlanQuote & { creditUsedCents: number } {
  const monthly = monthlyLines(prices, settings, seats);
  const { lines, creditUsedCents } = lessCredit([...monthly, ...arrearsLines(prices, settings, period, usage)], creditCents);
  return { chargeNowCents: total(lines), creditCents: 0, monthlyCents: total(monthly), lines, creditUsedCents };
}

/** The last invoice of a plan that ends (cancelled): only the ending period's usage in arrears, less the credit. */
export function finalQuote(
  prices: PriceList, settings: PlanSettings, period: { start: Date; end: Date }, usage: PeriodUsage, creditCents: number,
): PlanQuote & { creditUsedCents: number } {
  const { lines, creditUsedCents } = lessCredit(arrearsLines(prices, settings, period, usage), creditCents);
  return { chargeNowCents: total(lines), creditCents: 0, monthlyCents: 0, lines, creditUsedCents };
}

/**
 * monthlyLines' total in SQL, for reports over many plans (admin list, MRR): `row` names a subscriptions row, `seats`
 * is its team's member count. A price not set counts as 0 here: a report must not fail where a sale is refused.
 */
export function monthlyCentsSql(prices: PriceList, row: string, seats: SQL): SQL {
  const cents = (priceCents: number) => sql.raw(String(Math.max(0, Math.trunc(priceCents))));
  const r = sql.raw(row);
  return sql`(case ${r}.plan ${sql.join(PLAN_IDS.map((id) => sql`when ${sql.raw(`'${id}'`)} then ${cents(prices.plans[id].priceCents)}`), sql` `)} else 0 end
    + case when ${r}.realtime then ${cents(prices.addons.realtime.priceCents)} else 0 end
    + case when ${r}.team_seats then ${seats} * ${cents(prices.addons.team.priceCents)} else 0 end)`;
}
