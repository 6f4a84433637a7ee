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

describe('walk or collect, with the count a walk needs after it', () => {
  // 100,000 datasets, the second relevance tier of "health plan" under a price ceiling; the sample answers "1,000+"
  // from 1,526 estimated matches on (a 65,536-row sample).
  const counts: TextQuery = { clauses: [stem('health', 9_000), stem('plan', 12_000)], filters: [], filterNames: [], total: 100_000, terms: new Map() };
  const tier: MatchRequest = {
    query: counts, filters: { priceMaxCents: 300_000 }, source: { field: 'doc', excludeStrong: true }, sort: 'popular',
    need: 25, page: { skip: 0, take: 24 }, countedAfter: { uncountedFrom: 1_526 },
  };
  const plan = planMatches(tier);
  const sampled = (estimate: number) => ({ estimate, hits: Math.round(estimate / 1.5), perHit: 1.5 });

  it('collects matches the sample counts too few to answer for: a walk would fill the page, then count them anyway', () => {
    expect(collectingIsCheaper(tier, plan, sampled(800), 0)).toBe(true);
    // Uncounted (the listing's count already known), the same walk is the cheaper.
    expect(collectingIsCheaper({ ...tier, countedAfter: undefined }, plan, sampled(800), 0)).toBe(false);
  });

  it('walks when the sample holds more matches than the cap: the page is all it reads', () => {
    expect(collectingIsCheaper(tier, plan, sampled(2_000), 0)).toBe(false);
  });
});
