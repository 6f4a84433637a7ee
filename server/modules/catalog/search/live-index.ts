// The memory design's index (memory-search.ts): every searchable dataset in memory, kept current row by row.
//
// The whole catalog is drawn once (catalog-index.ts's drawCatalog: 30 s at 1,000,000 datasets). After that, every
// search *looks* (get()): one statement reads the rows written since the last look (dataset_search.changed_xid at or
// past that look's horizon) and the rows removed (dataset_search_removals). A row already held at its version (the
// transaction that wrote it, changed_xid) is passed over: a look may read a row again while an older transaction
// anywhere on the server runs (the horizon waits for it). The rows a look finds are indexed apart, as a *segment* of
// their own, and their older versions left out of the whole and of earlier segments (`without`); all answer together:
// counts summed, rankings merged by each sort's keys. So a search sees every write committed before it began, on
// every instance, announced or not (downloads, ratings, a script's SQL), and two instances answer the same. Searches
// arriving while a look runs share the next one.
//
// A listing saves that statement in the usual case, where nothing was written since the last look (listAndRead): it
// lists from the index as it is and sends one statement that reads the page's cards and looks by id and version only.
// When the index holds every row that look found, it was the catalog as the statement saw it. Otherwise the listing
// looks in full, as above, and lists and reads again. A search used to wait for a look, then read: two round trips to
// PostgreSQL, each a system call that wakes it (the server's first cost after the index, by profile).
//
// A look indexes only what it found: indexing every row written since the draw again on each look cost 14 ms at
// 1,000 such rows and 96 ms at 5,000 (bench/search-look.ts, 1,000,000 broker). Segments are merged as they grow, each
// at least twice the size of the next newer one, so a row is indexed again a few times at most and a search reads a
// few segments. The whole is drawn again, in the background, when the recent rows grow past RECENT_ROWS_MAX or the
// whole grows old (removals are logged for a day).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import {
  drawCatalog, indexRows, INDEXED_COLUMNS, SNAPSHOT_HORIZON, type CatalogCounts, type CatalogIndex, type IndexedRow,
  type IndexQuery, type Ranking, type RankingQuery,
} from './catalog-index';
import { summed, type FacetTally } from './facet-tally';
import { comparing } from './index-orders';
import { LOOK_BY_VERSION_MAX, RECENT_ROWS_MAX, WHOLE_MAX_AGE_MS } from './tuning';

export interface LiveIndexSource {
  /** The index with every write committed before the call. */
  get(): Promise<LiveIndex>;
  /**
   * `list`'s answer from the index and `read` of it (a select of one value, such as the page's cards), both with every
   * write committed before the call. Usually one statement: the read and a look, which finds the index listed holding
   * every row written since its own look, so that it was the catalog as the read saw it. Else (a write since) the
   * index looks as get() does, and lists and reads again.
   */
  listAndRead<L, R>(list: (index: LiveIndex) => L, read: (listed: L) => SQL<R>): Promise<{ listed: L; read: R }>;
}

export interface Listing {
  /** The page's dataset ids, in order. */
  ids: string[];
  /** How many match: exactly, or any figure from the query's countUpTo up when at least that many. */
  count: number;
}

/** Rows a look found, indexed: `index` leaves out those written again since. */
interface Segment { rows: IndexedRow[]; index: CatalogIndex }

export interface LiveIndexOptions {
  recentRowsMax?: number;
  /** How a look indexes the rows it found (a test makes it fail once). */
  indexFound?: (rows: IndexedRow[]) => Promise<CatalogIndex>;
}

export function liveIndexSource(db: Db, { recentRowsMax = RECENT_ROWS_MAX, indexFound = indexRows }: LiveIndexOptions = {}): LiveIndexSource {
  /** The whole as drawn, and as it is now: without the rows written since. */
  let whole: { drawn: CatalogIndex; now: CatalogIndex; drawnAt: number } | null = null;
  /** The rows written since the whole was drawn, by dataset id: as they are now, or null when removed. */
  let recent = new Map<string, IndexedRow | null>();
  /** Those rows' indexes, oldest (and largest) first. */
  let segments: Segment[] = [];
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
    const held = (id: string) => (recent.has(id) ? recent.get(id)?.version : whole!.drawn.versionOf(id));
    const written = found.rows.filter((row) => held(row.id) !== row.version);
    const removed = found.removed.filter((id) => held(id) !== undefined);
    if (written.length > 0 || removed.length > 0) {
      // All indexed before the state changes: were indexing to fail, the next look would find these rows again.
      const changed = [...written.map((row) => row.id), ...removed];
      const kept = segments.map((segment) => ({ ...segment, index: segment.index.without(changed) })).filter((segment) => segment.index.total > 0);
      const now = whole!.now.without(changed);
      segments = written.length > 0 ? await mergedSegments([...kept, { rows: written, index: await indexFound(written) }]) : kept;
      whole!.now = now;
      for (const row of written) recent.set(row.id, row);
      for (const id of removed) recent.set(id, null);
      current = new LiveIndex([now, ...segments.map((segment) => segment.index)]);
    }
    horizon = found.horizon;
    lookedFor = asked;
    if (recent.size > recentRowsMax || Date.now() - whole!.drawnAt > WHOLE_MAX_AGE_MS) void drawAgain().catch(() => undefined);
  }).finally(() => { looking = null; });

  let drawing: Promise<void> | null = null;
  const drawAgain = () => drawing ??= (async () => {
    const drawn = await drawCatalog(db);
    await serially(async () => {
      whole = { drawn: drawn.index, now: drawn.index, drawnAt: Date.now() };
      recent = new Map();
      segments = [];
      horizon = drawn.horizon;
      current = new LiveIndex([drawn.index]);
      // A call whose look ended before this must not return the new whole: it lacks the writes made while it was drawn.
      lookedFor = 0;
    });
  })().finally(() => { drawing = null; });

  const get = async () => {
    const call = ++calls;
    if (!whole) await drawAgain();
    // A look already under way may have begun before this call: then the next one.
    while (lookedFor < call) await look();
    return current!;
  };

  // See LiveIndexSource.listAndRead.
  async function listAndRead<L, R>(list: (index: LiveIndex) => L, read: (listed: L) => SQL<R>): Promise<{ listed: L; read: R }> {
    // The index and the horizon of the look that made it (both set together). A whole past its age looks as get().
    const last = whole && Date.now() - whole.drawnAt <= WHOLE_MAX_AGE_MS ? { index: current!, horizon } : null;
    if (last) {
      const listed = list(last.index);
      // The look by id and version only: enough to tell whether the index holds its rows. Past the limit, it looks in full.
      const row = rowsOf<LookRow & { read: unknown }>(await db.execute(sql`select ${versionLookColumns(last.horizon)}, ${read(listed)} as read`))[0]!;
      const found = lookOf<Pick<IndexedRow, 'id' | 'version'>>(row);
      const held = found.rows.length <= LOOK_BY_VERSION_MAX && found.removed.length <= LOOK_BY_VERSION_MAX
        && found.rows.every((r) => last.index.versionOf(r.id) === r.version) && found.removed.every((id) => last.index.versionOf(id) === undefined);
      if (held) {
        // The index holds every write before this look's horizon too: later looks start there (unless a look or a
        // draw has made another index since, from another snapshot).
        if (current === last.index) horizon = Math.max(horizon, found.horizon);
        return { listed, read: json<R>(row.read) };
      }
    }
    const listed = list(await get());
    return { listed, read: json<R>(rowsOf<{ read: unknown }>(await db.execute(sql`select ${read(listed)} as read`))[0]!.read) };
  }

  return { get, listAndRead };
}

/** What a look finds: the rows written and removed by transactions at or past `horizon`, and the new horizon. */
const lookColumns = (horizon: number) => sql`${SNAPSHOT_HORIZON} as horizon,
  (select coalesce(json_agg(r), '[]') from (select ${INDEXED_COLUMNS} from dataset_search where changed_xid >= ${horizon}) r) as rows,
  -- A dataset removed and written again since is among the rows.
  (select coalesce(json_agg(distinct r.dataset_id), '[]') from dataset_search_removals r
    where removed_xid >= ${horizon} and not exists (select 1 from dataset_search s where s.dataset_id = r.dataset_id)) as removed`;

/**
 * The same by id and version only, and at most LOOK_BY_VERSION_MAX + 1 rows of each. The limit (a constant: a limit
 * PostgreSQL cannot see it plans as a tenth of the rows) keeps the statement's generic plan: without it, PostgreSQL
 * estimated that a prepared look reads a third of dataset_search (or 0.5% with an upper bound), found the generic plan
 * dearer than planning each time at 1,000,000 datasets, and planned every search anew (0.38 ms).
 */
const versionLookColumns = (horizon: number) => {
  const limit = sql.raw(String(LOOK_BY_VERSION_MAX + 1));
  return sql`${SNAPSHOT_HORIZON} as horizon,
    (select coalesce(json_agg(r), '[]') from (select dataset_id::text as id, changed_xid::float8 as version from dataset_search
      where changed_xid >= ${horizon} order by changed_xid limit ${limit}) r) as rows,
    (select coalesce(json_agg(r.dataset_id), '[]') from (select dataset_id from dataset_search_removals r
      where removed_xid >= ${horizon} and not exists (select 1 from dataset_search s where s.dataset_id = r.dataset_id)
      order by removed_xid limit ${limit}) r) as removed`;
};

interface LookRow { horizon: string | number; rows: unknown; removed: unknown }
interface Look<Row = IndexedRow> { rows: Row[]; removed: string[]; horizon: number }

/** A JSON column's value: drivers return it parsed or as text. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const lookOf = <Row = IndexedRow>(row: LookRow): Look<Row> => ({ rows: json(row.rows), removed: json(row.removed), horizon: Number(row.horizon) });

async function changedSince(db: Db, horizon: number): Promise<Look> {
  return lookOf(rowsOf<LookRow>(await db.execute(sql`select ${lookColumns(horizon)}`))[0]!);
}

/**
 * The segments with the newest merged into the one before while it holds at least half as many rows (their rows as
 * they are now, indexed again): from oldest to newest, each at least twice the size of the next.
 */
async function mergedSegments(segments: Segment[]): Promise<Segment[]> {
  // A segment's rows written again since are left out of its index.
  const live = (segment: Segment) => segment.rows.filter((row) => segment.index.versionOf(row.id) === row.version);
  while (segments.length > 1 && segments.at(-1)!.index.total * 2 >= segments.at(-2)!.index.total) {
    const rows = [...live(segments.at(-2)!), ...live(segments.at(-1)!)];
    segments = [...segments.slice(0, -2), { rows, index: await indexRows(rows) }];
  }
  return segments;
}

/** The whole catalog's index without the rows written since, and the segments of those rows: together, the catalog now. */
export class LiveIndex implements CatalogCounts {
  readonly total: number;
  /** Rows written since the whole was drawn, indexed apart, and in how many segments. */
  readonly recentRows: number;
  readonly segments: number;

  /** `parts`: the whole, then the segments. */
  constructor(private readonly parts: CatalogIndex[]) {
    this.total = parts.reduce((n, part) => n + part.total, 0);
    this.recentRows = this.total - parts[0]!.total;
    this.segments = parts.length - 1;
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

  /** The version (changed_xid) of the dataset's row held, or undefined when none is. */
  versionOf(id: string): number | undefined {
    for (const part of this.parts) {
      const version = part.versionOf(id);
      if (version !== undefined) return version;
    }
    return undefined;
  }

  tally(q: IndexQuery): FacetTally {
    return summed(this.parts.map((part) => part.tally(q)));
  }

  /** The ids of part `p` of each index's ranking, merged in `sort`'s order: the first `take`. */
  private merged(ranked: Ranking[], p: number, sort: RankingQuery['sort'], take: number): string[] {
    const lists = ranked.map((r, i) => ({ rows: r.parts[p]!, keys: this.parts[i]!.keys, at: 0 })).filter((l) => l.rows.length > 0);
    if (lists.length <= 1) return lists.length === 0 ? [] : Array.from(lists[0]!.rows.subarray(0, take), (row) => lists[0]!.keys.dataset_id[row]!);
    // Each pair's comparison, made once: a dataset is in one index only, so no two heads are equal.
    const before = lists.map((a) => lists.map((b) => comparing(sort, a.keys, b.keys)));
    const ids: string[] = [];
    while (ids.length < take) {
      let first = -1;
      for (let i = 0; i < lists.length; i++) {
        const l = lists[i]!;
        if (l.at < l.rows.length && (first < 0 || before[i]![first]!(l.rows[l.at]!, lists[first]!.rows[lists[first]!.at]!) < 0)) first = i;
      }
      if (first < 0) break;
      const l = lists[first]!;
      ids.push(l.keys.dataset_id[l.rows[l.at++]!]!);
    }
    return ids;
  }
}
