// A random sample of the searchable datasets, kept in memory as an inverted index of its own: for each lexeme of the
// sampled documents (words and filter terms, strong and whole text apart), which sampled rows have it. How many of a
// search's matches the sample holds is then a few operations on bitsets of the sampled rows, where a sample of the
// table read its pages at random (5-25 ms at 1,000,000 datasets), so the sample can be large: up to SAMPLE_SIZE rows
// (every dataset of a smaller catalog). Searches ask it how many matches they have, to choose between walking and
// collecting; the facet counts of a large base come from it (labelled as estimates). A catalog no larger than the
// size is read whole (drawWhole), in popularity order, with each row's id and every other sort order: such an index
// also ranks matches (`ranked`); the memory design's index (live-index.ts) is one, drawn whole at any size.
//
// Drawn per process on first use; a catalog change (the change feed, any instance) makes it stale, and the next use
// draws it again: at once for a small catalog, which it holds whole, else in the background while the stale one
// serves (a sample's counts are estimates either way). Also drawn again after a while, for writes that announce
// nothing: a minute for a small catalog (whose counts it gives as exact), as the vocabulary, else ten. The pages are
// chosen by a fixed seed (REPEATABLE), not at random: instances that draw from the same table hold the same sample,
// so they show the same estimated facet counts for the same search (search-generators.test.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { ALL_TERM } from './listing-filters';
import { after, sortColumnNames, sortIsDescending, sortKeys, type DatasetSort } from './sort-orders';
import type { Field, Match } from './text-query';
import { DENSE_SHARE, DRAWN_AT_ONCE_UP_TO, ROWS_PER_READ, ROWS_PER_SLICE, SAMPLE_MAX_AGE_MS, SAMPLE_SIZE, SMALL_SAMPLE_MAX_AGE_MS } from './tuning';

export interface SampleQuery {
  field: Field;
  /** Every one must match, in `field`. */
  all: Match[];
  /** But not all of these in the strong words (a relevance tier that leaves out the first tier's matches). */
  notAllInStrong?: Match[];
  /** The rows a walk reads (a category, a provider, some frequencies), or every row. */
  domain?: Match;
  priceMinCents?: number;
  priceMaxCents?: number;
}

export interface SampleCounts {
  /** Sampled rows in the domain, and those of them that match. */
  inDomain: number;
  matching: number;
}

export interface CatalogSample {
  /** Sampled rows, and how many searchable datasets there were when it was drawn. */
  rows: number;
  total: number;
  /** Every dataset, drawn again at once after a change: its counts are the catalog's own. */
  exact: boolean;
  count(query: SampleQuery): SampleCounts;
  /** How many sampled rows match `query` (its domain aside) and every part of each group too. */
  countWith(query: SampleQuery, groups: Match[][]): number[];
  /** The sampled documents' lexemes that begin with `prefix` ("category="), sorted. */
  lexemesStartingWith(prefix: string): string[];
}

export interface RankingQuery {
  /** Every one must match, in the whole text. */
  all: Match[];
  priceMinCents?: number;
  priceMaxCents?: number;
  sort: DatasetSort;
  /** Relevance order: the matches with all of these in their strong words first, each part most popular first. */
  strongFirst?: Match[];
  /** How many of the first matches to rank. */
  to: number;
}

export interface Ranking {
  /** The first `to` matches of each part of the order (two with strongFirst, else one), as rows of the index. */
  parts: Int32Array[];
  /** Every match. */
  count: number;
}

/** A whole catalog's index, drawn in popularity order: it ranks matches, and knows each row's id and sort keys. */
export interface OrderedSample extends CatalogSample {
  ranked(query: RankingQuery): Ranking;
  readonly keys: SortKeys;
  /** The same index without these datasets' rows (a dataset it does not hold is ignored). */
  without(ids: Iterable<string>): OrderedSample;
}

/** Where searches get the catalog's index in memory: the planned design's sample, or the memory design's live index. */
export interface CatalogSampleSource {
  get(): Promise<CatalogSample>;
}

export interface RedrawnSampleSource extends CatalogSampleSource {
  /** The catalog changed: draw again before (small catalog) or after (large) the next use. */
  markStale(): void;
}

/** The planned design's sample: SAMPLE_SIZE rows (or `size`, for tests) at most. */
export function catalogSampleSource(db: Db, size = SAMPLE_SIZE): RedrawnSampleSource {
  /** Changes announced so far, and the sample in use with how many of them it holds (those before its draw began). */
  let changes = 0;
  let current: { sample: CatalogSample; drawnAt: number; changes: number } | null = null;
  let drawing: Promise<CatalogSample> | null = null;
  const draw = () => {
    drawing ??= (async () => {
      const holds = changes;
      try {
        const sample = await drawSample(db, size);
        current = { sample, drawnAt: Date.now(), changes: holds };
        return sample;
      } finally {
        drawing = null;
      }
    })();
    return drawing;
  };
  const holdsEveryChange = () => current?.changes === changes;
  return {
    async get() {
      if (!current) return drawing ?? draw();
      const small = current.sample.total <= DRAWN_AT_ONCE_UP_TO;
      const old = !holdsEveryChange() || Date.now() - current.drawnAt > (small ? SMALL_SAMPLE_MAX_AGE_MS : SAMPLE_MAX_AGE_MS);
      if (!old) return current.sample;
      if (small) {
        // A draw already under way may have begun before the change: then one more.
        const sample = await draw();
        return holdsEveryChange() ? sample : draw();
      }
      // A failed background draw leaves the old sample serving; the next use tries again.
      if (!drawing) void draw().catch(() => undefined);
      return current.sample;
    },
    markStale() {
      changes++;
    },
  };
}

/** About `size` of the searchable datasets' rows (SYSTEM sampling: whole pages, chosen by a fixed seed); all of a smaller catalog. */
async function drawSample(db: Db, size: number): Promise<CatalogSample> {
  const total = await searchable(db);
  if (total <= size) return (await drawWhole(db, DRAWN_AT_ONCE_UP_TO)).sample;
  const result = await db.execute(sql`select ${SAMPLED_COLUMNS} from dataset_search tablesample system (${(100 * size) / total}) repeatable (0)`);
  const indexer = new SampleIndexer(false);
  await indexer.add(rowsOf<SampledRow>(result));
  return indexer.sample(total, false);
}

/** How many datasets are searchable: "dataset=all"'s count. */
async function searchable(db: Pick<Db, 'execute'>): Promise<number> {
  const counted = await db.execute(sql`select coalesce((select doc_count from search_lexemes where lexeme = ${ALL_TERM}), 0)::int as n`);
  return Number(rowsOf<{ n: number }>(counted)[0]!.n);
}

// Lexemes hold no spaces (the parser splits on them, and filter terms have none): joined, a row parses as one string.
export const SAMPLED_COLUMNS = sql`dataset_id::text as id, featured, rating, total_reviews, total_downloads, price_cents,
  array_to_string(tsvector_to_array(doc), ' ') as doc, array_to_string(tsvector_to_array(strong), ' ') as strong`;

export interface SampledRow {
  id: string; featured: boolean; rating: number; total_reviews: number; total_downloads: number; price_cents: number; doc: string; strong: string;
}

/**
 * Every searchable dataset, read in slices of popularity order (so a row's number is its place in that order) in one
 * snapshot, so that the rows and their total agree; and that snapshot's horizon: every transaction before it is in
 * the index, so the rows written since are those with changed_xid at or past it (live-index.ts reads them). Its counts
 * are exact for a catalog of up to `exactUpTo` datasets: the planned design's sample is drawn again at once after a
 * change up to DRAWN_AT_ONCE_UP_TO, and the memory design's index is kept current at any size.
 */
export async function drawWhole(db: Db, exactUpTo = Infinity): Promise<{ sample: OrderedSample; horizon: number }> {
  return db.transaction(async (tx) => {
    const horizon = await snapshotHorizon(tx);
    const total = await searchable(tx);
    const indexer = new SampleIndexer(true);
    for (let last: SampledRow | undefined; ;) {
      const result = await tx.execute(sql`select ${SAMPLED_COLUMNS} from dataset_search
        where ${last ? after('popular', { ...last, dataset_id: last.id }) : sql`true`} order by ${sortKeys('popular')} limit ${ROWS_PER_READ}`);
      const rows = rowsOf<SampledRow>(result);
      await indexer.add(rows);
      if (rows.length < ROWS_PER_READ) break;
      last = rows[rows.length - 1];
    }
    return { sample: indexer.ordered(total, total <= exactUpTo), horizon };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * The oldest transaction the current snapshot may not see (pg_snapshot_xmin): every write by an earlier one is in it,
 * and every write it misses comes from this transaction or a later one.
 */
export const SNAPSHOT_HORIZON = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

async function snapshotHorizon(tx: Pick<Db, 'execute'>): Promise<number> {
  return Number(rowsOf<{ xmin: string | number }>(await tx.execute(sql`select ${SNAPSHOT_HORIZON} as xmin`))[0]!.xmin);
}

/** An index of these rows (a few: the changed ones), numbered in popularity order whatever order they come in. */
export async function indexRows(rows: SampledRow[]): Promise<OrderedSample> {
  const columns = new KeyColumns();
  rows.forEach((row) => columns.add(row));
  const keys = columns.keys();
  const order = Int32Array.from(rows, (_row, i) => i).sort(comparing('popular', keys, keys));
  const indexer = new SampleIndexer(true);
  await indexer.add(Array.from(order, (i) => rows[i]!));
  return indexer.ordered(rows.length, true);
}

/**
 * Sampled rows as they are read: each field's postings, prices, and (`keyed`: a whole catalog, read in popularity
 * order) ids and sort keys.
 */
class SampleIndexer {
  private readonly doc = new FieldIndexer();
  private readonly strong = new FieldIndexer();
  private readonly prices: number[] = [];
  private readonly columns: KeyColumns | null;

  constructor(keyed: boolean) {
    this.columns = keyed ? new KeyColumns() : null;
  }

  async add(rows: SampledRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i++) {
      if (i > 0 && i % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      const row = rows[i]!;
      const n = this.prices.length;
      this.prices.push(row.price_cents);
      this.columns?.add(row);
      this.doc.add(n, row.doc);
      this.strong.add(n, row.strong);
    }
  }

  sample(total: number, exact: boolean): CatalogSample {
    return new InMemorySample(this.prices.length, total, exact, this.fields(), Int32Array.from(this.prices), null, null);
  }

  /** Every dataset, read in popularity order: counts exact, matches ranked in every sort order. */
  ordered(total: number, exact: boolean): OrderedSample {
    const keys = this.columns!.keys();
    const orders = { keys, bySort: sortOrdersOf(keys), rowOf: rowsById(keys.dataset_id) };
    return new InMemorySample(this.prices.length, total, exact, this.fields(), keys.price_cents, orders, null);
  }

  private fields(): Record<Field, FieldIndex> {
    const n = this.prices.length;
    return { doc: this.doc.index(n), strong: this.strong.index(n) };
  }
}

/** The rows' sort keys as they are read. */
class KeyColumns {
  private readonly c = { dataset_id: [] as string[], featured: [] as number[], rating: [] as number[], total_reviews: [] as number[], total_downloads: [] as number[], price_cents: [] as number[] };

  add(row: SampledRow): void {
    const { c } = this;
    c.dataset_id.push(row.id);
    c.featured.push(row.featured ? 1 : 0);
    c.rating.push(row.rating);
    c.total_reviews.push(row.total_reviews);
    c.total_downloads.push(row.total_downloads);
    c.price_cents.push(row.price_cents);
  }

  keys(): SortKeys {
    const { c } = this;
    return {
      dataset_id: c.dataset_id, featured: Uint8Array.from(c.featured), rating: Float64Array.from(c.rating),
      total_reviews: Int32Array.from(c.total_reviews), total_downloads: Int32Array.from(c.total_downloads), price_cents: Int32Array.from(c.price_cents),
    };
  }
}

function rowsById(ids: string[]): Map<string, number> {
  const rows = new Map<string, number>();
  ids.forEach((id, row) => rows.set(id, row));
  return rows;
}

/** One bit per sampled row. */
type Bits = Uint32Array<ArrayBuffer>;

/**
 * Filter terms kept as bitsets even when rare: every facet count reads each of them, where a list would be made into a
 * bitset anew each time (4 of a facet request's 7 ms at 1,000,000 broker). A few dozen terms; not providers', which
 * are thousands.
 */
const BITSET_TERMS = /^(category|format|frequency|records)=|^rating>=/;

/** A field's postings: lexeme `id`'s rows, ascending, as a list, or as a bitset when it is in many rows (`dense`). */
interface FieldIndex { ids: Map<string, number>; rows: (Int32Array | undefined)[]; dense: Map<number, Bits> }

class FieldIndexer {
  private readonly ids = new Map<string, number>();
  /** Each lexeme's rows so far (the first `lengths[id]` of its list, which grows by doubling). */
  private readonly lists: Int32Array[] = [];
  private readonly lengths: number[] = [];

  add(row: number, lexemes: string): void {
    if (!lexemes) return;
    for (const lexeme of lexemes.split(' ')) {
      let id = this.ids.get(lexeme);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(lexeme, id);
        this.lists.push(new Int32Array(4));
        this.lengths.push(0);
      }
      const n = this.lengths[id]!;
      if (n === this.lists[id]!.length) {
        const grown = new Int32Array(n * 2);
        grown.set(this.lists[id]!);
        this.lists[id] = grown;
      }
      this.lists[id]![n] = row;
      this.lengths[id] = n + 1;
    }
  }

  index(rowCount: number): FieldIndex {
    const words = Math.ceil(rowCount / 32);
    const dense = new Map<number, Bits>();
    const filterTerms = new Set([...this.ids].filter(([lexeme]) => BITSET_TERMS.test(lexeme)).map(([, id]) => id));
    const rows = this.lists.map((list, id) => {
      const own = list.subarray(0, this.lengths[id]);
      if (own.length < rowCount * DENSE_SHARE && !filterTerms.has(id)) return own.slice();
      dense.set(id, bitsOf(own, words));
      return undefined;
    });
    return { ids: this.ids, rows, dense };
  }
}

function bitsOf(rows: Int32Array, words: number): Bits {
  const bits = new Uint32Array(words);
  for (const row of rows) bits[row >>> 5]! |= 1 << (row & 31);
  return bits;
}

/** A field index over rows, with (for a whole catalog) the sort orders, and rows left out (`dead`: `without`). */
class InMemorySample implements OrderedSample {
  private readonly words: number;

  constructor(
    readonly rows: number,
    readonly total: number,
    readonly exact: boolean,
    private readonly fields: Record<Field, FieldIndex>,
    private readonly prices: Int32Array,
    private readonly orders: { keys: SortKeys; bySort: SortOrders; rowOf: Map<string, number> } | null,
    private readonly dead: Bits | null,
    /** lexemesStartingWith's answers: the same for every copy `without` makes (their lexemes are the whole's). */
    private readonly byPrefix = new Map<string, string[]>(),
  ) {
    this.words = Math.ceil(rows / 32);
  }

  get keys(): SortKeys {
    return this.ordering().keys;
  }

  without(ids: Iterable<string>): OrderedSample {
    const dead = this.dead?.slice() ?? new Uint32Array(this.words);
    for (const id of ids) {
      const row = this.ordering().rowOf.get(id);
      if (row !== undefined) dead[row >>> 5]! |= 1 << (row & 31);
    }
    const alive = this.rows - popcount(dead);
    return new InMemorySample(this.rows, alive, true, this.fields, this.prices, this.orders, dead, this.byPrefix);
  }

  ranked(q: RankingQuery): Ranking {
    const matching = this.matching({ field: 'doc', all: q.all, priceMinCents: q.priceMinCents, priceMaxCents: q.priceMaxCents }, this.everyRow());
    const count = popcount(matching);
    if (!q.strongFirst?.length) return { parts: [this.inOrder(matching, count, q.sort, q.to)], count };
    const strong = q.strongFirst.reduce((bits, m) => this.narrow(bits, m, 'strong'), matching.slice());
    andNot(matching, strong);
    return { parts: [inRowOrder(strong, q.to), inRowOrder(matching, q.to)], count };
  }

  private ordering() {
    if (!this.orders) throw new Error('a sample of the catalog holds no sort keys: only a whole catalog, drawn in order');
    return this.orders;
  }

  /** The first `to` rows of `bits` (holding `count`) in `sort`'s order. */
  private inOrder(bits: Bits, count: number, sort: DatasetSort, to: number): Int32Array {
    const order = sort === 'popular' ? null : this.ordering().bySort[sort];
    if (!order) return inRowOrder(bits, to);
    const { rows, rank, reversed } = order;
    const has = (row: number) => (bits[row >>> 5]! & (1 << (row & 31))) !== 0;
    // Few matches: sorted by their ranks. Many: the order read until enough of them passed (about 32 rows a match at most).
    if (count * 32 < this.rows) {
      const matches = setRows(bits, count).sort((a, b) => (reversed ? rank[b]! - rank[a]! : rank[a]! - rank[b]!));
      return matches.subarray(0, to);
    }
    const found = new Int32Array(Math.min(to, count));
    let n = 0;
    for (let i = 0; i < rows.length && n < found.length; i++) {
      const row = rows[reversed ? rows.length - 1 - i : i]!;
      if (has(row)) found[n++] = row;
    }
    return found.subarray(0, n);
  }

  count(q: SampleQuery): SampleCounts {
    const domain = q.domain ? this.narrow(this.everyRow(), q.domain, 'doc') : this.everyRow();
    return { inDomain: popcount(domain), matching: popcount(this.matching(q, domain.slice())) };
  }

  countWith(q: SampleQuery, groups: Match[][]): number[] {
    const matching = this.matching(q, this.everyRow());
    // Each part's rows once (a common stem's bitset as it is), each group counted in one pass without a copy.
    const sets = new Map<Match, Bits>();
    const rowsOf = (m: Match) => sets.get(m) ?? sets.set(m, this.rowsOf(m, q.field)).get(m)!;
    return countEach(matching, groups.map((group) => group.map(rowsOf)));
  }

  lexemesStartingWith(prefix: string): string[] {
    let found = this.byPrefix.get(prefix);
    if (!found) this.byPrefix.set(prefix, found = [...this.fields.doc.ids.keys()].filter((lexeme) => lexeme.startsWith(prefix)).sort());
    return found;
  }

  /** The rows of `from` that match `q` (changed in place, or a new bitset: use the result). */
  private matching(q: SampleQuery, from: Bits): Bits {
    const matching = q.all.reduce((bits, m) => this.narrow(bits, m, q.field), from);
    if (q.notAllInStrong?.length) andNot(matching, q.notAllInStrong.reduce((bits, m) => this.narrow(bits, m, 'strong'), this.everyRow()));
    if (q.priceMinCents !== undefined || q.priceMaxCents !== undefined) this.keepPriced(matching, q.priceMinCents, q.priceMaxCents);
    return matching;
  }

  /**
   * `bits` narrowed to the rows whose `field` holds `m`: in place, or (for a rare stem: its rows looked up in `bits`,
   * not the other way round) a new bitset; use the result. A common stem's bitset is read, never copied.
   */
  private narrow(bits: Bits, m: Match, field: Field): Bits {
    if ('all' in m) return m.all.reduce((b, p) => this.narrow(b, p, field), bits);
    if ('any' in m) return and(bits, m.any.reduce((union, p) => this.addRows(union, p, field), new Uint32Array(this.words)));
    const { rows, dense } = this.fields[field];
    const id = this.fields[field].ids.get(m.stem.lexeme);
    if (id === undefined) return bits.fill(0);
    const set = dense.get(id);
    if (set) return and(bits, set);
    const narrowed = new Uint32Array(this.words);
    for (const row of rows[id]!) narrowed[row >>> 5]! |= bits[row >>> 5]! & (1 << (row & 31));
    return narrowed;
  }

  /** The rows whose `field` holds `m`: a common stem's own bitset (read it, never change it), else a new one. */
  private rowsOf(m: Match, field: Field): Bits {
    const id = 'stem' in m ? this.fields[field].ids.get(m.stem.lexeme) : undefined;
    return (id !== undefined && this.fields[field].dense.get(id)) || this.addRows(new Uint32Array(this.words), m, field);
  }

  /** `union` with the rows whose `field` holds `m` added (in place). */
  private addRows(union: Bits, m: Match, field: Field): Bits {
    if ('any' in m) return m.any.reduce((u, p) => this.addRows(u, p, field), union);
    if ('all' in m) return or(union, this.narrow(this.everyRow(), m, field));
    const id = this.fields[field].ids.get(m.stem.lexeme);
    if (id === undefined) return union;
    const set = this.fields[field].dense.get(id);
    if (set) return or(union, set);
    for (const row of this.fields[field].rows[id]!) union[row >>> 5]! |= 1 << (row & 31);
    return union;
  }

  private everyRow(): Bits {
    const bits = new Uint32Array(this.words).fill(0xffffffff);
    if (this.rows % 32 !== 0) bits[this.words - 1] = (1 << (this.rows % 32)) - 1;
    if (this.dead) andNot(bits, this.dead);
    return bits;
  }

  /** Clears the rows priced outside the range. */
  private keepPriced(bits: Bits, min = -Infinity, max = Infinity): void {
    for (let w = 0; w < bits.length; w++) {
      for (let word = bits[w]!; word !== 0; word &= word - 1) {
        const bit = 31 - Math.clz32(word & -word);
        const price = this.prices[w * 32 + bit]!;
        if (price < min || price > max) bits[w]! &= ~(1 << bit);
      }
    }
  }
}

/** The set rows of `bits` (which holds `count`), ascending. */
function setRows(bits: Bits, count: number): Int32Array {
  const rows = new Int32Array(count);
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    for (let word = bits[w]!; word !== 0; word &= word - 1) rows[n++] = w * 32 + 31 - Math.clz32(word & -word);
  }
  return rows;
}

/** The first `to` set rows of `bits`, ascending. */
function inRowOrder(bits: Bits, to: number): Int32Array {
  const rows = new Int32Array(to);
  let n = 0;
  for (let w = 0; w < bits.length && n < to; w++) {
    for (let word = bits[w]!; word !== 0 && n < to; word &= word - 1) rows[n++] = w * 32 + 31 - Math.clz32(word & -word);
  }
  return rows.subarray(0, n);
}

/** Each row's sort keys, by sort-orders.ts's column names (featured as 1 or 0). */
export interface SortKeys {
  dataset_id: string[]; featured: Uint8Array; rating: Float64Array; total_reviews: Int32Array; total_downloads: Int32Array; price_cents: Int32Array;
}

/**
 * A comparison of rows of `a` with rows of `b` (the same index, or two) in `sort`'s order: sort-orders.ts's columns
 * and direction, ties broken by dataset_id as PostgreSQL compares uuids (their lower-case text compares the same).
 */
export function comparing(sort: DatasetSort, a: SortKeys, b: SortKeys): (x: number, y: number) => number {
  const columns = sortColumnNames(sort).map((c) => [a[c as keyof SortKeys], b[c as keyof SortKeys]] as const);
  const sign = sortIsDescending(sort) ? -1 : 1;
  return (x, y) => {
    for (const [ax, by] of columns) {
      if (ax[x]! !== by[y]!) return ax[x]! < by[y]! ? -sign : sign;
    }
    return 0;
  };
}

/**
 * A whole catalog's rows (numbered in popularity order) in every other sort order: `rows` first to last, each row's
 * place in it (`rank`), read backwards for `reversed` (price high to low is price low to high backwards: the same
 * columns, all descending).
 */
interface SortOrder { rows: Int32Array; rank: Int32Array; reversed: boolean }
type SortOrders = Record<Exclude<DatasetSort, 'popular'>, SortOrder>;

function sortOrdersOf(k: SortKeys): SortOrders {
  const ordered = (sort: DatasetSort): SortOrder => {
    const rows = Int32Array.from(k.dataset_id, (_id, i) => i).sort(comparing(sort, k, k));
    const rank = new Int32Array(rows.length);
    rows.forEach((row, i) => { rank[row] = i; });
    return { rows, rank, reversed: false };
  };
  const priceLow = ordered('price-low');
  return { 'price-low': priceLow, 'price-high': { ...priceLow, reversed: true }, rating: ordered('rating'), downloads: ordered('downloads') };
}

function and(a: Bits, b: Bits): Bits {
  for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
  return a;
}

function or(a: Bits, b: Bits): Bits {
  for (let i = 0; i < a.length; i++) a[i]! |= b[i]!;
  return a;
}

function andNot(a: Bits, b: Bits): void {
  for (let i = 0; i < a.length; i++) a[i]! &= ~b[i]!;
}

/**
 * How many rows `base` and every one of each group's sets have. Only the words where `base` has rows are read, and a
 * group of one or two sets (most of a facet count's: a category, a format, a rating) in a loop of its own: a facet
 * count at 1,000,000 datasets is 34 groups, and the general loop took 6 of its 7 ms.
 */
function countEach(base: Bits, groups: Bits[][]): number[] {
  const words = new Int32Array(base.length);
  let used = 0;
  for (let w = 0; w < base.length; w++) if (base[w] !== 0) words[used++] = w;
  // The same sets twice (a category's presence, and its count when no format or rating is chosen) are counted once.
  const ids = new Map<Bits, number>();
  const counted = new Map<string, number>();
  const keyOf = (sets: Bits[]) => sets.map((set) => ids.get(set) ?? ids.set(set, ids.size).get(set)!).sort((x, y) => x - y).join(',');
  return groups.map((sets) => {
    const key = keyOf(sets);
    const known = counted.get(key);
    if (known !== undefined) return known;
    let n = 0;
    if (sets.length === 0) for (let k = 0; k < used; k++) n += popcount32(base[words[k]!]!);
    else if (sets.length === 1) {
      const [a] = sets as [Bits];
      for (let k = 0; k < used; k++) n += popcount32(base[words[k]!]! & a[words[k]!]!);
    } else if (sets.length === 2) {
      const [a, b] = sets as [Bits, Bits];
      for (let k = 0; k < used; k++) n += popcount32(base[words[k]!]! & a[words[k]!]! & b[words[k]!]!);
    } else {
      for (let k = 0; k < used; k++) {
        let v = base[words[k]!]!;
        for (let i = 0; v !== 0 && i < sets.length; i++) v &= sets[i]![words[k]!]!;
        n += popcount32(v);
      }
    }
    counted.set(key, n);
    return n;
  });
}

function popcount(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) n += popcount32(bits[i]!);
  return n;
}

function popcount32(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
