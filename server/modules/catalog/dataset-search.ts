// The marketplace query: DatasetQuery filters, typo-tolerant search and sort orders as SQL fragments.
// User input only ever reaches SQL as bound parameters.
import { and, arrayOverlaps, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { RECORD_SIZES, type DatasetQuery } from '../../../common/catalog';
import type { Db } from '../../db/client';
import { categories, datasets, providers, searchTerms } from '../../db/schema';

/** More words than this add nothing to ranking and only make the tsquery bigger. */
const MAX_SEARCH_WORDS = 8;

export interface DatasetSearch {
  where: SQL;
  orderBy: SQL[];
  /**
   * For a search in relevance order: the bounded candidates to rank (title matches first, then the most popular
   * matches), so a broad word never ranks every dataset it matches.
   */
  candidates?: (limit: number) => SQL;
}

/** Letters and digits only: these are safe inside a to_tsquery expression whatever the user typed. */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * What each search word may match: itself as a prefix when some title or tag word starts with it, else itself plus
 * the closest title and tag words (typos by trigram similarity, fragments by substring), from search_terms.
 */
export interface ExpandedWord { word: string; alternatives: string[] }

/** One small query over the vocabulary (thousands of words, trigram-indexed), never over the datasets. */
export async function expandSearchWords(db: Db, words: string[]): Promise<ExpandedWord[]> {
  if (!words.length) return [];
  const result = await db.execute(sql`
    select w.word,
      case when exists (select 1 from ${searchTerms} where ${searchTerms.term} like w.word || '%') then '{}'::text[]
      else coalesce((select array_agg(t.term) from (
        select ${searchTerms.term} as term from ${searchTerms}
        where ${searchTerms.term} % w.word or (length(w.word) >= 3 and ${searchTerms.term} like '%' || w.word || '%')
        order by similarity(${searchTerms.term}, w.word) desc, ${searchTerms.term} limit ${MAX_ALTERNATIVES}) t), '{}'::text[])
      end as alternatives
    from unnest(${sql.param(words)}::text[]) with ordinality as w(word, position)
    order by w.position`);
  // Vocabulary words are letters and digits (see dataset_search_words), so they are safe inside to_tsquery.
  return (result as unknown as { rows: ExpandedWord[] }).rows.map((r) => ({ word: r.word, alternatives: r.alternatives.filter((a) => SAFE_WORD.test(a)) }));
}

const SAFE_WORD = /^[\p{L}\p{N}]+$/u;

/** A typo or fragment is matched by at most this many vocabulary words. */
const MAX_ALTERNATIVES = 3;

export function datasetSearch(q: DatasetQuery, expanded: ExpandedWord[] = []): DatasetSearch {
  const conditions: (SQL | undefined)[] = [eq(datasets.active, true)];
  // Slugs resolve in a sub-select so the conditions stay on datasets alone: the count needs no joins.
  if (q.category) conditions.push(eq(datasets.categoryId, sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${q.category})`));
  if (q.provider) conditions.push(eq(datasets.providerId, sql`(select ${providers.id} from ${providers} where ${providers.slug} = ${q.provider})`));
  if (q.format?.length) conditions.push(arrayOverlaps(datasets.dataFormats, q.format));
  if (q.frequency?.length) conditions.push(inArray(datasets.updateFrequency, q.frequency as (typeof datasets.updateFrequency._.data)[]));
  if (q.records?.length) conditions.push(recordSizeCondition(q.records));
  if (q.rating !== undefined) conditions.push(gte(datasets.rating, q.rating));
  if (q.priceMin !== undefined) conditions.push(gte(datasets.priceCents, Math.round(q.priceMin * 100)));
  if (q.priceMax !== undefined) conditions.push(lte(datasets.priceCents, Math.round(q.priceMax * 100)));

  const filters = and(...conditions)!;
  const text = expanded.length ? textSearch(expanded) : null;
  const orderBy = sortOrder(q.sort);
  orderBy.push(asc(datasets.id));
  if (!text) return { where: filters, orderBy };

  // Relevance leads the default order; an explicit sort keeps its key and uses relevance to break ties.
  if (q.sort === 'popular') orderBy.unshift(desc(text.rank));
  else orderBy.splice(1, 0, desc(text.rank));
  // One pass over the matches (one bitmap scan of the GIN index): title matches first, then the most popular.
  const candidates = q.sort !== 'popular' ? undefined : (limit: number) => sql`(
    select ${datasets.id} from ${datasets} where ${and(filters, text.match)}
    order by ${text.titleMatch} desc, ${sql.join(sortOrder('popular'), sql`, `)} limit ${limit})`;
  return { where: and(filters, text.match)!, orderBy, candidates };
}

function recordSizeCondition(ids: readonly string[]): SQL {
  const ranges = RECORD_SIZES.filter((r) => ids.includes(r.id))
    .map((r) => (r.max === null ? gte(datasets.recordCount, r.min) : and(gte(datasets.recordCount, r.min), lt(datasets.recordCount, r.max))));
  return or(...ranges)!;
}

/**
 * Full text only, so the GIN index on search_vector answers every search: each word as a prefix (title > tags >
 * description, weighted), or, for a word no title or tag word starts with, also its closest vocabulary words. All
 * words must match. Ranked by ts_rank, normalised into [0, 1).
 */
function textSearch(expanded: ExpandedWord[]): { match: SQL; titleMatch: SQL; rank: SQL } {
  /** `weights` "A" restricts every term to the title. */
  const query = (weights: string) => expanded
    .map(({ word, alternatives }) => {
      // PostgreSQL's parser reads "SR-22" as "sr" and the signed number "-22": a number also matches its signed form.
      const forms = /^\d+$/.test(word) ? [word, `-${word}`] : [word];
      const terms = [...forms.map((f) => `${f}:*${weights}`), ...alternatives.map((a) => (weights ? `${a}:${weights}` : a))];
      return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0];
    })
    .join(' & ');
  const tsquery = sql`to_tsquery('english', ${query('')})`;
  return {
    match: sql`${datasets.searchVector} @@ ${tsquery}`,
    titleMatch: sql`${datasets.searchVector} @@ to_tsquery('english', ${query('A')})`,
    rank: sql`ts_rank(${datasets.searchVector}, ${tsquery}, 32)`,
  };
}

function sortOrder(sort: DatasetQuery['sort']): SQL[] {
  switch (sort) {
    case 'price-low': return [asc(datasets.priceCents)];
    case 'price-high': return [desc(datasets.priceCents)];
    case 'rating': return [desc(datasets.rating), desc(datasets.totalReviews)];
    case 'downloads': return [desc(datasets.totalDownloads)];
    case 'popular': return [desc(datasets.featured), desc(datasets.rating), desc(datasets.totalDownloads)];
  }
}
