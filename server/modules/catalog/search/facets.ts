// Facet counts for the marketplace's filter column: for the current search and filters, how many datasets each
// category, format and minimum rating would list. Each facet is counted with the other filters but its own, so they
// are all counted in one pass over the "base": the datasets matching the search and every filter but category,
// formats and rating. With no search and no filter, the base is not read: the filter terms' maintained counts are the
// answer. Else the memory design counts on its index (exact: the base's rows added up by class, facet-tally.ts), and
// the plain design reads the base whole when it has at most FACET_EXACT_UP_TO rows, or else samples the table
// (TABLESAMPLE, pages at random; the counts then labelled as estimates), in one statement.
import { sql, type SQL } from 'drizzle-orm';
import { DATA_FORMATS, type DatasetFacets, type FacetQuery } from '../../../../common/catalog';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import type { CatalogCounts } from './catalog-index';
import { classesOf, RATING_LEVELS } from './facet-tally';
import { ALL_TERM, allOf, filterConditions, filterTerms, formatMaskOf, listingFilters, priceConditions, type ListingFilters } from './listing-filters';
import type { LiveIndexSource } from './live-index';
import { compileSearch, documentCount, filterTermMatches, tsquery, type Match, type TextQuery } from './text-query';
import { FACET_EXACT_UP_TO, MAX_SAMPLED_ROWS, MIN_SAMPLED_ROWS, PRICE_BOUND_SHARE, SAMPLED_BASE_ROWS } from './tuning';
import type { VocabularySource } from './vocabulary';

const RATINGS = RATING_LEVELS;

/** With the memory design's index, facets are counted on it; without (the plain design), on the base or a sample of it. */
export interface FacetDeps { db: Db; vocabulary: VocabularySource; index?: LiveIndexSource }

export async function datasetFacets({ db, vocabulary, index }: FacetDeps, q: FacetQuery): Promise<DatasetFacets> {
  const filters = listingFilters({ ...q, sort: 'popular', page: 1, limit: 1 });
  const base: ListingFilters = { ...filters, category: undefined, formats: undefined, minRating: undefined };
  const text = q.search ? await compileSearch(vocabulary, q.search, base) : null;
  if (text === 'nothing') return { categories: [], formats: DATA_FORMATS.map((format) => ({ format, count: 0 })), ratings: RATINGS.map((atLeast) => ({ atLeast, count: 0 })), total: 0, exact: true };
  const unfiltered = !text && Object.values(filters).every((v) => v === undefined);
  if (unfiltered) return countedTerms(db);
  if (index) return indexFacets(await index.get(), text, base, filters);
  const { total, baseShare } = text ? textBase(text, base) : await filterBase(vocabulary, base);
  const sampledRows = Math.min(MAX_SAMPLED_ROWS, Math.max(MIN_SAMPLED_ROWS, SAMPLED_BASE_ROWS / Math.max(baseShare, 1e-9)));
  const percent = Math.min(100, (sampledRows / Math.max(1, total)) * 100);
  const where = baseCondition(text, base);
  return countFacets(db, wholeOrSampled(
    sql`select category_id, format_mask, rating from dataset_search s where ${where}`,
    // The same pages for the same size of sample (REPEATABLE), so that instances give the same estimates.
    sql`select category_id, format_mask, rating from dataset_search s tablesample system (${percent}) repeatable (1) where ${where}`,
    100 / percent,
  ), filters);
}

/**
 * The whole base when it has at most FACET_EXACT_UP_TO rows, else the sample: the whole read stops one row past, and the
 * sample's scan runs only then (a one-time filter on the count).
 */
function wholeOrSampled(whole: SQL, sample: SQL, sampleWeight: number): SQL {
  const read = sql`(select count(*) from whole)`;
  return sql`with whole as materialized (${whole} limit ${FACET_EXACT_UP_TO + 1})
    select category_id, format_mask, rating, 1::float8 as weight from whole where ${read} <= ${FACET_EXACT_UP_TO}
    union all
    select category_id, format_mask, rating, ${sampleWeight}::float8 from (${sample}) s where ${read} > ${FACET_EXACT_UP_TO}`;
}

/** The searchable datasets, and the share of them in the base (taken as independent parts). */
function textBase(text: TextQuery, base: ListingFilters) {
  const share = (m: Match) => Math.min(1, documentCount(m, text.total) / Math.max(1, text.total));
  return { total: text.total, baseShare: [...text.clauses, ...text.filters].reduce((p, m) => p * share(m), PRICE_BOUND_SHARE ** priceConditions(base).length) };
}

async function filterBase(vocabulary: VocabularySource, base: ListingFilters) {
  const groups = filterTerms(base);
  const { terms } = await vocabulary.lookUp([], [ALL_TERM, ...groups.flatMap((g) => g.terms)]);
  const total = terms.get(ALL_TERM)!.docCount;
  const share = (group: string[]) => Math.min(1, group.reduce((sum, t) => sum + terms.get(t)!.docCount, 0) / Math.max(1, total));
  return { total, baseShare: groups.reduce((p, g) => p * share(g.terms), PRICE_BOUND_SHARE ** priceConditions(base).length) };
}

/** The base's condition: the search's words and filter terms (through the GIN index) and price, or the filters alone. */
function baseCondition(text: TextQuery | null, base: ListingFilters): SQL {
  return text ? allOf([sql`doc @@ ${tsquery([...text.clauses, ...text.filters])}::tsquery`, ...priceConditions(base)]) : allOf(filterConditions(base));
}

/** One pass over `rows` (with their weights), each facet counted under the other facets' filters; exact unless a row stands for more than itself. */
async function countFacets(db: Db, rows: SQL, filters: ListingFilters): Promise<DatasetFacets> {
  const [inCategory] = filterConditions({ category: filters.category });
  const category = inCategory ?? sql`true`;
  const format = filters.formats ? sql`(format_mask & ${formatMaskOf(filters.formats)}) <> 0` : sql`true`;
  const rating = filters.minRating ? sql`rating >= ${filters.minRating}` : sql`true`;
  const result = await db.execute(sql`
    select c.slug, b.* from (
      select category_id, max(weight) as weight, coalesce(sum(weight) filter (where ${format} and ${rating}), 0) as in_category,
        ${sql.join(DATA_FORMATS.map((_f, i) => sql`coalesce(sum(weight) filter (where ${category} and ${rating} and (format_mask & ${1 << i}) <> 0), 0) as ${sql.identifier(`format_${i}`)}`), sql`, `)},
        ${sql.join(RATINGS.map((r) => sql`coalesce(sum(weight) filter (where ${category} and ${format} and rating >= ${r}), 0) as ${sql.identifier(`rating_${r}`)}`), sql`, `)},
        coalesce(sum(weight) filter (where ${category} and ${format} and ${rating}), 0) as total
      from (${rows}) r group by category_id
    ) b join categories c on c.id = b.category_id
    order by c.slug`);
  const groups = rowsOf<Record<string, string | number>>(result);
  const sum = (column: string) => Math.round(groups.reduce((n, g) => n + Number(g[column]), 0));
  return {
    categories: groups.map((g) => ({ slug: String(g.slug), count: Math.round(Number(g.in_category)) })),
    formats: DATA_FORMATS.map((format, i) => ({ format, count: sum(`format_${i}`) })),
    ratings: RATINGS.map((atLeast) => ({ atLeast, count: sum(`rating_${atLeast}`) })),
    total: sum('total'),
    exact: groups.every((g) => Number(g.weight) === 1),
  };
}

/**
 * The facet counts on the index in memory: the base's rows by class (their category, formats and rating level:
 * facet-tally.ts), each class counted where the other facets' filters let it through.
 */
function indexFacets(index: CatalogCounts, text: TextQuery | null, base: ListingFilters, filters: ListingFilters): DatasetFacets {
  const tally = index.tally({
    field: 'doc', all: [...(text?.clauses ?? []), ...filterTermMatches(base)],
    priceMinCents: base.priceMinCents, priceMaxCents: base.priceMaxCents,
  });
  const chosenFormats = filters.formats ? DATA_FORMATS.reduce((mask, f, i) => (filters.formats!.includes(f) ? mask | (1 << i) : mask), 0) : null;
  const present = new Map<string, number>();
  const inCategory = new Map<string, number>();
  const formats = DATA_FORMATS.map(() => 0);
  const ratings = RATINGS.map(() => 0);
  let total = 0;
  for (const c of classesOf(tally)) {
    const [category, format, rating] = [
      !filters.category || c.category === filters.category, chosenFormats === null || (c.formats & chosenFormats) !== 0, !filters.minRating || c.rating >= filters.minRating,
    ];
    if (c.category !== null) {
      present.set(c.category, (present.get(c.category) ?? 0) + c.count);
      if (format && rating) inCategory.set(c.category, (inCategory.get(c.category) ?? 0) + c.count);
    }
    if (category && rating) DATA_FORMATS.forEach((_f, i) => { if (c.formats & (1 << i)) formats[i]! += c.count; });
    if (category && format) RATINGS.forEach((atLeast, i) => { if (c.rating >= atLeast) ratings[i]! += c.count; });
    if (category && format && rating) total += c.count;
  }
  return {
    categories: tally.categories.filter((slug) => present.has(slug)).map((slug) => ({ slug, count: inCategory.get(slug) ?? 0 })),
    formats: DATA_FORMATS.map((format, i) => ({ format, count: formats[i]! })),
    ratings: RATINGS.map((atLeast, i) => ({ atLeast, count: ratings[i]! })),
    total,
    exact: true,
  };
}

/** With no search and no filter: every count is a filter term's count, kept by the database as datasets change. */
async function countedTerms(db: Db): Promise<DatasetFacets> {
  const result = await db.execute(sql`
    select lexeme, doc_count from search_lexemes
    where lexeme like 'category=%' or lexeme like 'format=%' or lexeme like 'rating>=%' or lexeme = ${ALL_TERM}`);
  const counts = new Map(rowsOf<{ lexeme: string; doc_count: number }>(result).map((r) => [r.lexeme, Number(r.doc_count)]));
  return {
    categories: [...counts].filter(([term, n]) => term.startsWith('category=') && n > 0)
      .map(([term, count]) => ({ slug: term.slice('category='.length), count })).sort((a, b) => a.slug.localeCompare(b.slug)),
    formats: DATA_FORMATS.map((format) => ({ format, count: counts.get(`format=${format.toLowerCase()}`) ?? 0 })),
    ratings: RATINGS.map((atLeast) => ({ atLeast, count: counts.get(`rating>=${atLeast}`) ?? 0 })),
    total: counts.get(ALL_TERM) ?? 0,
    exact: true,
  };
}
