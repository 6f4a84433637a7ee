// The memory design's index (memory-search.ts): every searchable dataset in memory, kept current row by row.
//
// The whole catalog is drawn once (catalog-sample.ts's drawWhole: 30 s at 1,000,000 datasets). After that, each look
// reads only the rows written since the last one (dataset_search.changed_xid at or past that look's horizon) and the
// rows removed (dataset_search_removals), in one snapshot. The changed rows are indexed apart (a few: `recent`), their
// old rows left out of the whole (`without`), and the two answer together: counts summed, rankings merged by each
// sort's keys. A look runs before the next search after a change announced on the change feed (a few milliseconds), so
// a change shows at once on every instance; and in the background a minute after the last one, for writes that
// announce nothing (downloads, ratings). The whole is drawn again, in the background, when the recent rows grow past
// RECENT_ROWS_MAX or the whole grows old (removals are logged for a day).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import {
  comparing, drawWhole, indexRows, SAMPLED_COLUMNS, snapshotHorizon, type CatalogSample, type CatalogSampleSource,
  type OrderedSample, type Ranking, type RankingQuery, type SampledRow, type SampleQuery, type SampleCounts,
} from './catalog-sample';
import type { Match } from './text-query';
import { LOOK_EVERY_MS, RECENT_ROWS_MAX, WHOLE_MAX_AGE_MS } from './tuning';

export interface LiveIndexSource extends CatalogSampleSource {
  get(): Promise<LiveIndex>;
}

export interface Listing {
  /** The page's dataset ids, in order. */
  ids: string[];
  /** Every match. */
  count: number;
}

export function liveIndexSource(db: Db, { recentRowsMax = RECENT_ROWS_MAX } = {}): LiveIndexSource {
  /** Changes announced so far (markStale). */
  let changes = 0;
  let whole: { sample: OrderedSample; drawnAt: number } | null = null;
  /** The rows written since the whole was drawn, by dataset id: as they are now, or null when removed. */
  let recent = new Map<string, SampledRow | null>();
  /** The last look's horizon: every write before it is in `whole` or `recent`. */
  let horizon = 0;
  let current: { index: LiveIndex; changes: number; lookedAt: number } | null = null;
  // Looks and the installing of a new whole run one at a time, so that a look never mixes two wholes' horizons.
  let tail: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };

  let looking: Promise<LiveIndex> | null = null;
  const look = () => looking ??= serially(async () => {
    const holds = changes;
    const found = await changedSince(db, horizon);
    for (const row of found.rows) recent.set(row.id, row);
    for (const id of found.removed) recent.set(id, null);
    horizon = found.horizon;
    current = { index: await liveIndex(whole!.sample, recent), changes: holds, lookedAt: Date.now() };
    if (recent.size > recentRowsMax || Date.now() - whole!.drawnAt > WHOLE_MAX_AGE_MS) void drawAgain().catch(() => undefined);
    return current.index;
  }).finally(() => { looking = null; });

  let drawing: Promise<void> | null = null;
  const drawAgain = () => drawing ??= (async () => {
    const holds = changes;
    const drawn = await drawWhole(db);
    await serially(async () => {
      whole = { sample: drawn.sample, drawnAt: Date.now() };
      recent = new Map();
      horizon = drawn.horizon;
      // Announced changes since the draw began make the next search look; others wait for the next look.
      current = { index: new LiveIndex(drawn.sample, null), changes: holds, lookedAt: 0 };
    });
  })().finally(() => { drawing = null; });

  return {
    async get() {
      if (!whole) await drawAgain();
      // A look already under way may have begun before the latest change: then one more.
      while (current!.changes !== changes) await look();
      if (Date.now() - current!.lookedAt > LOOK_EVERY_MS) void look().catch(() => undefined);
      return current!.index;
    },
    markStale() {
      changes++;
    },
  };
}

/** The rows written and removed by transactions at or past `horizon`, as they are now, and the new horizon. */
async function changedSince(db: Db, horizon: number): Promise<{ rows: SampledRow[]; removed: string[]; horizon: number }> {
  return db.transaction(async (tx) => {
    const now = await snapshotHorizon(tx);
    const rows = rowsOf<SampledRow>(await tx.execute(sql`select ${SAMPLED_COLUMNS} from dataset_search where changed_xid >= ${horizon}`));
    // A dataset removed and written again since is in `rows`.
    const removed = rowsOf<{ id: string }>(await tx.execute(sql`select distinct dataset_id::text as id from dataset_search_removals r
      where removed_xid >= ${horizon} and not exists (select 1 from dataset_search s where s.dataset_id = r.dataset_id)`));
    return { rows, removed: removed.map((r) => r.id), horizon: now };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function liveIndex(whole: OrderedSample, recent: Map<string, SampledRow | null>): Promise<LiveIndex> {
  const written = [...recent.values()].filter((row) => row !== null);
  return new LiveIndex(whole.without(recent.keys()), written.length > 0 ? await indexRows(written) : null);
}

/** The whole catalog's index without the rows written since, and those rows' own index: together, the catalog now. */
export class LiveIndex implements CatalogSample {
  readonly rows: number;
  readonly exact = true;
  /** Rows written since the whole was drawn, indexed apart. */
  readonly recentRows: number;
  private readonly parts: OrderedSample[];

  constructor(whole: OrderedSample, recent: OrderedSample | null) {
    this.parts = recent ? [whole, recent] : [whole];
    this.rows = this.parts.reduce((n, part) => n + part.total, 0);
    this.recentRows = recent?.total ?? 0;
  }

  get total(): number {
    return this.rows;
  }

  /** The ids at positions [from, to) of the matches in the query's order, and how many match. */
  list(q: RankingQuery & { from: number }): Listing {
    const ranked = this.parts.map((part) => part.ranked(q));
    const sort = q.strongFirst?.length ? 'popular' : q.sort;
    const page: string[] = [];
    // Each part of the order (the strong-word matches, then the rest) merged across the indexes, up to `to`.
    for (let p = 0; p < ranked[0]!.parts.length && page.length < q.to; p++) {
      for (const id of this.merged(ranked, p, sort, q.to - page.length)) page.push(id);
    }
    return { ids: page.slice(q.from, q.to), count: ranked.reduce((n, r) => n + r.count, 0) };
  }

  count(q: SampleQuery): SampleCounts {
    const counts = this.parts.map((part) => part.count(q));
    return { inDomain: counts.reduce((n, c) => n + c.inDomain, 0), matching: counts.reduce((n, c) => n + c.matching, 0) };
  }

  countWith(q: SampleQuery, groups: Match[][]): number[] {
    const counts = this.parts.map((part) => part.countWith(q, groups));
    return groups.map((_group, i) => counts.reduce((n, c) => n + c[i]!, 0));
  }

  lexemesStartingWith(prefix: string): string[] {
    if (this.parts.length === 1) return this.parts[0]!.lexemesStartingWith(prefix);
    return [...new Set(this.parts.flatMap((part) => part.lexemesStartingWith(prefix)))].sort();
  }

  /** The ids of part `p` of each index's ranking, merged in `sort`'s order: the first `take`. */
  private merged(ranked: Ranking[], p: number, sort: RankingQuery['sort'], take: number): string[] {
    const [whole, recent] = this.parts as [OrderedSample, OrderedSample | undefined];
    const a = ranked[0]!.parts[p]!;
    if (!recent) return Array.from(a.subarray(0, take), (row) => whole.keys.dataset_id[row]!);
    const b = ranked[1]!.parts[p]!;
    const before = comparing(sort, whole.keys, recent.keys);
    const ids: string[] = [];
    for (let i = 0, j = 0; ids.length < take && (i < a.length || j < b.length);) {
      if (j >= b.length || (i < a.length && before(a[i]!, b[j]!) < 0)) ids.push(whole.keys.dataset_id[a[i++]!]!);
      else ids.push(recent.keys.dataset_id[b[j++]!]!);
    }
    return ids;
  }
}
