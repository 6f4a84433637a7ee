// Billing periods are calendar months from the day the plan started (UTC; the 31st renews on the last day of a shorter
// month, and on the 31st again after it), and proration is by the second: what a change is worth is its monthly difference times the share of the
// period left, rounded to the cent.

/** The same day and time `months` later, clamped to the month's last day. */
export function addMonths(at: Date, months: number): Date {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(at.getUTCDate(), lastDay), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds()));
}

/**
 * The end of the period that follows the one ending at `end`, counted from the plan's anchor rather than from `end`:
 * a clamped end (the 28th of February for an anchor on the 31st) does not become the plan's day from then on.
 */
export function nextPeriodEnd(anchor: Date, end: Date): Date {
  let months = (end.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + end.getUTCMonth() - anchor.getUTCMonth();
  while (addMonths(anchor, months).getTime() <= end.getTime()) months++;
  return addMonths(anchor, months);
}

/** `monthlyCents` for the part of the period [start, end) still ahead at `now`. */
export function prorate(monthlyCents: number, period: { start: Date; end: Date }, now: Date): number {
  const total = period.end.getTime() - period.start.getTime();
  const left = Math.min(total, Math.max(0, period.end.getTime() - now.getTime()));
  return Math.round((monthlyCents * left) / total);
}
