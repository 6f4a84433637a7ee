// Walk or collect, as decided for a catalog of 1,000,000 datasets once the catalog's sample has told how many matches
// a search has: the stems' and filter terms' counts are what the generated catalog has at that size.
import { describe, expect, it } from 'vitest';
import { collectingIsCheaper, planMatches, type MatchRequest } from './match-finder';
import type { Match, TextQuery } from './text-query';

const stem = (lexeme: string, docCount: number): Match => ({ stem: { lexeme, docCount, strongCount: docCount } });
const terms = [stem('format=api', 250_000), stem('frequency=real-time', 200_000), stem('frequency=quarterly', 200_000)];
const query: TextQuery = {
  clauses: [stem('medicar', 100_000), stem('contact', 200_000)],
  filters: [terms[0]!, { any: [terms[1]!, terms[2]!] }],
  filterNames: ['formats', 'frequencies'],
  total: 1_000_000,
  terms: new Map(terms.map((t) => ['stem' in t ? t.stem.lexeme : '', 'stem' in t ? t.stem : null!])),
};
const req: MatchRequest = {
  query, filters: { formats: ['API'], frequencies: ['Real-time', 'Quarterly'] }, source: { field: 'doc' }, sort: 'rating',
  need: 25, page: { skip: 0, take: 24 },
};

describe('walk on or collect, after the sample', () => {
  const plan = planMatches(req);

  it('walks on to a few hundred matches among a million, rather than merging a million postings to collect them', () => {
    expect(plan.method).toBe('walk');
    // "medicare contacts", API, real-time or quarterly: 1,586 matches. Collecting them merged 950,000 postings in 22 ms.
    expect(collectingIsCheaper(req, plan, { estimate: 1_500, hits: 100, perHit: 15 }, 0)).toBe(false);
    expect(collectingIsCheaper(req, plan, { estimate: 300, hits: 20, perHit: 15 }, 0)).toBe(false);
  });

  it('collects when the sample holds no match: walking to the few there may be would read most of the domain', () => {
    expect(collectingIsCheaper(req, plan, { estimate: 0, hits: 0, perHit: 15 }, 0)).toBe(true);
  });
});
