// Money is integer cents everywhere; it is formatted only here, at the edge.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatCents = (cents: number) => usd.format(cents / 100);
