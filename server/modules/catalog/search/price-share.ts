// How large a share of the searchable datasets a price range holds, read from PostgreSQL's own statistics of
// dataset_search.price_cents (the most common values and the histogram ANALYZE keeps), at most once a minute per
// process. A walk over a price range uses it to estimate a search's total; without statistics (a table never
// analysed) there is no estimate and the listing counts instead.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

export interface PriceShare {
  /** The share of datasets priced within [min, max] (either bound optional), or null without statistics. */
  of(minCents: number | undefined, maxCents: number | undefined): Promise<number | null>;
}

const MAX_AGE_MS = 60_000;

interface Distribution { common: { value: number; share: number }[]; bounds: number[]; restShare: number }

export function priceShare(db: Db): PriceShare {
  let cached: { at: number; distribution: Promise<Distribution | null> } | null = null;
  const distribution = () => {
    if (!cached || Date.now() - cached.at > MAX_AGE_MS) cached = { at: Date.now(), distribution: readDistribution(db).catch(() => null) };
    return cached.distribution;
  };
  return {
    async of(minCents, maxCents) {
      const d = await distribution();
      if (!d) return null;
      const below = (cents: number | undefined, inclusive: boolean) => (cents === undefined ? (inclusive ? 1 : 0) : shareBelow(d, cents, inclusive));
      return Math.max(0, below(maxCents, true) - below(minCents, false));
    },
  };
}

/** The share of datasets priced below `cents` (or at it, when inclusive). */
function shareBelow(d: Distribution, cents: number, inclusive: boolean): number {
  const common = d.common.filter((c) => (inclusive ? c.value <= cents : c.value < cents)).reduce((sum, c) => sum + c.share, 0);
  const { bounds } = d;
  if (bounds.length < 2) return common;
  if (cents <= bounds[0]!) return common;
  if (cents >= bounds[bounds.length - 1]!) return common + d.restShare;
  // Equal-count buckets: whole buckets below, and the part of the one `cents` falls in.
  const i = bounds.findIndex((b) => b > cents) - 1;
  const within = (cents - bounds[i]!) / Math.max(1, bounds[i + 1]! - bounds[i]!);
  return common + d.restShare * ((i + within) / (bounds.length - 1));
}

async function readDistribution(db: Db): Promise<Distribution | null> {
  const result = await db.execute(sql`
    select most_common_vals::text as common, most_common_freqs as shares, histogram_bounds::text as bounds
    from pg_stats where schemaname = current_schema() and tablename = 'dataset_search' and attname = 'price_cents'`);
  const row = (result as unknown as { rows: { common: string | null; shares: number[] | null; bounds: string | null }[] }).rows[0];
  if (!row) return null;
  const numbers = (text: string | null) => (text ? text.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : []);
  const values = numbers(row.common);
  const common = values.map((value, i) => ({ value, share: Number(row.shares?.[i] ?? 0) }));
  return { common, bounds: numbers(row.bounds), restShare: Math.max(0, 1 - common.reduce((sum, c) => sum + c.share, 0)) };
}
