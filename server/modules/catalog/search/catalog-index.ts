// The catalog in memory: every searchable dataset as an inverted index (for each lexeme of the documents, words and
// filter terms, strong and whole text apart, which rows have it), with each row's price and sort keys. A search's
// matches, their count (exact as far as a listing shows it) and its facets' counts are then a few operations on
// bitsets of the rows (bitsets.ts), and a page of them in any sort order a walk along that order (index-orders.ts) or
// their ranks in it sorted.
//
// drawCatalog reads the whole catalog, in popularity order (a row's number is its place in that order), in one
// snapshot; indexRows indexes a few rows (those written since, live-index.ts). `without` leaves rows out of an index
// (their newer versions are indexed apart), sharing everything else.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { and, andNot, bitsOf, or, popcount, popcount32, setRows, type Bits } from './bitsets';
import { FacetClasses, type FacetTally } from './facet-tally';
import { comparing, KeyColumns, sortOrdersOf, type KeyedRow, type SortKeys, type SortOrder, type SortOrders } from './index-orders';
import { after, sortKeys, type DatasetSort } from './sort-orders';
import type { Field, Match } from './text-query';
import { DENSE_SHARE, ROWS_PER_READ, ROWS_PER_SLICE, WALK_ROWS_PER_SORTED_MATCH } from './tuning';

export interface IndexQuery {
  field: Field;
  /** Every one must match, in `field`. */
  all: Match[];
  priceMinCents?: number;
  priceMaxCents?: number;
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
  /** Matches are counted exactly up to this many (a listing's total stops at LISTING_COUNT_CAP). */
  countUpTo: number;
}

export interface Ranking {
  /** The first `to` matches of each part of the order (two with strongFirst, else one), as rows of the index. */
  parts: Int32Array[];
  /** How many match: exactly, or any figure from the query's countUpTo up when at least that many. */
  count: number;
}

/** Counts on the catalog in memory: what facets.ts reads (of one index, or of the live index's parts). */
export interface CatalogCounts {
  /** How many datasets it holds. */
  total: number;
  /** The rows matching `query` by their facet values (facet-tally.ts). */
  tally(query: IndexQuery): FacetTally;
}

/** An index of catalog rows, numbered in popularity order: it counts and ranks matches, and knows each row's keys. */
export interface CatalogIndex extends CatalogCounts {
  ranked(query: RankingQuery): Ranking;
  /** How many rows match `query`. */
  count(query: IndexQuery): number;
  readonly keys: SortKeys;
  /** The version (changed_xid) of a dataset's row it holds, if it holds one. */
  versionOf(id: string): number | undefined;
  /** The same index without these datasets' rows (a dataset it does not hold is ignored; none held: itself). */
  without(ids: Iterable<string>): CatalogIndex;
}

// Lexemes hold no spaces (the parser splits on them, and filter terms have none): joined, a row parses as one string.
export const INDEXED_COLUMNS = sql`dataset_id::text as id, changed_xid::float8 as version, featured, rating, total_reviews,
  total_downloads, price_cents, array_to_string(tsvector_to_array(doc), ' ') as doc, array_to_string(tsvector_to_array(strong), ' ') as strong`;

export interface IndexedRow extends KeyedRow {
  /** The transaction that wrote it (changed_xid): a dataset's row at one version is the same row. */
  version: number;
  doc: string;
  strong: string;
}

/**
 * Every searchable dataset, read in slices of popularity order in one snapshot; and that snapshot's horizon: every
 * transaction before it is in the index, so the rows written since are those with changed_xid at or past it
 * (live-index.ts reads them).
 */
export async function drawCatalog(db: Db): Promise<{ index: CatalogIndex; horizon: number }> {
  return db.transaction(async (tx) => {
    const horizon = await snapshotHorizon(tx);
    const indexer = new CatalogIndexer();
    for (let last: IndexedRow | undefined; ;) {
      const result = await tx.execute(sql`select ${INDEXED_COLUMNS} from dataset_search
        where ${last ? after('popular', { ...last, dataset_id: last.id }) : sql`true`} order by ${sortKeys('popular')} limit ${ROWS_PER_READ}`);
      const rows = rowsOf<IndexedRow>(result);
      await indexer.add(rows);
      if (rows.length < ROWS_PER_READ) break;
      last = rows[rows.length - 1];
    }
    return { index: indexer.index(), horizon };
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
export async function indexRows(rows: IndexedRow[]): Promise<CatalogIndex> {
  const columns = new KeyColumns();
  rows.forEach((row) => columns.add(row));
  const keys = columns.keys();
  const order = Int32Array.from(rows, (_row, i) => i).sort(comparing('popular', keys, keys));
  const indexer = new CatalogIndexer();
  await indexer.add(Array.from(order, (i) => rows[i]!));
  return indexer.index();
}

/** Rows as they are read, in popularity order: each field's postings, versions and sort keys. */
class CatalogIndexer {
  private readonly doc = new FieldIndexer();
  private readonly strong = new FieldIndexer();
  private readonly versions: number[] = [];
  private readonly columns = new KeyColumns();

  async add(rows: IndexedRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i++) {
      if (i > 0 && i % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      const row = rows[i]!;
      const n = this.versions.length;
      this.versions.push(Number(row.version));
      this.columns.add(row);
      this.doc.add(n, row.doc);
      this.strong.add(n, row.strong);
    }
  }

  index(): CatalogIndex {
    const n = this.versions.length;
    const keys = this.columns.keys();
    const doc = this.doc.index(n);
    const classes = new FacetClasses(n, doc.ids.keys(), (lexeme) => doc.dense.get(doc.ids.get(lexeme) ?? -1));
    const orders = { keys, bySort: sortOrdersOf(keys), rowOf: rowsById(keys.dataset_id), versions: Float64Array.from(this.versions), classes };
    return new InMemoryIndex(n, n, { doc, strong: this.strong.index(n) }, orders, null);
  }
}

function rowsById(ids: string[]): Map<string, number> {
  const rows = new Map<string, number>();
  ids.forEach((id, row) => rows.set(id, row));
  return rows;
}

/**
 * Filter terms kept as bitsets even when rare: the rows' facet classes are read from them (facet-tally.ts), and a
 * filter narrows by one without making a list into a bitset (which was 4 of a facet request's 7 ms at 1,000,000
 * broker when facets counted each term). A few dozen terms; not providers', which are thousands.
 */
const BITSET_TERMS = /^(category|format|frequency|records)=|^rating>=/;

/** A field's postings: lexeme `id`'s rows, ascending, as a list, or as a bitset when it is in many rows (`dense`). */
interface FieldIndex { ids: Map<string, number>; rows: (Int32Array | undefined)[]; dense: Map<number, Bits> }

class FieldIndexer {
  private readonly ids = new Map<string, number>();
  /**
   * Each lexeme's rows so far: the first `lengths[id]` of its list, which grows by doubling; or, once the list was to
   * double while it held at least DENSE_SHARE of the rows so far, a bitset (grown likewise). Four bytes a row in a list
   * of the most common lexemes were most of a draw's memory: 581 MB of typed arrays at the end of drawing 1,000,000
   * long-tail datasets, where the index kept 127 MB.
   */
  private readonly lists: (Int32Array | null)[] = [];
  private readonly bitsets = new Map<number, Bits>();
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
      this.lengths[id] = n + 1;
      const list = this.lists[id];
      if (list && n < list.length) {
        list[n] = row;
        continue;
      }
      if (list && n < (row + 1) * DENSE_SHARE) {
        const grown = new Int32Array(n * 2);
        grown.set(list);
        grown[n] = row;
        this.lists[id] = grown;
        continue;
      }
      // A full list becomes a bitset reaching this row.
      let bits = this.bitsets.get(id) ?? bitsOf(list!, (row >>> 5) + 1);
      this.lists[id] = null;
      if (row >>> 5 >= bits.length) {
        const grown = new Uint32Array(Math.max(bits.length * 2, (row >>> 5) + 1));
        grown.set(bits);
        bits = grown;
      }
      bits[row >>> 5]! |= 1 << (row & 31);
      this.bitsets.set(id, bits);
    }
  }

  /** The postings of `rowCount` rows: a lexeme in fewer than DENSE_SHARE of them as a list (filter terms aside). */
  index(rowCount: number): FieldIndex {
    const words = Math.ceil(rowCount / 32);
    const dense = new Map<number, Bits>();
    const rows = [...this.ids].map(([lexeme, id]) => {
      const n = this.lengths[id]!;
      const bits = this.bitsets.get(id);
      if (n < rowCount * DENSE_SHARE && !BITSET_TERMS.test(lexeme)) return bits ? setRows(bits, n) : this.lists[id]!.slice(0, n);
      const exact = new Uint32Array(words);
      if (bits) exact.set(bits.subarray(0, words));
      dense.set(id, bits ? exact : bitsOf(this.lists[id]!.subarray(0, n), words));
      return undefined;
    });
    return { ids: this.ids, rows, dense };
  }
}

interface PriceRange { min: number; max: number }
/** 1 when `cents` is within `range`, else 0. */
const within = (cents: number, range: PriceRange) => (cents >= range.min && cents <= range.max ? 1 : 0);

/** The rows' postings, keys and orders, and the rows left out (`dead`: `without`). */
class InMemoryIndex implements CatalogIndex {
  private readonly words: number;
  private readonly prices: Int32Array;
  /** The tally of every row it holds, once a facet count needed it. */
  private allCounted: Int32Array | null = null;

  constructor(
    /** Rows, left out or not, and those not left out. */
    private readonly rows: number,
    readonly total: number,
    private readonly fields: Record<Field, FieldIndex>,
    private readonly orders: { keys: SortKeys; bySort: SortOrders; rowOf: Map<string, number>; versions: Float64Array; classes: FacetClasses },
    private readonly dead: Bits | null,
  ) {
    this.words = Math.ceil(rows / 32);
    this.prices = orders.keys.price_cents;
  }

  get keys(): SortKeys {
    return this.orders.keys;
  }

  versionOf(id: string): number | undefined {
    const row = this.orders.rowOf.get(id);
    return row === undefined || this.isDead(row) ? undefined : this.orders.versions[row];
  }

  without(ids: Iterable<string>): CatalogIndex {
    const rows = [...ids].map((id) => this.orders.rowOf.get(id)).filter((row) => row !== undefined && !this.isDead(row));
    if (rows.length === 0) return this;
    const dead = this.dead?.slice() ?? new Uint32Array(this.words);
    for (const row of rows) dead[row! >>> 5]! |= 1 << (row! & 31);
    const alive = this.total - rows.length;
    return new InMemoryIndex(this.rows, alive, this.fields, this.orders, dead);
  }

  ranked(q: RankingQuery): Ranking {
    const matching = q.all.reduce((bits, m) => this.narrow(bits, m, 'doc'), this.everyRow());
    // Prices are read only for the rows counted or listed: no more than the listing's count needs, not every match.
    const price = { min: q.priceMinCents ?? -Infinity, max: q.priceMaxCents ?? Infinity };
    if (q.strongFirst?.length) {
      const strong = q.strongFirst.reduce((bits, m) => this.narrow(bits, m, 'strong'), matching.slice());
      const parts = [this.firstRows(strong, q.to, price), this.firstRows(matching, q.to, price, strong)];
      return { parts, count: this.countWithin(matching, price, q.countUpTo) };
    }
    const order = q.sort === 'popular' ? null : this.orders.bySort[q.sort];
    if (!order) return { parts: [this.firstRows(matching, q.to, price)], count: this.countWithin(matching, price, q.countUpTo) };
    // Walking the order until `to` matches passed visits about to * rows / count rows; sorting the matches' ranks
    // costs WALK_ROWS_PER_SORTED_MATCH visits a match. So the count goes as far as telling which is cheaper.
    const walkFrom = Math.ceil(Math.sqrt((q.to * this.rows) / WALK_ROWS_PER_SORTED_MATCH));
    const count = this.countWithin(matching, price, Math.max(q.countUpTo, walkFrom));
    const ranked = count >= walkFrom ? this.walked(order, matching, q.to, price) : this.sorted(order, matching, count, q.to, price);
    return { parts: [ranked], count };
  }

  private isDead(row: number): boolean {
    return this.dead !== null && (this.dead[row >>> 5]! & (1 << (row & 31))) !== 0;
  }

  /** How many rows of `bits` are priced within `price`: exactly, or any figure from `upTo` up when at least that many. */
  private countWithin(bits: Bits, price: PriceRange, upTo: number): number {
    const anyPrice = price.min === -Infinity && price.max === Infinity;
    let n = 0;
    for (let w = 0; w < bits.length && n < upTo; w++) {
      if (anyPrice) n += popcount32(bits[w]!);
      else for (let word = bits[w]!; word !== 0; word &= word - 1) n += within(this.prices[w * 32 + 31 - Math.clz32(word & -word)]!, price);
    }
    return n;
  }

  /** The first `to` rows of `bits` (but not of `except`) priced within `price`, ascending. */
  private firstRows(bits: Bits, to: number, price: PriceRange, except?: Bits): Int32Array {
    const rows = new Int32Array(to);
    let n = 0;
    for (let w = 0; w < bits.length && n < to; w++) {
      for (let word = except ? bits[w]! & ~except[w]! : bits[w]!; word !== 0 && n < to; word &= word - 1) {
        const row = w * 32 + 31 - Math.clz32(word & -word);
        if (within(this.prices[row]!, price)) rows[n++] = row;
      }
    }
    return rows.subarray(0, n);
  }

  /** The first `to` rows of `bits` priced within `price` in `order`, read along it. */
  private walked({ rows, reversed }: SortOrder, bits: Bits, to: number, price: PriceRange): Int32Array {
    const found = new Int32Array(to);
    let n = 0;
    for (let i = 0; i < rows.length && n < to; i++) {
      const row = rows[reversed ? rows.length - 1 - i : i]!;
      if ((bits[row >>> 5]! & (1 << (row & 31))) !== 0 && within(this.prices[row]!, price)) found[n++] = row;
    }
    return found.subarray(0, n);
  }

  /**
   * The first `to` rows of `bits` priced within `price` (`count` of them) in `order`: their ranks sorted, as numbers (a
   * comparison function called per pair took several times as long).
   */
  private sorted({ rows, rank, reversed }: SortOrder, bits: Bits, count: number, to: number, price: PriceRange): Int32Array {
    const ranks = this.firstRows(bits, count, price).map((row) => rank[row]!).sort();
    return Int32Array.from({ length: Math.min(to, count) }, (_, i) => rows[ranks[reversed ? count - 1 - i : i]!]!);
  }

  count(q: IndexQuery): number {
    return popcount(this.matching(q, this.everyRow()));
  }

  tally(q: IndexQuery): FacetTally {
    const { classes } = this.orders;
    const base = this.matching(q, this.everyRow());
    if (popcount(base) * 2 <= this.total) {
      const counts = classes.empty();
      classes.add(counts, base, 1);
      return { categories: classes.categories, counts };
    }
    // Most rows: every row's classes but those outside the base (and those left out).
    const counts = (this.allCounted ??= classes.allBut(this.dead)).slice();
    const outside = this.everyRow();
    andNot(outside, base);
    classes.add(counts, outside, -1);
    return { categories: classes.categories, counts };
  }

  /** The rows of `from` that match `q` (changed in place, or a new bitset: use the result). */
  private matching(q: IndexQuery, from: Bits): Bits {
    const matching = q.all.reduce((bits, m) => this.narrow(bits, m, q.field), from);
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

