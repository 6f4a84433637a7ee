import { describe, expect, it } from 'vitest';
import { compileSearch, tsquery } from './text-query';
import type { Stem, VocabularySource, WordLookup, WordStems } from './vocabulary';

const stem = (lexeme: string): Stem => ({ lexeme, docCount: 100, strongCount: 10 });

/** A vocabulary of known words; any other word is a typo of the listed stems. */
function vocabularyOf(own: Record<string, string>, typos: Record<string, string[]>): VocabularySource {
  return {
    async lookUp(words: WordLookup[], terms: string[]) {
      const found = new Map<string, WordStems>(words.map(({ word }) => [word, {
        stop: false, own: own[word] ? [stem(own[word])] : [], completions: [], typos: (typos[word] ?? []).map(stem),
      }]));
      return { words: found, terms: new Map(terms.map((t) => [t, stem(t)])) };
    },
    clear() {},
  };
}

describe('compileSearch', () => {
  const vocabulary = vocabularyOf(
    { health: 'health', wealth: 'wealth', leads: 'lead', auto: 'auto', car: 'car', automobile: 'automobil', vehicle: 'vehicl' },
    { helth: ['health', 'wealth'], healwh: ['health'] },
  );
  const clausesOf = async (text: string) => {
    const query = await compileSearch(vocabulary, text, {});
    if (!query || query === 'nothing') throw new Error(text);
    return tsquery(query.clauses);
  };

  it('leaves out a clause another implies: the same stem twice, or any of stems one of which is a clause', async () => {
    expect(await clausesOf('healwh health')).toBe("'health'");
    expect(await clausesOf('helth health leads')).toBe("'health' & 'lead'");
    expect(await clausesOf('health health')).toBe("'health'");
  });

  it('leaves out a second word of the same synonym group: the same alternatives in another order', async () => {
    expect(await clausesOf('auto car leads')).toBe("('auto' | 'car' | 'automobil' | 'vehicl') & 'lead'");
    expect(await clausesOf('vehicle leads auto')).toBe("('vehicl' | 'auto' | 'car' | 'automobil') & 'lead'");
  });

  it('keeps clauses that only overlap', async () => {
    expect(await clausesOf('helth leads')).toBe("('health' | 'wealth') & 'lead'");
    expect(await clausesOf('wealth health')).toBe("'wealth' & 'health'");
  });
});
