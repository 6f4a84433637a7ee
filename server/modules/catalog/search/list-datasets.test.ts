// The total a listing takes from samples of the catalog instead of counting: how often it says "1,000+" wrongly, how
// far its estimates stray, and how many counts it spares, with samples drawn as the listing draws them at 1,000,000
// datasets (1% of the rows, then as many as a second sample needs).
import { describe, expect, it } from 'vitest';
import { createRandom, seedFromString } from '../../../seed/random';
import { LISTING_COUNT_CAP, sampledTotal, totalFromSamples, type Sampler } from './list-datasets';

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

describe('a total from a second, larger sample', () => {
  /** Samples of a catalog with `matches` matches. */
  const sampler = (r: ReturnType<typeof createRandom>, matches: number): Sampler => async (rows) => drawSample(r, matches, rows);
  /** The GIN lookup of a count at 1,000,000 datasets, in µs (about 1.6 million postings at 0.03 µs). */
  const COUNT_COST = 48_000;

  it('draws enough rows for about 45 matches when the first sample holds too few, and trusts what it then holds', async () => {
    const drawn: number[] = [];
    const samples = [{ hits: 12, estimate: 1_200 }, { hits: 44, estimate: 1_170 }];
    const total = await totalFromSamples(async (rows) => { drawn.push(rows); return samples.shift()!; }, SAMPLE, COUNT_COST, NEED);
    expect(drawn).toEqual([SAMPLE, 37_500]);
    expect(total).toEqual({ total: 1_200, totalIsCapped: false, totalIsEstimate: true });
  });

  it('leaves the total to a count when the second sample would cost as much, or the first found nothing to aim by', async () => {
    const few = async () => ({ hits: 12, estimate: 1_200 });
    expect(await totalFromSamples(few, SAMPLE, 10_000, NEED)).toBeNull();
    const drawn: number[] = [];
    expect(await totalFromSamples(async (rows) => { drawn.push(rows); return { hits: 0, estimate: 0 }; }, SAMPLE, COUNT_COST, NEED)).toBeNull();
    expect(drawn).toEqual([SAMPLE]);
  });

  it('spares most counts of totals from 1,000 to 2,000, with estimates within half of the truth, and rarely caps 1,000 or fewer', async () => {
    const r = createRandom(seedFromString('second samples'));
    for (const matches of [600, 1_000, 1_500, 2_000]) {
      let counted = 0;
      let capped = 0;
      let strayed = 0;
      for (let trial = 0; trial < 200; trial++) {
        const total = await totalFromSamples(sampler(r, matches), SAMPLE, COUNT_COST, NEED);
        if (!total) counted++;
        else if (total.totalIsCapped) capped++;
        else if (Math.abs(total.total - matches) > matches / 2) strayed++;
      }
      if (matches <= LISTING_COUNT_CAP) expect(capped, `${matches} matches`).toBeLessThan(200 * 0.03);
      expect(strayed, `${matches} matches`).toBeLessThanOrEqual(200 * 0.02);
      if (matches >= 1_000) expect(counted, `${matches} matches`).toBeLessThan(200 * 0.2);
    }
  });
});
