// The per-process vocabulary answers what search_vocabulary answers, however full its cache and however many searches
// look up at once: a full cache evicts its oldest entries, never a word the lookup in hand still has to answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { insertGeneratedDatasets } from '../../../seed/generated-datasets';
import { freshDatabase } from '../../../test/harness';
import { vocabulary, type Vocabulary, type WordLookup } from './vocabulary';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await insertGeneratedDatasets(database.db, 200);
}, 120_000);
afterAll(() => drop?.());

const lookup = (word: string): WordLookup => ({ word, completes: false, exact: false });
const WORDS = ['auto', 'leads', 'insurence', 'texas', 'the', 'policy'].map(lookup);
const TERMS = ['dataset=all', 'format=csv', 'category=auto-insurance'];
const plain = (v: Vocabulary) => ({ words: Object.fromEntries(v.words), terms: Object.fromEntries(v.terms) });

describe('the search vocabulary', () => {
  it('answers every word and term of a lookup when its cache holds fewer entries than the lookup asks for', async () => {
    const truth = plain(await vocabulary(database.db).lookUp(WORDS, TERMS));
    expect(Object.keys(truth.words)).toHaveLength(WORDS.length);
    expect(truth.words.the!.stop).toBe(true);
    expect(truth.words.auto!.own.length).toBeGreaterThan(0);
    const tiny = vocabulary(database.db, 2);
    expect(plain(await tiny.lookUp(WORDS, TERMS))).toEqual(truth);
    // Again, now partly from the cache (its last two entries) and partly looked up.
    expect(plain(await tiny.lookUp(WORDS, TERMS))).toEqual(truth);
  });

  it('answers concurrent lookups that evict each other', async () => {
    const tiny = vocabulary(database.db, 3);
    const halves = [WORDS.slice(0, 3), WORDS.slice(3), WORDS.slice(1, 5)];
    const truths = await Promise.all(halves.map(async (words) => plain(await vocabulary(database.db).lookUp(words, TERMS))));
    const answers = await Promise.all(halves.map(async (words) => plain(await tiny.lookUp(words, TERMS))));
    expect(answers).toEqual(truths);
  });
});
