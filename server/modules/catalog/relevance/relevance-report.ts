// Scores marketplace search against the judged queries: the relevance test and bench/relevance.ts share it,
// one through app.inject, the other over HTTP against a running server.
import { gradesOf, JUDGMENTS, QUERY_CLASSES, type Judgment, type QueryClass } from './judgments';
import { mean, ndcgAt, recallAt } from './metrics';

/** What the search answers for one URL: the first page, best first. */
export type FetchPage = (url: string) => Promise<{ items: readonly { slug: string }[] }>;

export interface QueryScore {
  judgment: Judgment;
  ranking: string[];
  recall5: number;
  ndcg10: number;
}

export interface ClassScore {
  class: QueryClass | 'overall';
  queries: number;
  recall5: number;
  ndcg10: number;
}

export interface RelevanceReport {
  queries: QueryScore[];
  /** One row per query class in QUERY_CLASSES order, then 'overall' (the mean over every query). */
  classes: ClassScore[];
  overall: ClassScore;
}

/** The page a buyer sees: the default sort (popular, which search turns into relevance), ten to a page. */
export const searchUrl = (query: string) => `/api/datasets?search=${encodeURIComponent(query)}&sort=popular&limit=10`;

export async function scoreRelevance(fetchPage: FetchPage, judgments: readonly Judgment[] = JUDGMENTS): Promise<RelevanceReport> {
  const queries: QueryScore[] = [];
  // One at a time: the figures are about ranking, and a 2-core CI box has better things to do than run 60 at once.
  for (const judgment of judgments) {
    const page = await fetchPage(searchUrl(judgment.query));
    const ranking = page.items.map((d) => d.slug);
    const grades = gradesOf(judgment);
    queries.push({ judgment, ranking, recall5: recallAt(5, ranking, grades), ndcg10: ndcgAt(10, ranking, grades) });
  }
  const summarise = (name: ClassScore['class'], scores: QueryScore[]): ClassScore => ({
    class: name, queries: scores.length, recall5: mean(scores.map((s) => s.recall5)), ndcg10: mean(scores.map((s) => s.ndcg10)),
  });
  const classes = QUERY_CLASSES
    .map((c) => summarise(c, queries.filter((q) => q.judgment.class === c)))
    .filter((c) => c.queries > 0);
  const overall = summarise('overall', queries);
  return { queries, classes: [...classes, overall], overall };
}

/** A Markdown table per class and overall, then the queries whose answers did not all make the top five. */
export function formatRelevanceReport(report: RelevanceReport): string {
  const f = (n: number) => n.toFixed(3);
  const lines = [
    `Search relevance: ${report.overall.queries} judged queries on the demo catalog, first page of 10`,
    '| class | queries | recall@5 | nDCG@10 |',
    '|---|---:|---:|---:|',
    ...report.classes.map((c) => `| ${c.class} | ${c.queries} | ${f(c.recall5)} | ${f(c.ndcg10)} |`),
  ];
  const misses = report.queries.filter((q) => q.recall5 < 1);
  if (misses.length > 0) {
    lines.push('', `Answers missing from the top 5 (${misses.length} queries):`);
    for (const q of misses) {
      const top = q.ranking.slice(0, 3).join(', ') || '(nothing)';
      lines.push(`  ${q.judgment.class.padEnd(13)} ${JSON.stringify(q.judgment.query).padEnd(36)} recall@5 ${f(q.recall5)}  nDCG@10 ${f(q.ndcg10)}  first: ${top}`);
    }
  }
  return lines.join('\n');
}
