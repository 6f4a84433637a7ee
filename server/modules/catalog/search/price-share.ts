// The share of the searchable datasets in a price range, read from PostgreSQL's own statistics of dataset_search's
// price column (the most common values and the histogram ANALYZE keeps), at most once a minute per process: the
// walk-or-collect plan weighs a price filter by it. Without statistics (a table never analysed) it is unknown.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { PRICE_STATISTICS_MAX_AGE_MS } from './tuning';

export interface PriceShares {
  /** The share of the datasets priced within the range; null without statistics. */
  priceShare(range: PriceRange): Promise<number | null>;
}

export interface PriceRange { minCents?: number; maxCents?: number }

interface Distribution { common: { value: number; share: number }[]; bounds: number[]; restShare: number }

export function priceShares(db: Db): PriceShares {
  let cached: { at: number; stats: Promise<Distribution | null> } | null = null;
  const stats = () => {
    if (!cached || Date.now() - cached.at > PRICE_STATISTICS_MAX_AGE_MS) cached = { at: Date.now(), stats: readStatistics(db).catch(() => null) };
    return cached.stats;
  };
  return {
    async priceShare(range) {
      const prices = await stats();
      if (!prices) return null;
      return shareBelow(prices, range.maxCents ?? Infinity, true) - shareBelow(prices, range.minCents ?? -Infinity, false);
    },
  };
}

/** The share of rows below `value` (or at it, when inclusive). */
function shareBelow(d: Distribution, value: number, inclusive: boolean): number {
  const common = d.common.filter((c) => (inclusive ? c.value <= value : c.value < value)).reduce((sum, c) => sum + c.share, 0);
  const { bounds } = d;
  if (bounds.length < 2 || value <= bounds[0]!) return common;
  if (value >= bounds[bounds.length - 1]!) return common + d.restShare;
  // Equal-count buckets: whole buckets below, and the part of the one `value` falls in.
  const i = bounds.findIndex((b) => b > value) - 1;
  const within = (value - bounds[i]!) / Math.max(Number.EPSILON, bounds[i + 1]! - bounds[i]!);
  return common + d.restShare * ((i + within) / (bounds.length - 1));
}

async function readStatistics(db: Db): Promise<Distribution | null> {
  const result = await db.execute(sql`
    select most_common_vals::text as common, most_common_freqs as shares, histogram_bounds::text as bounds
    from pg_stats where schemaname = current_schema() and tablename = 'dataset_search' and attname = 'price_cents'`);
  const [row] = rowsOf<{ common: string | null; shares: number[] | null; bounds: string | null }>(result);
  if (!row) return null;
  const numbers = (text: string | null) => (text ? text.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : []);
  const common = numbers(row.common).map((value, i) => ({ value, share: Number(row.shares?.[i] ?? 0) }));
  return { common, bounds: numbers(row.bounds), restShare: Math.max(0, 1 - common.reduce((sum, c) => sum + c.share, 0)) };
}
