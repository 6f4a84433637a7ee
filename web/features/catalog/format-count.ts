const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** 1234567 -> '1.2M', for record totals on tiles and cards. */
export const formatCompact = (value: number) => compact.format(value);

/** 1234567 -> '1,234,567'. */
export const formatNumber = (value: number) => whole.format(value);
