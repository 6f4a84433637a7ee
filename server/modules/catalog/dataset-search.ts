// The marketplace query: DatasetQuery filters, typo-tolerant search and sort orders as SQL fragments.
// User input only ever reaches SQL as bound parameters.
import { and, arrayOverlaps, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { RECORD_SIZES, type DatasetQuery } from '../../../common/catalog';
import { categories, datasets, providers } from '../../db/schema';

/** More words than this add nothing to ranking and only make the tsquery bigger. */
const MAX_SEARCH_WORDS = 8;

export interface DatasetSearch {
  where: SQL;
  orderBy: SQL[];
}

/** Letters and digits only: these are safe inside a to_tsquery expression whatever the user typed. */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** `50%_off\` -> `50\%\_off\\`: matched literally by ILIKE (backslash is its default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function datasetSearch(q: DatasetQuery): DatasetSearch {
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

  const text = q.search ? textSearch(q.search) : null;
  if (text) conditions.push(text.match);

  const orderBy = sortOrder(q.sort);
  if (text) {
    // Relevance leads the default order; an explicit sort keeps its key and uses relevance to break ties.
    if (q.sort === 'popular') orderBy.unshift(desc(text.rank));
    else orderBy.splice(1, 0, desc(text.rank));
  }
  orderBy.push(asc(datasets.id));
  return { where: and(...conditions)!, orderBy };
}

function recordSizeCondition(ids: readonly string[]): SQL {
  const ranges = RECORD_SIZES.filter((r) => ids.includes(r.id))
    .map((r) => (r.max === null ? gte(datasets.recordCount, r.min) : and(gte(datasets.recordCount, r.min), lt(datasets.recordCount, r.max))));
  return or(...ranges)!;
}

/**
 * Three ways to match, each served by an index: full text with word prefixes over title, tags and description
 * (GIN on search_vector), trigram word similarity on the title for typos, and a literal substring of the title
 * (both GIN trigram). Input with no letters or digits searches for nothing, so it lists everything.
 * Ranking: full-text matches first, by weighted rank (title > tags > description, normalised into [0, 1)); then
 * typo and substring matches by title similarity. Only one of the two scores is computed per row: on a broad
 * search over 100k datasets word_similarity on every row is the dominant cost.
 */
function textSearch(search: string): { match: SQL; rank: SQL } | null {
  const words = searchWords(search);
  if (words.length === 0) return null;
  const prefixQuery = words.map((w) => `${w}:*`).join(' & ');
  const phrase = words.join(' ');
  const tsquery = sql`to_tsquery('english', ${prefixQuery})`;
  const match = sql`(${datasets.searchVector} @@ ${tsquery}
    or ${phrase} <% ${datasets.title}
    or ${datasets.title} ilike ${`%${escapeLike(withoutControlCharacters(search))}%`})`;
  const rank = sql`(case when ${datasets.searchVector} @@ ${tsquery} then 1 + ts_rank(${datasets.searchVector}, ${tsquery}, 32)
    else word_similarity(${phrase}, ${datasets.title}) end)`;
  return { match, rank };
}

/** PostgreSQL text cannot hold NUL, and no title contains other control characters. */
function withoutControlCharacters(text: string): string {
  return text.replace(/\p{Cc}/gu, '');
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
