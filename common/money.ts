// Money is integer cents everywhere; it is converted and formatted only here, at the edge.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars (as typed, or a whole-dollar amount) to cents, rounded to the nearest cent. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** Cents to dollars, as a number (CSV columns, the recharge amount of an order). */
export const centsToDollars = (cents: number) => cents / 100;

/** Cents as a dollar amount for a form field: "12.50", no currency sign. */
export const centsToDollarField = (cents: number) => centsToDollars(cents).toFixed(2);

export const formatCents = (cents: number) => usd.format(centsToDollars(cents));

/** The first dollar amount in a text ("$1,299.00 per month" -> 129900), in cents; null when it holds none. */
export function dollarsIn(text: string): number | null {
  const match = /\$\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?/.exec(text);
  if (!match) return null;
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
