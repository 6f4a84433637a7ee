import { describe, expect, it } from 'vitest';
import { ndcgAt, recallAt, type Grade } from './metrics';

const grades = (entries: Record<string, Grade>) => new Map(Object.entries(entries));

describe('recall@5', () => {
  it('counts the answers in the top five, out of all of them when there are fewer than five', () => {
    const judged = grades({ a: 2, b: 2, c: 1 });
    expect(recallAt(5, ['a', 'x', 'y', 'z', 'w', 'b'], judged)).toBe(0.5);
    expect(recallAt(5, ['x', 'b', 'y', 'a'], judged)).toBe(1);
    // Grade-1 datasets neither help nor hurt recall of the answers.
    expect(recallAt(5, ['c', 'x', 'y', 'z', 'w'], judged)).toBe(0);
  });
  it('is out of five when there are more answers than places', () => {
    const judged = grades({ a: 2, b: 2, c: 2, d: 2, e: 2, f: 2, g: 2 });
    expect(recallAt(5, ['a', 'b', 'c', 'd', 'e'], judged)).toBe(1);
    expect(recallAt(5, ['a', 'x', 'c', 'y', 'g'], judged)).toBeCloseTo(3 / 5);
  });
  it('falls back to the grade-1 datasets when no answer is judged', () => {
    expect(recallAt(5, ['x', 'c'], grades({ c: 1, d: 1 }))).toBe(0.5);
  });
  it('scores an empty result as zero', () => {
    expect(recallAt(5, [], grades({ a: 2 }))).toBe(0);
  });
});

describe('nDCG@10', () => {
  it('is 1 for the ideal ordering and 0 when nothing judged is on the page', () => {
    const judged = grades({ a: 2, b: 1 });
    expect(ndcgAt(10, ['a', 'b', 'x'], judged)).toBe(1);
    expect(ndcgAt(10, ['x', 'y'], judged)).toBe(0);
  });
  it('discounts by log2(position + 1), with the grade as the gain', () => {
    const judged = grades({ a: 2, b: 1 });
    // DCG of [b, a] = 1/log2(2) + 2/log2(3) = 1 + 1.26186 = 2.26186; ideal [a, b] = 2 + 1/log2(3) = 2.63093.
    expect(ndcgAt(10, ['b', 'a'], judged)).toBeCloseTo(2.26186 / 2.63093, 4);
    // One answer at position 3: (2/log2(4)) / 2 = 0.5.
    expect(ndcgAt(10, ['x', 'y', 'a'], grades({ a: 2 }))).toBeCloseTo(0.5, 10);
  });
  it('only looks at the top k, for the ranking and for the ideal', () => {
    const judged = grades({ a: 2, b: 2, c: 2 });
    expect(ndcgAt(2, ['a', 'b', 'c'], judged)).toBe(1);
    expect(ndcgAt(2, ['x', 'y', 'a'], judged)).toBe(0);
    // Ideal over two places = 2 + 2/log2(3) = 3.26186; [x, a] = 2/log2(3) = 1.26186.
    expect(ndcgAt(2, ['x', 'a'], judged)).toBeCloseTo(1.26186 / 3.26186, 4);
  });
  it('does not reward repeating a hit', () => {
    expect(ndcgAt(10, ['a', 'a'], grades({ a: 2, b: 2 }))).toBeCloseTo(2 / (2 + 2 / Math.log2(3)), 10);
  });
});
