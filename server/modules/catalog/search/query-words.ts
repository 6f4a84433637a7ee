// What a search box's text asks for, before the vocabulary is consulted: its words, and which runs of them are a
// phrase with synonyms. Words are runs of letters and digits, so nothing the user types reaches SQL but as such words.
import { SYNONYM_GROUPS } from './synonyms';
import { MAX_SEARCH_WORDS } from './tuning';

/** Left out when matching synonym phrases; PostgreSQL drops them (and other stop words) from the search anyway. */
const CONNECTORS = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'for', 'to', 'in', 'on', 'with']);

export function searchWords(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * One part of a search that every result must match: a single word, or a phrase of consecutive words that a synonym
 * group names (then the phrase as a whole may be matched by any of the group's other phrases).
 */
export interface ClauseSpec {
  words: string[];
  synonyms: string[][];
}

const phraseIndex = new Map<string, string[][]>();
for (const group of SYNONYM_GROUPS) {
  for (const phrase of group) phraseIndex.set(phrase, group.filter((other) => other !== phrase).map((other) => other.split(' ')));
}
const LONGEST_PHRASE = Math.max(...[...phraseIndex.keys()].map((p) => p.split(' ').length));

/** The words' clauses, longest synonym phrase first at each position. */
export function clausesOf(words: string[]): ClauseSpec[] {
  const content = words.filter((w) => !CONNECTORS.has(w));
  const clauses: ClauseSpec[] = [];
  for (let i = 0; i < content.length;) {
    let matched = 0;
    for (let len = Math.min(LONGEST_PHRASE, content.length - i); len >= 1 && !matched; len--) {
      const synonyms = phraseIndex.get(content.slice(i, i + len).join(' '));
      if (synonyms) {
        clauses.push({ words: content.slice(i, i + len), synonyms });
        matched = len;
      }
    }
    if (!matched) {
      clauses.push({ words: [content[i]!], synonyms: [] });
      matched = 1;
    }
    i += matched;
  }
  return clauses;
}
