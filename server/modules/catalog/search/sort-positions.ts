// How far along a sort order a row lies, as a share of the searchable datasets, read from PostgreSQL's own statistics
// of dataset_search's sort columns (the most common values and the histogram ANALYZE keeps, taken as independent),
// at most once a minute per process. A walk that found its matches knows how many entries it read only as far as
// this tells; its estimate of all the matches is the share of entries that matched, scaled up. Without statistics
// (a table never analysed) there is no estimate, and the listing counts instead.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import type { DatasetSort } from './sort-orders';
import { SORT_STATISTICS_MAX_AGE_MS } from './tuning';

export interface SortPositions {
  /**
   * The share of the datasets within a walk's price range (all, without one) that come at or before `last` in the
   * sort order, and the share the range holds; null without statistics.
   */
  walked(sort: DatasetSort, last: Record<string, unknown>, range: PriceRange): Promise<{ upToLast: number; range: number } | null>;
  /** The share of the datasets priced within the range; null without statistics. */
  priceShare(range: PriceRange): Promise<number | null>;
}

export interface PriceRange { minCents?: number; maxCents?: number }

const COLUMNS = ['featured', 'rating', 'total_reviews', 'total_downloads', 'price_cents'] as const;
type Column = (typeof COLUMNS)[number];

interface Distribution { common: { value: number; share: number }[]; bounds: number[]; restShare: number }

export function sortPositions(db: Db): SortPositions {
  let cached: { at: number; stats: Promise<Map<Column, Distribution> | null> } | null = null;
  const stats = () => {
    if (!cached || Date.now() - cached.at > SORT_STATISTICS_MAX_AGE_MS) cached = { at: Date.now(), stats: readStatistics(db).catch(() => null) };
    return cached.stats;
  };
  return {
    async priceShare(range) {
      const s = await stats();
      const prices = s?.get('price_cents');
      if (!prices) return null;
      return shareBelow(prices, range.maxCents ?? Infinity, true) - shareBelow(prices, range.minCents ?? -Infinity, false);
    },
    async walked(sort, last, range) {
      const s = await stats();
      if (!s || COLUMNS.some((c) => !s.has(c))) return null;
      const below = (c: Column, v: unknown, inclusive: boolean) => shareBelow(s.get(c)!, Number(v), inclusive);
      const above = (c: Column, v: unknown, inclusive: boolean) => 1 - below(c, v, !inclusive);
      const equal = (c: Column, v: unknown) => below(c, v, true) - below(c, v, false);
      const min = range.minCents ?? -Infinity;
      const max = range.maxCents ?? Infinity;
      const priceRange = below('price_cents', max, true) - below('price_cents', min, false);
      switch (sort) {
        case 'price-low': return { upToLast: below('price_cents', last.price_cents, true) - below('price_cents', min, false), range: priceRange };
        case 'price-high': return { upToLast: below('price_cents', max, true) - below('price_cents', last.price_cents, false), range: priceRange };
        case 'downloads': return { upToLast: above('total_downloads', last.total_downloads, true), range: 1 };
        case 'rating': return {
          upToLast: above('rating', last.rating, false) + equal('rating', last.rating) * above('total_reviews', last.total_reviews, true), range: 1,
        };
        case 'popular': {
          const featured = last.featured ? 1 : 0;
          const byRating = above('rating', last.rating, false) + equal('rating', last.rating) * above('total_downloads', last.total_downloads, true);
          return { upToLast: above('featured', featured, false) + equal('featured', featured) * byRating, range: 1 };
        }
      }
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

async function readStatistics(db: Db): Promise<Map<Column, Distribution> | null> {
  const result = await db.execute(sql`
    select attname as column, most_common_vals::text as common, most_common_freqs as shares, histogram_bounds::text as bounds
    from pg_stats where schemaname = current_schema() and tablename = 'dataset_search' and attname = any(${sql.param([...COLUMNS])}::text[])`);
  const rows = rowsOf<{ column: Column; common: string | null; shares: number[] | null; bounds: string | null }>(result);
  if (rows.length === 0) return null;
  // Booleans come as t/f.
  const numbers = (text: string | null) => (text ? text.replace(/[{}]/g, '').split(',').filter(Boolean).map((v) => (v === 't' ? 1 : v === 'f' ? 0 : Number(v))) : []);
  return new Map(rows.map((row) => {
    const common = numbers(row.common).map((value, i) => ({ value, share: Number(row.shares?.[i] ?? 0) }));
    return [row.column, { common, bounds: numbers(row.bounds), restShare: Math.max(0, 1 - common.reduce((sum, c) => sum + c.share, 0)) }];
  }));
}
