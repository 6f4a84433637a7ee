import { describe, expect, it } from 'vitest';
import { addMonths, nextPeriodEnd, prorate } from './billing-period';

const at = (iso: string) => new Date(`${iso}T10:30:00.000Z`);
const day = (d: Date) => d.toISOString().slice(0, 10);

describe('billing periods', () => {
  it('clamp to a shorter month', () => {
    expect(day(addMonths(at('2026-01-31'), 1))).toBe('2026-02-28');
    expect(day(addMonths(at('2028-01-31'), 1))).toBe('2028-02-29');
    expect(day(addMonths(at('2026-11-30'), 3))).toBe('2027-02-28');
  });

  it('keep the anchor day after a clamped month (issue 54 item 9): started on the 31st, renews on the 31st or the last day', () => {
    const anchor = at('2026-01-31');
    const ends: string[] = [];
    for (let end = addMonths(anchor, 1), i = 0; i < 6; i++, end = nextPeriodEnd(anchor, end)) ends.push(day(end));
    expect(ends).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31']);
    // The time of day is the anchor's too.
    expect(nextPeriodEnd(anchor, at('2026-02-28')).toISOString()).toBe('2026-03-31T10:30:00.000Z');
  });

  it('prorate by the second, within the period', () => {
    const period = { start: at('2026-04-01'), end: at('2026-05-01') };
    expect(prorate(30_000, period, at('2026-04-16'))).toBe(15_000);
    expect(prorate(30_000, period, at('2026-03-01'))).toBe(30_000);
    expect(prorate(30_000, period, at('2026-06-01'))).toBe(0);
  });
});
