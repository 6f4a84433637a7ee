// Billing periods are calendar months from the day the plan started (UTC; the 31st renews on the last day of a shorter
// month), and proration is by the second: what a change is worth is its monthly difference times the share of the
// period left, rounded to the cent.

/** The same day and time one month later, clamped to the month's last day. */
export function addMonth(at: Date): Date {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(at.getUTCDate(), lastDay), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds()));
}

/** `monthlyCents` for the part of the period [start, end) still ahead at `now`. */
export function prorate(monthlyCents: number, period: { start: Date; end: Date }, now: Date): number {
  const total = period.end.getTime() - period.start.getTime();
  const left = Math.min(total, Math.max(0, period.end.getTime() - now.getTime()));
  return Math.round((monthlyCents * left) / total);
}
