// The total a listing takes from the catalog's sample instead of counting: how often it says "1,000+" wrongly, how far
// its estimates stray, and how many counts it spares, with samples as large as the listing's at 1,000,000 datasets.
import { describe, expect, it } from 'vitest';
import { createRandom, seedFromString } from '../../../seed/random';
import { sampledTotal } from './list-datasets';
import { LISTING_COUNT_CAP, SAMPLE_SIZE } from './tuning';

const CATALOG = 1_000_000;
const SAMPLE = 10_000;
const NEED = 25;

/** A sample of `rows` rows of the catalog with `matches` matches: how many of its rows match, and the estimate scaled up. */
function drawSample(r: ReturnType<typeof createRandom>, matches: number, rows = SAMPLE) {
  let hits = 0;
  for (let i = 0; i < rows; i++) if (r.chance(matches / CATALOG)) hits++;
  return { hits, estimate: (hits / rows) * CATALOG };
}

describe('a total from a sample', () => {
  it('trusts an estimate of 30 sampled matches or more, capped from 1,500', () => {
    expect(sampledTotal({ hits: 40, estimate: 4_000 }, NEED)).toEqual({ total: LISTING_COUNT_CAP, totalIsCapped: true, totalIsEstimate: false });
    expect(sampledTotal({ hits: 30, estimate: 1_200 }, NEED)).toEqual({ total: 1_200, totalIsCapped: false, totalIsEstimate: true });
  });

  it('says "1,000+" from fewer sampled matches only when even their low end is past the cap, else leaves it to a count', () => {
    expect(sampledTotal({ hits: 25, estimate: 2_500 }, NEED)).toEqual({ total: LISTING_COUNT_CAP, totalIsCapped: true, totalIsEstimate: false });
    expect(sampledTotal({ hits: 12, estimate: 1_200 }, NEED)).toBeNull();
    expect(sampledTotal({ hits: 0, estimate: 0 }, NEED)).toBeNull();
  });

  it('caps a total of 1,000 or fewer matches in under 3% of samples, and spares the count of most totals of 2,500', () => {
    const r = createRandom(seedFromString('sampled totals'));
    const capped = (matches: number) => {
      let n = 0;
      for (let trial = 0; trial < 400; trial++) if (sampledTotal(drawSample(r, matches), NEED)?.totalIsCapped) n++;
      return n / 400;
    };
    expect(capped(1_000)).toBeLessThan(0.03);
    expect(capped(600)).toBe(0);
    expect(capped(2_500)).toBeGreaterThan(0.8);
  });
});

describe('a total from the catalog sample at 1,000,000 datasets', () => {
  it('spares the count of most totals from 600 up, with estimates within half of the truth, and rarely caps 1,000 or fewer', () => {
    const r = createRandom(seedFromString('catalog sample totals'));
    for (const matches of [300, 600, 1_000, 1_500, 2_000]) {
      let counted = 0;
      let capped = 0;
      let strayed = 0;
      for (let trial = 0; trial < 100; trial++) {
        const total = sampledTotal(drawSample(r, matches, SAMPLE_SIZE), NEED);
        if (!total) counted++;
        else if (total.totalIsCapped) capped++;
        else if (Math.abs(total.total - matches) > matches / 2) strayed++;
      }
      if (matches <= LISTING_COUNT_CAP) expect(capped, `${matches} matches`).toBeLessThan(100 * 0.03);
      expect(strayed, `${matches} matches`).toBeLessThanOrEqual(100 * 0.05);
      if (matches >= 600) expect(counted, `${matches} matches`).toBeLessThan(100 * 0.15);
    }
  });
});
