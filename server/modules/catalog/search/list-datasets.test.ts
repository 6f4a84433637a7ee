// The total a listing takes from a sample of the catalog instead of counting: how often it says "1,000+" wrongly, with
// samples drawn as the listing draws them at 1,000,000 datasets (1% of the rows).
import { describe, expect, it } from 'vitest';
import { createRandom, seedFromString } from '../../../seed/random';
import { LISTING_COUNT_CAP, sampledTotal } from './list-datasets';

const CATALOG = 1_000_000;
const SAMPLE = 10_000;
const NEED = 25;

/** The sample of `matches` among the catalog: how many of its rows match, and the estimate scaled up. */
function drawSample(r: ReturnType<typeof createRandom>, matches: number) {
  let hits = 0;
  for (let i = 0; i < SAMPLE; i++) if (r.chance(matches / CATALOG)) hits++;
  return { hits, estimate: (hits / SAMPLE) * CATALOG };
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
