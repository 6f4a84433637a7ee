// The per-process vocabulary answers what a fresh lookup answers, however full its cache and however many searches
// look up at once: a full cache evicts its oldest entries, never a word the lookup in hand still has to answer. Its
// word list learns new words when cleared, and after a minute for writes nobody announced.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/client';
import { generatedSlug, insertGeneratedDatasets } from '../../../seed/generated-datasets';
import { freshDatabase } from '../../../test/harness';
import { VOCABULARY_MAX_AGE_MS } from './tuning';
import { vocabulary, type Vocabulary, type WordLookup } from './vocabulary';
import { wordListSource, type WordListSource } from './word-list';

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

describe("the process's word list", () => {
  const typosOf = async (source: WordListSource, word: string) => (await source.current()).typos(word).map((stem) => stem.lexeme);
  const rename = (title: string) => database.db.execute(sql`update datasets set title = ${title} where slug = ${generatedSlug(1)}`);

  it('learns a word written since it was read after a clear, or in the background once it is a minute old', async () => {
    const source = wordListSource(database.db);
    expect(await typosOf(source, 'zorbulatoin')).toEqual([]);
    await rename('Zorbulation Leads');
    // Held: the write announced nothing.
    expect(await typosOf(source, 'zorbulatoin')).toEqual([]);
    source.clear();
    expect(await typosOf(source, 'zorbulatoin')).toEqual(['zorbul']);

    await rename('Quembrance Leads');
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + VOCABULARY_MAX_AGE_MS);
    try {
      // The old list answers while the new one is read.
      expect(await typosOf(source, 'quembrnace')).toEqual([]);
      await vi.waitFor(async () => expect(await typosOf(source, 'quembrnace')).toEqual(['quembranc']));
    } finally {
      clock.mockRestore();
    }
  });
});
