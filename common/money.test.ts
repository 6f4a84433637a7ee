import { describe, expect, it } from 'vitest';
import { centsToDollarField, centsToDollars, dollarsToCents, formatCents } from './money';

describe('money', () => {
  it('converts dollars to cents, rounded to the cent', () => {
    expect(dollarsToCents(12)).toBe(1200);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.105)).toBe(Math.round(0.105 * 100));
  });
  it('converts cents to dollars, for numbers, fields and display', () => {
    expect(centsToDollars(1250)).toBe(12.5);
    expect(centsToDollarField(1250)).toBe('12.50');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});
