// Search on a generated catalog of 20,000 datasets (server/seed/generated-datasets.ts, whose words, filters and sort
// keys are correlated in ways that mislead a planner that takes them as independent), on PGlite and PostgreSQL:
// - every listing is what a brute-force query over every searchable dataset says it must be;
// - every statement a listing runs is answered by an index and reads a bounded part of the catalog (EXPLAIN ANALYZE);
// - facet counts estimated from a sample are close to the exact ones.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_FORMATS, DATASET_SORTS, DatasetQuery, UPDATE_FREQUENCIES } from '../../../../common/catalog';
import { rowsOf } from '../../../db/rows';
import { CATEGORIES } from '../../../seed/catalog-data';
import { GENERATED_VOCABULARY, insertGeneratedDatasets } from '../../../seed/generated-datasets';
import { createRandom, seedFromString, type Random } from '../../../seed/random';
import { freshDatabase } from '../../../test/harness';
import { randomFilters } from '../../../test/listing-fixtures';
import { bruteForceListing } from '../../../test/search-reference';
import { withReusedPlans } from '../../../db/reused-plans';
import type { Database } from '../../../db/client';
import { catalogSampleSource } from './catalog-sample';
import { datasetFacets } from './facets';
import { listDatasets } from './list-datasets';
import { after } from './sort-orders';
import { LISTING_COUNT_CAP } from './tuning';
import { signatureOf } from './signature';
import { priceShares } from './price-share';
import { vocabulary } from './vocabulary';

const CATALOG_SIZE = 20_000;

let database: Database;
let drop: () => Promise<void>;
/** Every statement the listing runs goes through here, to be explained afterwards. */
const statements: SQL[] = [];
/** How many statements had run each time the listing asked the catalog's sample. */
const sampleAsked: number[] = [];
let recording = false;
let deps: Parameters<typeof listDatasets>[0];

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await insertGeneratedDatasets(database.db, CATALOG_SIZE);
  // A settled catalog, as the benchmarks measure it: statistics and a visibility map.
  await database.db.execute(sql`vacuum analyze`);
  const db = database.db;
  // As the routes run them: on PostgreSQL, prepared statements whose plans may be generic after a few runs.
  const recorded = new Proxy(withReusedPlans(database), {
    get: (target, prop, receiver) => (prop === 'execute'
      ? (query: SQL) => { if (recording) statements.push(query); return target.execute(query); }
      : Reflect.get(target, prop, receiver)),
  });
  const sample = catalogSampleSource(db);
  deps = {
    db: recorded, vocabulary: vocabulary(db), prices: priceShares(db),
    sample: { ...sample, get: () => { if (recording) sampleAsked.push(statements.length); return sample.get(); } },
  };
}, 120_000);
afterAll(() => drop?.());

/** What `run` returns, with the statements it ran (and their SQL texts), and whether it asked the sample last. */
async function recorded<T>(run: () => Promise<T>): Promise<{ result: T; statements: SQL[]; texts: string[]; sampledLast: boolean }> {
  statements.length = 0;
  sampleAsked.length = 0;
  recording = true;
  try {
    const result = await run();
    const texts = statements.map((statement) => new PgDialect().sqlToQuery(statement).sql);
    return { result, statements: [...statements], texts, sampledLast: sampleAsked.at(-1) === statements.length };
  } finally {
    recording = false;
  }
}

const v = GENERATED_VOCABULARY;
const WORDS = [...v.nouns, ...v.states, ...v.freshness, ...v.audiences, ...CATEGORIES.map((c) => c.name), 'verified', 'records', 'phone', 'consent']
  .flatMap((phrase) => phrase.toLowerCase().split(' '));

function misspell(r: Random, word: string) {
  if (word.length < 5) return word;
  const i = r.int(1, word.length - 2);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** A listing query as a buyer might send it: a few words (maybe one misspelt), some filters, a sort and a page. */
function randomQuery(r: Random): DatasetQuery {
  const words = Array.from({ length: r.int(0, 3) }, () => r.pick(WORDS));
  if (words.length > 0 && r.int(0, 3) === 0) words[0] = misspell(r, words[0]!);
  return DatasetQuery.parse({
    search: words.join(' ') || undefined,
    ...randomFilters(r, 4),
    sort: r.pick(DATASET_SORTS),
    page: r.int(0, 4) === 0 ? r.int(2, 12) : 1,
  });
}

const reference = (q: DatasetQuery) => bruteForceListing(database.db, deps.vocabulary, q);

/** A listing query from a URL's query string. */
const queryOf = (query: string) => DatasetQuery.parse(Object.fromEntries(new URLSearchParams(query)));

/** The listing of a URL's query string, with its statements' texts and what brute force finds for it. */
async function listedAgainstReference(query: string) {
  const q = queryOf(query);
  const { result: listing, texts } = await recorded(() => listDatasets(deps, q));
  return { q, listing, texts, expected: await reference(q) };
}

/** The walk stretches and carded collects among a listing's statements, in order. */
const stepsOf = (texts: string[]) =>
  texts.flatMap((t) => (t.includes('last_entry') ? ['walk'] : t.includes('with matches as materialized') ? ['collect'] : []));

describe(`search over ${CATALOG_SIZE.toLocaleString('en-US')} generated datasets`, () => {
  it('lists exactly what a brute-force query finds, in its order, with its exact total or "1,000+"', async () => {
    const r = createRandom(seedFromString('search at scale'));
    let capped = 0;
    for (let i = 0; i < 150; i++) {
      const q = randomQuery(r);
      const [listing, expected] = await Promise.all([listDatasets(deps, q), reference(q)]);
      const offset = (q.page - 1) * q.limit;
      const label = JSON.stringify(q);
      expect(listing.items.map((d) => d.id), label).toEqual(expected.slice(offset, offset + q.limit));
      expect(listing.hasMore, label).toBe(expected.length > offset + q.limit);
      expect({ total: listing.total, capped: listing.totalIsCapped }, label)
        .toEqual({ total: Math.min(expected.length, LISTING_COUNT_CAP), capped: expected.length > LISTING_COUNT_CAP });
      if (listing.totalIsCapped) capped++;
    }
    expect(capped).toBeGreaterThan(0);
  }, 120_000);

  it('shows the exact total a collect counted, without counting again', async () => {
    // A sort other than relevance lists one tier: a collect of it counts every match.
    const r = createRandom(seedFromString('collected totals'));
    let collected = 0;
    for (let i = 0; i < 120; i++) {
      const q = DatasetQuery.parse({
        search: [r.pick(WORDS), r.pick(WORDS), r.pick(WORDS)].join(' '), format: r.pick(DATA_FORMATS),
        sort: r.pick(DATASET_SORTS.filter((sort) => sort !== 'popular')),
      });
      const { result: listing, texts } = await recorded(() => listDatasets(deps, q));
      const expected = (await reference(q)).length;
      if (!texts.some((t) => t.includes('with matches as materialized')) || expected <= q.limit || expected > LISTING_COUNT_CAP) continue;
      collected++;
      const label = JSON.stringify(q);
      expect(listing.total, label).toBe(expected);
      // The collect is the listing's last statement: no count, no sample after it.
      expect(texts.at(-1), label).toContain('with matches as materialized');
    }
    expect(collected).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('counts facets from a sample when a base predicted small is large, in one statement at most', async () => {
    // "intent" and "signals" are one phrase: taken as independent they predict a fifth of the base there is. Looking
    // them up costs more than counting on the catalog's sample, which holds enough of it: no statement. With a sample
    // too small to hold enough, the base is read whole, and the read stops past 1,000 rows and samples the table in
    // the same statement.
    const result = await database.db.execute(sql`
      select c.slug, count(*)::int as n from dataset_search s join categories c on c.id = s.category_id
      where ts_match_vq(s.doc, ${"'intent' & 'signal'"}::tsquery) group by c.slug`);
    const rows = rowsOf<{ slug: string; n: number }>(result);
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThan(2000);
    const smallSample = { ...deps, sample: catalogSampleSource(database.db, 100) };
    for (const [listing, statements] of [[deps, 0], [smallSample, 1]] as const) {
      const { result: facets, texts } = await recorded(() => datasetFacets(listing, { search: 'intent signals' }));
      expect(texts).toHaveLength(statements);
      expect(facets.exact).toBe(false);
      for (const { slug, n } of rows) {
        const estimate = facets.categories.find((c) => c.slug === slug)?.count ?? 0;
        expect(Math.abs(estimate - n), slug).toBeLessThan(Math.max(100, n * 0.3));
      }
    }
  }, 60_000);

  it('collects both relevance tiers in one lookup when the strong words have about as many documents in the whole text', async () => {
    // Titles' and tags' words ("seniors", "texas", "exclusive") are in the whole text about as often: a second tier's
    // lookup of the same parts would read the same postings again.
    const r = createRandom(seedFromString('one collect for both tiers'));
    let once = 0;
    for (let i = 0; i < 80; i++) {
      const q = DatasetQuery.parse({
        search: [r.pick(WORDS), r.pick(WORDS), r.pick(WORDS)].join(' '), format: r.pick(DATA_FORMATS), page: r.int(1, 2),
      });
      const { result: listing, texts } = await recorded(() => listDatasets(deps, q));
      const label = JSON.stringify(q);
      const expected = await reference(q);
      const offset = (q.page - 1) * q.limit;
      expect(listing.items.map((d) => d.id), label).toEqual(expected.slice(offset, offset + q.limit));
      const collects = texts.filter((t) => t.includes('with matches as materialized'));
      if (collects.length !== 1 || !collects[0]!.includes('ts_match_vq(s.strong') || !collects[0]!.includes('ts_match_vq(s.doc')) continue;
      once++;
      // Nothing after it: no second tier, and the total is the collect's own count.
      expect(texts.at(-1), label).toBe(collects[0]);
      if (expected.length <= LISTING_COUNT_CAP) expect(listing.total, label).toBe(expected.length);
    }
    expect(once).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('collects both relevance tiers in one statement when the second would be collected at once too', async () => {
    // Whatever the lookups cost: two collects in a row are two statements and a second lookup of the same parts.
    const r = createRandom(seedFromString('no second collect'));
    let collectedFirst = 0;
    for (let i = 0; i < 120; i++) {
      const q = DatasetQuery.parse({ search: [r.pick(WORDS), r.pick(WORDS)].join(' '), ...randomFilters(r, 2) });
      const { result: listing, texts } = await recorded(() => listDatasets(deps, q));
      const label = JSON.stringify(q);
      expect(listing.items.map((d) => d.id), label).toEqual((await reference(q)).slice(0, q.limit));
      const steps = stepsOf(texts);
      if (steps[0] !== 'collect') continue;
      collectedFirst++;
      expect(steps[1], label).not.toBe('collect');
    }
    expect(collectedFirst).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('collects, or hands a walk over to collect after one stretch, when the matches come too slowly to reach the page within its allowance', async () => {
    // Words that go together less than their counts say, in a sort order that meets them late: a first stretch finds
    // a few, and at that rate the rest lie past what the walk may read. Walking on to its end first doubled the time
    // before the collect that came anyway. (A walk that fills the page is counted afterwards, which the plan weighs:
    // these now mostly collect at once.)
    const queries = [
      'search=data prospects&format=API&frequency=Daily,Quarterly&sort=price-low',
      'search=insurance contacts florida&format=CSV,Excel&frequency=Real-time,Monthly&sort=price-low',
      'search=medicare intent&format=JSON,Excel&frequency=Real-time&sort=price-high',
      'search=intelligence leads california&format=JSON&frequency=Daily,Monthly&sort=price-low',
    ];
    for (const query of queries) {
      const { q, listing, texts, expected } = await listedAgainstReference(query);
      const steps = stepsOf(texts);
      expect(steps.at(-1), query).toBe('collect');
      expect(steps.filter((step) => step === 'walk').length, query).toBeLessThanOrEqual(1);
      expect(listing.items.map((d) => d.id), query).toEqual(expected.slice(0, q.limit));
    }
  });

  it('walks a category it expects to read whole in one statement', async () => {
    // A word under a price floor in one category: few matches, or none, expected, and walking every entry of the
    // category is planned as cheaper than collecting them. Stretches of at most a quarter of the category took 3-5
    // statements for it, or a stretch and then a collect when the first found nothing.
    const queries = [
      'search=b2c&category=market-analytics&priceMin=500&sort=downloads',
      'search=health&category=health-insurance&priceMin=500&sort=rating',
      'search=fresh&category=business-insurance&priceMin=500&sort=rating',
      'search=sales&category=sales-intelligence&priceMin=1000&sort=downloads',
      'search=york&category=market-analytics&priceMin=500&sort=rating',
    ];
    for (const query of queries) {
      const { q, listing, texts, expected } = await listedAgainstReference(query);
      expect(expected.length, query).toBeLessThan(q.limit);
      expect(texts, query).toHaveLength(1);
      expect(stepsOf(texts), query).toEqual(['walk']);
      expect(listing.items.map((d) => d.id), query).toEqual(expected);
      expect(listing.total, query).toBe(expected.length);
    }
  });

  it('walks, once the sample has told, when words that go together would have a collect read thousands of matches for one page', async () => {
    // Every title with "york" has "new": taken as independent the two have a few hundred matches, and collecting them
    // is planned; they have thousands (every seventh title). Asked first, the sample says so: a short walk of the
    // relevance index fills the page, and the sample's count answers "1,000+".
    for (const search of ['new york', 'york new']) {
      const q = DatasetQuery.parse({ search });
      const { result: listing, texts } = await recorded(() => listDatasets(deps, q));
      const steps = texts.flatMap((t) => (t.includes('last_entry') ? ['walk'] : t.includes('materialized') ? ['collect'] : []));
      expect(steps, search).toEqual(['walk']);
      expect(listing.items.map((d) => d.id), search).toEqual((await reference(q)).slice(0, q.limit));
      expect(listing.totalIsCapped, search).toBe(true);
    }
  });

  it('answers every statement from an index or a scan that stops early, reading a bounded part of the catalog', async () => {
    const queries = [
      'search=contacts&category=business-insurance&sort=price-low&priceMin=140',
      'search=analytcis contacts&priceMax=360',
      'category=home-insurance&sort=price-high&rating=2&page=40',
      'search=insurance prospects ohio&format=CSV,XML&frequency=Real-time,Monthly&sort=rating',
      'provider=coastal-shopper-data&search=fresh leads',
      'search=texas ohio',
      'search=seniors&sort=downloads&page=5',
    ];
    for (const query of queries) {
      const { statements: ran, texts } = await recorded(() => listDatasets(deps, queryOf(query)));
      const summary: string[] = [];
      for (const statement of ran) {
        const [row] = rowsOf<Record<string, unknown>>(await database.db.execute(sql`explain (analyze, format json) ${statement}`));
        const plan = parsePlan(row!);
        const scans = nodes(plan).filter((n) => n.relation === 'dataset_search' || n.relation === 'datasets');
        if (scans.length === 0) continue;
        for (const scan of scans) {
          // A walk's stretch stops at its budget (about three times the entries it expects to need, at most what
          // collecting would cost: here within a quarter of the catalog); a collect reads what its index lookup gives;
          // a search's count is one or the other. Only a browse's page past its end counts on its own, and may scan
          // the table, stopping just past the listing's cap.
          if (scan.type === 'Seq Scan') expect(texts[ran.indexOf(statement)], query).toMatch(/^\s*select count\(\*\)::int as n/);
          expect((scan.rows + scan.removed) * scan.loops, `${query}: rows read by ${scan.type} on ${scan.index ?? scan.relation}`).toBeLessThan(CATALOG_SIZE / 4 + 2000);
        }
        summary.push(scans.map((s) => `${s.type} ${s.index ?? s.relation} ${Math.round(s.rows * s.loops)}`).join(', '));
      }
      console.log(`${query}\n  ${summary.join('\n  ')}`);
    }
  }, 120_000);

  it("walks a frequency filter's own entries, each frequency's part of an index led by it merged in order", async () => {
    // In the generated catalog a frequency goes with the rating (every "Monthly" dataset's ends in .3 or .8): walking
    // the whole rating order and checking the frequency on each entry meets long stretches without a match.
    const r = createRandom(seedFromString('frequency walks'));
    let walks = 0;
    for (let i = 0; i < 80; i++) {
      const frequency = r.sample(UPDATE_FREQUENCIES, r.int(1, 2));
      const q = DatasetQuery.parse({
        search: Array.from({ length: r.int(1, 2) }, () => r.pick(WORDS)).join(' '), format: r.pick(DATA_FORMATS),
        frequency: frequency.join(','), sort: DATASET_SORTS[i % DATASET_SORTS.length], page: r.int(1, 3),
      });
      const label = JSON.stringify(q);
      const { result: listing, statements: ran, texts } = await recorded(() => listDatasets(deps, q));
      const offset = (q.page - 1) * q.limit;
      expect(listing.items.map((d) => d.id), label).toEqual((await reference(q)).slice(offset, offset + q.limit));
      for (const [n, statement] of ran.entries()) {
        if (!texts[n]!.includes('with found as materialized')) continue;
        walks++;
        const [row] = rowsOf<Record<string, unknown>>(await database.db.execute(sql`explain (analyze, format json) ${statement}`));
        // Every index a stretch walks (all but the primary key, by which it fetches the documents) is led by the
        // frequency, read once per frequency and merged (and again for where the stretch ended); a resumed stretch too
        // (a row comparison misleads the planner).
        const walked = nodes(parsePlan(row!)).filter((n) => n.relation === 'dataset_search' && n.index !== 'dataset_search_pkey' && n.loops > 0);
        expect(walked.length, label).toBeGreaterThanOrEqual(frequency.length);
        for (const scan of walked) expect(scan.index, label).toMatch(/^dataset_search_frequency_/);
        if (frequency.length > 1) expect(nodes(parsePlan(row!)).some((n) => n.type === 'Merge Append'), label).toBe(true);
      }
    }
    expect(walks).toBeGreaterThan(10);
  }, 120_000);

  it('estimates the rest of popularity order past a non-featured row as most of the catalog, so a walk resumes on its own index', async () => {
    // Estimated by its first column alone, `(featured, ...) < (false, ...)` is no rows, and at 1,000,000 datasets
    // PostgreSQL then resumed a category's or frequency's walk on the whole order's index, filtering out the rest.
    const last = { featured: false, rating: 4.8, total_downloads: 10_000, dataset_id: '00000000-0000-4000-8000-000000000000' };
    const [row] = rowsOf<Record<string, unknown>>(await database.db.execute(sql`explain (format json) select 1 from dataset_search where ${after('popular', last)}`));
    const json = row!['QUERY PLAN'];
    const [{ Plan: plan }] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: { 'Plan Rows': number } }];
    expect(plan['Plan Rows']).toBeGreaterThan(CATALOG_SIZE / 2);
  });

  it("computes a clause's signature as the schema's search_signature does", async () => {
    const result = await database.db.execute(sql`
      select lexeme, search_signature(array[lexeme])::text as bits from search_lexemes order by lexeme limit 400`);
    const rows = rowsOf<{ lexeme: string; bits: string }>(result);
    expect(rows.length).toBeGreaterThan(100);
    for (const { lexeme, bits } of rows) expect(signatureOf([lexeme]), lexeme).toBe(bits);
    const several = [...rows.map((r) => r.lexeme), 'café', 'größe', 'format=csv'];
    const [all] = rowsOf<{ bits: string }>(await database.db.execute(sql`select search_signature(${sql.param(several)}::text[])::text as bits`));
    expect(signatureOf(several)).toBe(all!.bits);
  });

  it('estimates the facet counts of a large result from a sample, close to the exact counts', async () => {
    const facets = await datasetFacets(deps, { search: 'leads' });
    expect(facets.exact).toBe(false);
    const result = await database.db.execute(sql`
      select c.slug, count(*)::int as n from dataset_search s join categories c on c.id = s.category_id
      where ts_match_vq(s.doc, 'lead'::tsquery) group by c.slug`);
    for (const { slug, n } of rowsOf<{ slug: string; n: number }>(result)) {
      const estimate = facets.categories.find((c) => c.slug === slug)?.count ?? 0;
      expect(Math.abs(estimate - n), slug).toBeLessThan(Math.max(100, n * 0.25));
    }
  }, 60_000);
});

/** `rows` returned, and `removed` read but filtered out. */
interface PlanNode { type: string; relation?: string; index?: string; rows: number; removed: number; loops: number; children: PlanNode[] }

function parsePlan(row: Record<string, unknown>): PlanNode {
  const json = row['QUERY PLAN'];
  const plan = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: Record<string, unknown> }[];
  const toNode = (p: Record<string, unknown>): PlanNode => ({
    type: String(p['Node Type']), relation: p['Relation Name'] as string | undefined, index: p['Index Name'] as string | undefined,
    rows: Number(p['Actual Rows'] ?? 0), removed: Number(p['Rows Removed by Filter'] ?? 0), loops: Number(p['Actual Loops'] ?? 1),
    children: ((p.Plans as Record<string, unknown>[] | undefined) ?? []).map(toNode),
  });
  return toNode(plan[0]!.Plan);
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...n.children.flatMap(nodes)];
