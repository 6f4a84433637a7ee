// A random sample of the searchable datasets, kept in memory as an inverted index of its own: for each lexeme of the
// sampled documents (words and filter terms, strong and whole text apart), which sampled rows have it. How many of a
// search's matches the sample holds is then a few operations on bitsets of the sampled rows, where a sample of the
// table read its pages at random (5-25 ms at 1,000,000 datasets), so the sample can be large: up to SAMPLE_SIZE rows
// (every dataset of a smaller catalog). Searches ask it how many matches they have, to choose between walking and
// collecting; the facet counts of a large base come from it (labelled as estimates).
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
import type { Field, Match } from './text-query';
import { DENSE_SHARE, DRAWN_AT_ONCE_UP_TO, ROWS_PER_SLICE, SAMPLE_MAX_AGE_MS, SAMPLE_SIZE, SMALL_SAMPLE_MAX_AGE_MS } from './tuning';

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

export interface CatalogSampleSource {
  get(): Promise<CatalogSample>;
  /** The catalog changed: draw again before (small catalog) or after (large) the next use. */
  markStale(): void;
}

export function catalogSampleSource(db: Db, size = SAMPLE_SIZE): CatalogSampleSource {
  let current: { sample: CatalogSample; drawnAt: number } | null = null;
  let drawing: Promise<CatalogSample> | null = null;
  let stale = false;
  const draw = () => {
    stale = false;
    drawing ??= drawSample(db, size).then((sample) => {
      current = { sample, drawnAt: Date.now() };
      return sample;
    }).finally(() => { drawing = null; });
    return drawing;
  };
  return {
    async get() {
      if (!current) return drawing ?? draw();
      const small = current.sample.total <= DRAWN_AT_ONCE_UP_TO;
      const old = stale || Date.now() - current.drawnAt > (small ? SMALL_SAMPLE_MAX_AGE_MS : SAMPLE_MAX_AGE_MS);
      if (!old) return current.sample;
      if (small) return draw();
      // A failed background draw leaves the old sample serving; the next use tries again.
      if (!drawing) void draw().catch(() => { stale = true; });
      return current.sample;
    },
    markStale() {
      stale = true;
    },
  };
}

/** About `size` of the searchable datasets' rows (SYSTEM sampling: whole pages, chosen by a fixed seed); all of a smaller catalog. */
async function drawSample(db: Db, size: number): Promise<CatalogSample> {
  const counted = await db.execute(sql`select coalesce((select doc_count from search_lexemes where lexeme = ${ALL_TERM}), 0)::int as n`);
  const total = Number(rowsOf<{ n: number }>(counted)[0]!.n);
  const columns = sql`price_cents, array_to_string(tsvector_to_array(doc), ' ') as doc, array_to_string(tsvector_to_array(strong), ' ') as strong`;
  // Lexemes hold no spaces (the parser splits on them, and filter terms have none): joined, a row parses as one string.
  const result = await db.execute(total <= size
    ? sql`select ${columns} from dataset_search`
    : sql`select ${columns} from dataset_search tablesample system (${(100 * size) / total}) repeatable (0)`);
  const rows = rowsOf<{ price_cents: number; doc: string; strong: string }>(result);
  return buildSample(rows, total);
}

/** The inverted index of sampled rows (exported for tests). */
export async function buildSample(rows: { price_cents: number; doc: string; strong: string }[], total: number): Promise<CatalogSample> {
  const doc = new FieldIndexer();
  const strong = new FieldIndexer();
  const prices = new Int32Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const row = rows[i]!;
    prices[i] = row.price_cents;
    doc.add(i, row.doc);
    strong.add(i, row.strong);
  }
  return new InMemorySample(rows.length, total, { doc: doc.index(rows.length), strong: strong.index(rows.length) }, prices);
}

/** One bit per sampled row. */
type Bits = Uint32Array<ArrayBuffer>;

/** A field's postings: the rows of lexeme `id` are rows[starts[id]] to rows[starts[id + 1]], ascending. */
interface FieldIndex { ids: Map<string, number>; starts: Int32Array; rows: Int32Array; dense: Map<number, Bits> }

class FieldIndexer {
  private readonly ids = new Map<string, number>();
  private readonly counts: number[] = [];
  /** Lexeme id and row, in row order. */
  private readonly pairs: number[] = [];

  add(row: number, lexemes: string): void {
    if (!lexemes) return;
    for (const lexeme of lexemes.split(' ')) {
      let id = this.ids.get(lexeme);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(lexeme, id);
        this.counts.push(0);
      }
      this.counts[id]!++;
      this.pairs.push(id, row);
    }
  }

  index(rowCount: number): FieldIndex {
    const starts = new Int32Array(this.counts.length + 1);
    for (let id = 0; id < this.counts.length; id++) starts[id + 1] = starts[id]! + this.counts[id]!;
    const next = starts.slice(0, -1);
    const rows = new Int32Array(this.pairs.length / 2);
    for (let p = 0; p < this.pairs.length; p += 2) rows[next[this.pairs[p]!]!++] = this.pairs[p + 1]!;
    const dense = new Map<number, Bits>();
    const words = Math.ceil(rowCount / 32);
    for (let id = 0; id < this.counts.length; id++) {
      if (this.counts[id]! >= rowCount * DENSE_SHARE) dense.set(id, bitsOf(rows.subarray(starts[id], starts[id + 1]), words));
    }
    return { ids: this.ids, starts, rows, dense };
  }
}

function bitsOf(rows: Int32Array, words: number): Bits {
  const bits = new Uint32Array(words);
  for (const row of rows) bits[row >>> 5]! |= 1 << (row & 31);
  return bits;
}

class InMemorySample implements CatalogSample {
  readonly exact: boolean;
  private readonly words: number;
  private readonly byPrefix = new Map<string, string[]>();

  constructor(
    readonly rows: number,
    readonly total: number,
    private readonly fields: Record<Field, FieldIndex>,
    private readonly prices: Int32Array,
  ) {
    this.words = Math.ceil(rows / 32);
    this.exact = rows >= total && total <= DRAWN_AT_ONCE_UP_TO;
  }

  count(q: SampleQuery): SampleCounts {
    const domain = q.domain ? this.rowsOf(q.domain, 'doc') : this.everyRow();
    return { inDomain: popcount(domain), matching: popcount(this.matching(q, domain.slice())) };
  }

  countWith(q: SampleQuery, groups: Match[][]): number[] {
    const matching = this.matching(q, this.everyRow());
    return groups.map((group) => popcount(group.reduce((bits, m) => and(bits, this.rowsOf(m, q.field)), matching.slice())));
  }

  lexemesStartingWith(prefix: string): string[] {
    let found = this.byPrefix.get(prefix);
    if (!found) this.byPrefix.set(prefix, found = [...this.fields.doc.ids.keys()].filter((lexeme) => lexeme.startsWith(prefix)).sort());
    return found;
  }

  /** The rows of `from` that match `q` (changed in place). */
  private matching(q: SampleQuery, from: Bits): Bits {
    const matching = q.all.reduce((bits, m) => and(bits, this.rowsOf(m, q.field)), from);
    if (q.notAllInStrong?.length) andNot(matching, q.notAllInStrong.map((m) => this.rowsOf(m, 'strong')).reduce(and));
    if (q.priceMinCents !== undefined || q.priceMaxCents !== undefined) this.keepPriced(matching, q.priceMinCents, q.priceMaxCents);
    return matching;
  }

  /** The sampled rows whose `field` holds a match (a bitset of its own, to combine in place). */
  private rowsOf(m: Match, field: Field): Bits {
    if ('all' in m) return m.all.map((p) => this.rowsOf(p, field)).reduce(and);
    if ('any' in m) return m.any.map((p) => this.rowsOf(p, field)).reduce(or);
    const { ids, starts, rows, dense } = this.fields[field];
    const id = ids.get(m.stem.lexeme);
    if (id === undefined) return new Uint32Array(this.words);
    return dense.get(id)?.slice() ?? bitsOf(rows.subarray(starts[id], starts[id + 1]), this.words);
  }

  private everyRow(): Bits {
    const bits = new Uint32Array(this.words).fill(0xffffffff);
    if (this.rows % 32 !== 0) bits[this.words - 1] = (1 << (this.rows % 32)) - 1;
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

function popcount(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}
