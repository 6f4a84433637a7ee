// Each process's copy of the search vocabulary's words (search_terms, with their stems' counts), for what a typed word
// may become: its completions (the words it begins) and, for a word nothing has, its typos (the closest words by
// pg_trgm's trigram similarity, or words containing it). PostgreSQL answered both through search_terms' indexes; from
// WebAssembly (PGlite) that lookup cost a typo search more than the rest of its request (bench/RESULTS.md,
// seventeenth session). The answers are PostgreSQL's own: search-generators.test.ts compares them with the SQL over
// each generated catalog (server/test/vocabulary-reference.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { MAX_COMPLETIONS, MAX_TYPOS, TYPO_MIN_SIMILARITY, VOCABULARY_MAX_AGE_MS } from './tuning';

/** A stem (PostgreSQL's English lexeme) and how many searchable datasets contain it: anywhere, and in their strong words. */
export interface Stem { lexeme: string; docCount: number; strongCount: number }

export interface WordList {
  /** Stems of the words `word` begins (not `word` itself), but `known`, most datasets first. */
  completions(word: string, known: ReadonlySet<string>): Stem[];
  /** Stems of the words most similar to `word` (trigrams), or containing it. */
  typos(word: string): Stem[];
}

/** pg_trgm's trigrams of one word: lower case, padded with two spaces before and one after, each distinct once. */
function trigramsOf(word: string): Set<string> {
  const chars = [...`  ${word} `];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return grams;
}

const byCountThenLexeme = (a: Stem, b: Stem) => b.docCount - a.docCount || (a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : 0);

/** A word list over `rows` (search_terms joined with the counts of stems some dataset has). */
function wordListOf(rows: { term: string; lexeme: string; docCount: number; strongCount: number }[]): WordList {
  // In "C" order (search_terms' collation), so a word's completions are one range.
  const entries = [...rows].sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  const stems = new Map<string, Stem>(entries.map((e) => [e.lexeme, { lexeme: e.lexeme, docCount: e.docCount, strongCount: e.strongCount }]));
  const gramCounts = new Uint16Array(entries.length);
  // Trigrams each word shares with the one in hand (typos): kept between calls, each of which leaves it zeroed.
  const shared = new Uint16Array(entries.length);
  const postings = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    const grams = trigramsOf(entry.term);
    gramCounts[i] = grams.size;
    for (const gram of grams) {
      const list = postings.get(gram);
      if (list) list.push(i);
      else postings.set(gram, [i]);
    }
  });

  return {
    completions(word, known) {
      let lo = 0;
      let hi = entries.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (entries[mid]!.term <= word) lo = mid + 1;
        else hi = mid;
      }
      const found = new Set<string>();
      for (let i = lo; i < entries.length && entries[i]!.term.startsWith(word); i++) {
        if (!known.has(entries[i]!.lexeme)) found.add(entries[i]!.lexeme);
      }
      return [...found].map((lexeme) => stems.get(lexeme)!).sort(byCountThenLexeme).slice(0, MAX_COMPLETIONS);
    },
    typos(word) {
      // Words sharing a trigram with it, counted; every word containing it is among them (its first three letters
      // are a trigram of any word containing it).
      const grams = trigramsOf(word);
      const touched: number[] = [];
      for (const gram of grams) {
        for (const i of postings.get(gram) ?? []) if (shared[i]!++ === 0) touched.push(i);
      }
      const best = new Map<string, number>();
      for (const i of touched) {
        const common = shared[i]!;
        shared[i] = 0;
        // pg_trgm's similarity, in its float4.
        const similarity = Math.fround(common / (gramCounts[i]! + grams.size - common));
        const { term, lexeme } = entries[i]!;
        if (similarity < TYPO_MIN_SIMILARITY && !term.includes(word)) continue;
        if (similarity > (best.get(lexeme) ?? -1)) best.set(lexeme, similarity);
      }
      return [...best].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_TYPOS).map(([lexeme]) => stems.get(lexeme)!);
    },
  };
}

export interface WordListSource {
  /** The word list: read again after a clear, and in the background once older than VOCABULARY_MAX_AGE_MS. */
  current(): Promise<WordList>;
  clear(): void;
}

async function readWordList(db: Db): Promise<WordList> {
  const rows = rowsOf<{ term: string; lexeme: string; doc_count: number; strong_count: number }>(await db.execute(sql`
    select t.term, t.lexeme, k.doc_count, k.strong_count from search_terms t join search_lexemes k on k.lexeme = t.lexeme
    where k.doc_count > 0`));
  return wordListOf(rows.map((r) => ({ term: r.term, lexeme: r.lexeme, docCount: Number(r.doc_count), strongCount: Number(r.strong_count) })));
}

export function wordListSource(db: Db): WordListSource {
  let held: { at: number; list: Promise<WordList> } | undefined;
  const read = () => {
    const entry = { at: Date.now(), list: readWordList(db) };
    // A failed read is not kept: the next lookup reads again.
    entry.list.catch(() => { if (held === entry) held = undefined; });
    return entry;
  };
  return {
    async current() {
      if (!held) held = read();
      else if (Date.now() - held.at >= VOCABULARY_MAX_AGE_MS) {
        // The old list answers until the new one is read; a clear meanwhile drops both.
        const next = read();
        const old = held.list;
        held = { at: next.at, list: old };
        next.list.then(() => { if (held?.list === old) held = next; }, () => {});
      }
      return held.list;
    },
    clear() {
      held = undefined;
    },
  };
}
