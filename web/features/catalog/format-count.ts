const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** 1234567 -> '1.2M', for record totals on tiles and cards. */
export const formatCompact = (value: number) => compact.format(value);

/** 1234567 -> '1,234,567'. */
export const formatNumber = (value: number) => whole.format(value);

/** A listing's total as the server knows it: '64', or '1,000+' (capped). */
export function formatTotal(list: { total: number; totalIsCapped: boolean }): string {
  return list.totalIsCapped ? `${formatNumber(list.total)}+` : formatNumber(list.total);
}

/** How many numbered pages a pager offers: the known ones, and one more while the server says there is more. */
export function pageCount(list: { total: number; page: number; pageSize: number; hasMore: boolean }): number {
  return list.hasMore ? Math.max(list.page + 1, Math.ceil(list.total / list.pageSize)) : list.page;
}

/** A facet's count: '1,234', or '~1.2K' when estimated from a sample. */
export const formatFacetCount = (count: number, exact: boolean) => (exact ? formatNumber(count) : `~${formatCompact(count)}`);
