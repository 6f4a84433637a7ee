// The search vocabulary: which stems a typed word may match, and how many datasets contain each stem and each filter
// term. A word's own stems and their counts come from PostgreSQL (search_stems, over search_lexemes: the documents'
// English stemming); its completions and typos from the process's copy of the word list (word-list.ts). Never read
// over the datasets, and kept per process like a search engine's dictionary: distinct searches share their words, so
// the dictionary pays where a cache of answers would not. A catalog change on any instance clears it (the change
// feed), and an entry is looked up again after a minute, for writes that announce nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { VOCABULARY_MAX_AGE_MS, VOCABULARY_MAX_ENTRIES } from './tuning';
import { wordListSource, type Stem, type WordList, type WordListSource } from './word-list';

export type { Stem } from './word-list';

export interface WordStems {
  /** An English stop word ("the", "and"): searches leave it out. */
  stop: boolean;
  /** The word's own stem, when some dataset has it (plurals and word forms share one). */
  own: Stem[];
  /** Stems of the vocabulary words it begins (the 6 most common): what an unfinished word may become. */
  completions: Stem[];
  /** Stems of the 3 closest vocabulary words (trigram similarity, or containing it), for a word nothing has. */
  typos: Stem[];
}

export interface WordLookup {
  word: string;
  /** The last word of the search, still being typed: its completions count even when it is a word itself. */
  completes: boolean;
  /** A synonym's word: only its own stem. */
  exact: boolean;
}

export interface Vocabulary {
  words: Map<string, WordStems>;
  /** The filter terms asked for, with their counts (0 when no dataset has one). */
  terms: Map<string, Stem>;
}

async function lookUpWords(db: Db, wordList: WordListSource, words: WordLookup[], terms: string[]): Promise<Vocabulary> {
  const found = new Map<string, WordStems>(words.map((w) => [w.word, { stop: false, own: [], completions: [], typos: [] }]));
  const counted = new Map<string, Stem>(terms.map((lexeme) => [lexeme, { lexeme, docCount: 0, strongCount: 0 }]));
  const result = await db.execute(sql`select * from search_stems(${sql.param(words.map((w) => w.word))}::text[], ${sql.param(terms)}::text[])`);
  const rows = rowsOf<{ word: string | null; lexeme: string; doc_count: number | null; strong_count: number | null }>(result);
  // Every stem of each word, whether a dataset has it or not: a word without one is a stop word.
  const stemsOf = new Map<string, Stem[]>();
  for (const row of rows) {
    const stem = { lexeme: row.lexeme, docCount: Number(row.doc_count ?? 0), strongCount: Number(row.strong_count ?? 0) };
    if (row.word === null) counted.set(row.lexeme, stem);
    else stemsOf.set(row.word, [...(stemsOf.get(row.word) ?? []), stem]);
  }
  // One copy of the word list for the whole lookup, read only when a word needs it.
  let list: WordList | undefined;
  const listNow = async () => (list ??= await wordList.current());
  for (const w of words) {
    const stems = found.get(w.word)!;
    const all = stemsOf.get(w.word) ?? [];
    stems.stop = all.length === 0;
    stems.own = all.filter((stem) => stem.docCount > 0);
    const length = [...w.word].length;
    if (stems.stop || w.exact || length < 2) continue;
    if (w.completes || stems.own.length === 0) {
      stems.completions = (await listNow()).completions(w.word, new Set(stems.own.map((stem) => stem.lexeme)));
    }
    if (stems.own.length === 0 && stems.completions.length === 0 && length >= 3) stems.typos = (await listNow()).typos(w.word);
  }
  return { words: found, terms: counted };
}

export interface VocabularySource {
  lookUp(words: WordLookup[], terms: string[]): Promise<Vocabulary>;
  clear(): void;
}

export function vocabulary(db: Db, maxEntries = VOCABULARY_MAX_ENTRIES): VocabularySource {
  const wordList = wordListSource(db);
  const words = new Map<string, { at: number; stems: WordStems }>();
  const terms = new Map<string, { at: number; stem: Stem }>();
  const keyOf = (w: WordLookup) => `${w.word}|${w.completes ? 1 : 0}|${w.exact ? 1 : 0}`;
  const fresh = <T extends { at: number }>(entry: T | undefined, now: number) =>
    entry !== undefined && now - entry.at < VOCABULARY_MAX_AGE_MS ? entry : undefined;
  // Oldest stored first out. A refreshed key is stored anew, so it does not push out another.
  const remember = <T>(map: Map<string, T>, key: string, value: T) => {
    map.delete(key);
    if (map.size >= maxEntries) map.delete(map.keys().next().value!);
    map.set(key, value);
  };
  return {
    async lookUp(wanted, wantedTerms) {
      const now = Date.now();
      // The answer is built from what was fresh before the lookup and what the lookup found, never read back from
      // the cache: storing may evict an entry this same search wants, and other searches store while it waits.
      const knownWords = new Map(wanted.map((w) => [w.word, fresh(words.get(keyOf(w)), now)?.stems]));
      const knownTerms = new Map(wantedTerms.map((t) => [t, fresh(terms.get(t), now)?.stem]));
      const missingWords = wanted.filter((w) => knownWords.get(w.word) === undefined);
      const missingTerms = wantedTerms.filter((t) => knownTerms.get(t) === undefined);
      if (missingWords.length > 0 || missingTerms.length > 0) {
        const found = await lookUpWords(db, wordList, missingWords, missingTerms);
        for (const w of missingWords) {
          const stems = found.words.get(w.word)!;
          knownWords.set(w.word, stems);
          remember(words, keyOf(w), { at: now, stems });
        }
        for (const t of missingTerms) {
          const stem = found.terms.get(t)!;
          knownTerms.set(t, stem);
          remember(terms, t, { at: now, stem });
        }
      }
      return {
        words: knownWords as Map<string, WordStems>,
        terms: knownTerms as Map<string, Stem>,
      };
    },
    clear() {
      words.clear();
      terms.clear();
      wordList.clear();
    },
  };
}
