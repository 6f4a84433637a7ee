// The memory design's index (memory-search.ts): every searchable dataset in memory, kept current row by row.
//
// The whole catalog is drawn once (catalog-index.ts's drawCatalog: 30 s at 1,000,000 datasets). After that, every
// search first *looks*: one statement reads the rows written since the last look (dataset_search.changed_xid at or
// past that look's horizon) and the rows removed (dataset_search_removals). A row already held at its version (the
// transaction that wrote it, changed_xid) is passed over: a look may read a row again while an older transaction
// anywhere on the server runs (the horizon waits for it). The changed rows are indexed apart (a few: `recent`), their
// old rows left out of the whole (`without`), and the two answer together: counts summed, rankings
// merged by each sort's keys. So a search sees every write committed before it began, on every instance, announced
// or not (downloads, ratings, a script's SQL), and two instances answer the same. Searches arriving while a look runs
// share the next one. The whole is drawn again, in the background, when the recent rows grow past RECENT_ROWS_MAX or
// the whole grows old (removals are logged for a day).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import {
  drawCatalog, indexRows, INDEXED_COLUMNS, SNAPSHOT_HORIZON, type CatalogCounts, type CatalogIndex, type IndexedRow,
  type IndexQuery, type Ranking, type RankingQuery,
} from './catalog-index';
import { comparing } from './index-orders';
import type { Match } from './text-query';
import { RECENT_ROWS_MAX, WHOLE_MAX_AGE_MS } from './tuning';

export interface LiveIndexSource {
  /** The index with every write committed before the call. */
  get(): Promise<LiveIndex>;
}

export interface Listing {
  /** The page's dataset ids, in order. */
  ids: string[];
  /** Every match. */
  count: number;
}

export function liveIndexSource(db: Db, { recentRowsMax = RECENT_ROWS_MAX } = {}): LiveIndexSource {
  let whole: { index: CatalogIndex; drawnAt: number } | null = null;
  /** The rows written since the whole was drawn, by dataset id: as they are now, or null when removed. */
  let recent = new Map<string, IndexedRow | null>();
  /** The last look's horizon: every write before it is in `whole` or `recent`. */
  let horizon = 0;
  let current: LiveIndex | null = null;
  /** Calls of get() so far, and how many of them had been made when the last look began. */
  let calls = 0;
  let lookedFor = 0;
  // Looks and the installing of a new whole run one at a time, so that a look never mixes two wholes' horizons.
  let tail: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };

  let looking: Promise<void> | null = null;
  const look = () => looking ??= serially(async () => {
    const asked = calls;
    const found = await changedSince(db, horizon);
    const held = (id: string) => (recent.has(id) ? recent.get(id)?.version : whole!.index.versionOf(id));
    const written = found.rows.filter((row) => held(row.id) !== row.version);
    const removed = found.removed.filter((id) => held(id) !== undefined);
    for (const row of written) recent.set(row.id, row);
    for (const id of removed) recent.set(id, null);
    horizon = found.horizon;
    if (written.length > 0 || removed.length > 0) current = await liveIndex(whole!.index, recent);
    lookedFor = asked;
    if (recent.size > recentRowsMax || Date.now() - whole!.drawnAt > WHOLE_MAX_AGE_MS) void drawAgain().catch(() => undefined);
  }).finally(() => { looking = null; });

  let drawing: Promise<void> | null = null;
  const drawAgain = () => drawing ??= (async () => {
    const drawn = await drawCatalog(db);
    await serially(async () => {
      whole = { index: drawn.index, drawnAt: Date.now() };
      recent = new Map();
      horizon = drawn.horizon;
      current = new LiveIndex(drawn.index, null);
      // A call whose look ended before this must not return the new whole: it lacks the writes made while it was drawn.
      lookedFor = 0;
    });
  })().finally(() => { drawing = null; });

  return {
    async get() {
      const call = ++calls;
      if (!whole) await drawAgain();
      // A look already under way may have begun before this call: then the next one.
      while (lookedFor < call) await look();
      return current!;
    },
  };
}

/** The rows written and removed by transactions at or past `horizon`, as they are now, and the new horizon: one statement, one snapshot. */
async function changedSince(db: Db, horizon: number): Promise<{ rows: IndexedRow[]; removed: string[]; horizon: number }> {
  const result = await db.execute(sql`select ${SNAPSHOT_HORIZON} as horizon,
    (select coalesce(json_agg(r), '[]') from (select ${INDEXED_COLUMNS} from dataset_search where changed_xid >= ${horizon}) r) as rows,
    -- A dataset removed and written again since is among the rows.
    (select coalesce(json_agg(distinct r.dataset_id), '[]') from dataset_search_removals r
      where removed_xid >= ${horizon} and not exists (select 1 from dataset_search s where s.dataset_id = r.dataset_id)) as removed`);
  const found = rowsOf<{ horizon: string | number; rows: IndexedRow[] | string; removed: string[] | string }>(result)[0]!;
  const parsed = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) as T : value);
  return { rows: parsed(found.rows), removed: parsed(found.removed), horizon: Number(found.horizon) };
}

async function liveIndex(whole: CatalogIndex, recent: Map<string, IndexedRow | null>): Promise<LiveIndex> {
  const written = [...recent.values()].filter((row) => row !== null);
  return new LiveIndex(whole.without(recent.keys()), written.length > 0 ? await indexRows(written) : null);
}

/** The whole catalog's index without the rows written since, and those rows' own index: together, the catalog now. */
export class LiveIndex implements CatalogCounts {
  readonly total: number;
  /** Rows written since the whole was drawn, indexed apart. */
  readonly recentRows: number;
  private readonly parts: CatalogIndex[];

  constructor(whole: CatalogIndex, recent: CatalogIndex | null) {
    this.parts = recent ? [whole, recent] : [whole];
    this.total = this.parts.reduce((n, part) => n + part.total, 0);
    this.recentRows = recent?.total ?? 0;
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

  countWith(q: IndexQuery, groups: Match[][]): number[] {
    const counts = this.parts.map((part) => part.countWith(q, groups));
    return groups.map((_group, i) => counts.reduce((n, c) => n + c[i]!, 0));
  }

  lexemesStartingWith(prefix: string): string[] {
    if (this.parts.length === 1) return this.parts[0]!.lexemesStartingWith(prefix);
    return [...new Set(this.parts.flatMap((part) => part.lexemesStartingWith(prefix)))].sort();
  }

  /** The ids of part `p` of each index's ranking, merged in `sort`'s order: the first `take`. */
  private merged(ranked: Ranking[], p: number, sort: RankingQuery['sort'], take: number): string[] {
    const [whole, recent] = this.parts as [CatalogIndex, CatalogIndex | undefined];
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
