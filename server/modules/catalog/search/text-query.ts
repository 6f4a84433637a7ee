// A search as a full-text query: every clause must match; a clause matches by any of its alternatives (the word's
// stem, its completions or closest words, a synonym phrase). Built from the vocabulary's stems only, so every term is
// one the documents contain, written as a quoted lexeme that tsquery takes literally.
import { ALL_TERM, filterTerms, type ListingFilters } from './listing-filters';
import { clausesOf, searchWords, type ClauseSpec } from './query-words';
import type { Stem, VocabularySource, WordLookup, WordStems } from './vocabulary';

export type Match = { stem: Stem } | { all: Match[] } | { any: Match[] };

/** Which document a query runs against: the strong words (title and tags) or the whole text. */
export type Field = 'strong' | 'doc';

export interface TextQuery {
  /** The search's clauses: each must match. */
  clauses: Match[];
  /** The listing's filters but price, as index terms (each a match of any of its terms, with its counts). */
  filters: Match[];
  /** How many datasets are searchable ("dataset=all"'s count). */
  total: number;
}

/**
 * The search text as a query. `null` when it has no searchable word (punctuation, stop words: the listing is a
 * browse), `'nothing'` when a word matches nothing the vocabulary has (no dataset can match every word).
 */
/** A filter term as a match, without its counts (the indexes in memory need none). */
export const termMatch = (lexeme: string): Match => ({ stem: { lexeme, docCount: 0, strongCount: 0 } });

/** A match of any of these filter terms. */
export const anyTerm = (terms: string[]): Match => (terms.length === 1 ? termMatch(terms[0]!) : { any: terms.map(termMatch) });

/** Each of the filters but price as a match of any of its terms. */
export const filterTermMatches = (filters: ListingFilters): Match[] => filterTerms(filters).map((group) => anyTerm(group.terms));

export async function compileSearch(vocabulary: VocabularySource, text: string, filters: ListingFilters): Promise<TextQuery | null | 'nothing'> {
  const words = searchWords(text);
  const specs = clausesOf(words);
  if (specs.length === 0) return null;
  const last = words[words.length - 1];
  const lookups = new Map<string, WordLookup>();
  for (const spec of specs) {
    for (const word of spec.words) lookups.set(word, { word, completes: word === last, exact: false });
    for (const word of spec.synonyms.flat()) if (!lookups.has(word)) lookups.set(word, { word, completes: false, exact: true });
  }
  const termGroups = filterTerms(filters);
  const found = await vocabulary.lookUp([...lookups.values()], [ALL_TERM, ...termGroups.flatMap((g) => g.terms)]);
  const clauses: Match[] = [];
  for (const spec of specs) {
    const clause = clauseMatch(spec, found.words);
    if (clause === 'stop') continue;
    if (clause === 'nothing') return 'nothing';
    clauses.push(clause);
  }
  if (clauses.length === 0) return null;
  const filterMatches = termGroups.map((group) => anyOf(group.terms.map((term) => ({ stem: found.terms.get(term)! })))!);
  return { clauses: withoutImplied(clauses), filters: filterMatches, total: found.terms.get(ALL_TERM)!.docCount };
}

function clauseMatch(spec: ClauseSpec, stems: Map<string, WordStems>): Match | 'stop' | 'nothing' {
  const words = spec.words.map((w) => ({ word: w, found: stems.get(w)! })).filter((w) => !w.found.stop);
  if (words.length === 0 && spec.synonyms.length === 0) return 'stop';
  const asTyped = words.map(({ found }) => anyOf([...found.own, ...found.completions, ...found.typos].map((stem) => ({ stem }))));
  const alternatives: Match[] = asTyped.every((m) => m !== null) && asTyped.length > 0 ? [allOf(asTyped)] : [];
  for (const phrase of spec.synonyms) {
    const parts = phrase.map((w) => stems.get(w)!).filter((found) => !found.stop).map((found) => anyOf(found.own.map((stem) => ({ stem }))));
    if (parts.length > 0 && parts.every((m) => m !== null)) alternatives.push(allOf(parts));
  }
  return anyOf(alternatives) ?? 'nothing';
}

/**
 * Drops each clause another one implies: the same match twice (a typo whose closest word is the next word, "helth
 * health"; two words of one synonym group, "auto car", each any of the group in its own order), or any of several
 * stems one of which is a clause itself. The query matches the same datasets; the plan, which takes clauses as
 * independent, would otherwise square a word's share and collect thousands of matches it expected hundreds of (8,132
 * for "healwh health" at 100,000 broker, 15 ms), and the index would look the group's postings up twice.
 */
function withoutImplied(clauses: Match[]): Match[] {
  const keys = clauses.map(matchKey);
  const implies = (a: number, b: number) =>
    keys[a] === keys[b] ? a < b : 'any' in clauses[b]! && clauses[b].any.some((part) => matchKey(part) === keys[a]);
  return clauses.filter((_c, b) => !clauses.some((_other, a) => a !== b && implies(a, b)));
}

/** A match written with its parts in one order, so two that match the same documents by the same stems are equal. */
function matchKey(m: Match): string {
  if ('stem' in m) return JSON.stringify(m.stem.lexeme);
  const parts = ('all' in m ? m.all : m.any).map(matchKey).sort();
  return `${'all' in m ? 'all' : 'any'}(${parts.join(',')})`;
}

const anyOf = (parts: Match[]): Match | null => (parts.length === 0 ? null : parts.length === 1 ? parts[0]! : { any: parts });
const allOf = (parts: Match[]): Match => (parts.length === 1 ? parts[0]! : { all: parts });

/** tsquery input syntax; a lexeme in single quotes is taken as is (quotes and backslashes escaped). */
export function tsquery(clauses: Match[]): string {
  if (clauses.length === 0) throw new Error('an empty tsquery matches nothing; leave the condition out instead');
  const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  const write = (m: Match): string => ('stem' in m ? quote(m.stem.lexeme)
    : 'all' in m ? `(${m.all.map(write).join(' & ')})` : `(${m.any.map(write).join(' | ')})`);
  return clauses.map(write).join(' & ');
}

/** How many documents contain a match, as the stems' counts tell it: exact for one stem, a bound otherwise. */
export function documentCount(m: Match, total: number): number {
  if ('stem' in m) return m.stem.docCount;
  if ('all' in m) return Math.min(...m.all.map((p) => documentCount(p, total)));
  return Math.min(total, m.any.reduce((sum, p) => sum + documentCount(p, total), 0));
}
