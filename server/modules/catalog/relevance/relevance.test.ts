// Search relevance on the demo catalog, scored against the judged queries in judgments.ts (issue 11).
//
// Baseline, 2026-11-23, the ranking in dataset-search.ts before the rewrite (prefix full text over title/tags/
// description, then title trigram similarity; provider and category names not searched), PGlite and PostgreSQL alike:
//   class          queries  recall@5  nDCG@10
//   exact-title          7     1.000    0.886
//   typo                 8     0.912    0.808
//   plural               8     1.000    1.000
//   word-order           6     1.000    0.952
//   category-word        8     0.475    0.508
//   provider             6     0.000    0.000
//   tag                 12     0.917    0.909
//   multi-word           8     0.938    0.877
//   synonym              7     0.486    0.467
//   prefix               3     1.000    1.000
//   overall             73     0.781    0.748
// After the vocabulary-based rewrite (typos and fragments expanded from search_terms, full text only), same day:
//   exact-title 1.000/0.863, typo 0.975/0.916, plural 1.000/0.999, word-order 1.000/0.881, category-word 0.475/0.508,
//   provider 0/0, tag 1.000/0.992, multi-word 0.938/0.877, synonym 0.486/0.412, prefix 1/1; overall 0.801/0.761.
// With dataset_search (2026-11-24): two tiers (title and tags hold every word, then the whole text with category
// and provider names), stems and synonyms looked up in the vocabulary, the last word completed:
//   exact-title 1.000/0.863, typo 1.000/0.949, plural 1.000/0.983, word-order 1.000/0.875, category-word 0.850/0.964,
//   provider 1.000/1.000, tag 1.000/0.970, multi-word 0.938/0.877, synonym 0.943/0.918, prefix 1/1;
//   overall 0.971/0.939.
// The floors sit a little under the current figures: they stop regressions; the printed table shows improvements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetList } from '../../../../common/catalog';
import { DATASETS } from '../../../seed/catalog-data';
import { seedCatalog } from '../../../seed/seed-catalog';
import { createTestApp, type TestContext } from '../../../test/harness';
import { JUDGMENTS, QUERY_CLASSES } from './judgments';
import { formatRelevanceReport, scoreRelevance, type RelevanceReport } from './relevance-report';

/** Overall means over every judged query; see the baseline above. */
const FLOOR = { recall5: 0.95, ndcg10: 0.92 };

let t: TestContext;
let report: RelevanceReport;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db, t.app.storage, { files: false });
  report = await scoreRelevance(async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json<DatasetList>();
  });
  console.log(formatRelevanceReport(report));
});
afterAll(() => t?.close());

describe('the judged query set', () => {
  const slugs = new Set(DATASETS.map((d) => d.slug));

  it('judges enough queries in every class', () => {
    expect(JUDGMENTS.length).toBeGreaterThanOrEqual(45);
    for (const c of QUERY_CLASSES) expect(JUDGMENTS.filter((j) => j.class === c).length, c).toBeGreaterThanOrEqual(3);
    expect(new Set(JUDGMENTS.map((j) => j.query.toLowerCase())).size).toBe(JUDGMENTS.length);
  });
  it('names only demo datasets, each once per query, with at least one answer', () => {
    for (const j of JUDGMENTS) {
      const judged = [...j.answers, ...(j.related ?? [])];
      expect(j.answers.length, j.query).toBeGreaterThan(0);
      expect(judged.filter((s) => !slugs.has(s)), j.query).toEqual([]);
      expect(new Set(judged).size, j.query).toBe(judged.length);
    }
  });
});

describe('search relevance', () => {
  it('scores every judged query on a first page of at most ten', () => {
    expect(report.queries).toHaveLength(JUDGMENTS.length);
    for (const q of report.queries) expect(q.ranking.length).toBeLessThanOrEqual(10);
  });
  it('keeps recall@5 and nDCG@10 at least at the floor', () => {
    expect(report.overall.recall5).toBeGreaterThanOrEqual(FLOOR.recall5);
    expect(report.overall.ndcg10).toBeGreaterThanOrEqual(FLOOR.ndcg10);
  });
});
