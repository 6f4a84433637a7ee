// Calendar periods in UTC, the time zone every daily and monthly figure of the site is counted in.

/** '2026-11-28' for any moment of that UTC day. */
export const utcDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10);

/** '2026-11-01': the first day of the moment's UTC month. */
export const utcMonthStart = (at: Date = new Date()): string => `${at.toISOString().slice(0, 7)}-01`;

/** The next UTC midnight after the moment: when daily limits start again. */
export function nextUtcMidnight(at: Date = new Date()): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

/** The first moment of the next UTC month: when monthly limits start again. */
export function nextUtcMonth(at: Date = new Date()): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}
