// Ranking metrics for the judged search queries: recall@k and nDCG@k over graded judgments.
// Pure functions: a ranking is the list of slugs the search returned, best first.

/** 2 = the answer a buyer is looking for, 1 = also relevant; anything not judged counts 0. */
export type Grade = 1 | 2;
export type Grades = ReadonlyMap<string, Grade>;

/**
 * The share of the answers (grade 2) found in the top k, out of k when there are more answers than that:
 * a query with eight right datasets scores 1 when the first five are all among them.
 * A query judged with no grade-2 answer measures its grade-1 datasets instead.
 */
export function recallAt(k: number, ranking: readonly string[], grades: Grades): number {
  const answers = [...grades].filter(([, g]) => g === 2).map(([slug]) => slug);
  const wanted = new Set(answers.length > 0 ? answers : [...grades.keys()]);
  if (wanted.size === 0) return 1;
  const found = ranking.slice(0, k).filter((slug) => wanted.has(slug)).length;
  return found / Math.min(k, wanted.size);
}

/**
 * Normalised discounted cumulative gain: each result gains its grade, discounted by log2(position + 1),
 * divided by the gain of the best ordering the judgments allow. 1 means no better first page exists.
 */
export function ndcgAt(k: number, ranking: readonly string[], grades: Grades): number {
  const ideal = discountedGain([...grades.values()].sort((a, b) => b - a).slice(0, k));
  if (ideal === 0) return 1;
  // A slug listed twice gains once: a ranking cannot earn more by repeating its best hit.
  const seen = new Set<string>();
  const gains = ranking.slice(0, k).map((slug) => {
    if (seen.has(slug)) return 0;
    seen.add(slug);
    return grades.get(slug) ?? 0;
  });
  return discountedGain(gains) / ideal;
}

function discountedGain(gains: readonly number[]): number {
  return gains.reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);
}

export const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
