// The marketplace's filters, in the two forms dataset_search holds them:
// - conditions on its columns (unqualified, so they read the same on the table, on a walk's subquery, or on the
//   entries of an index that carries them), and
// - index terms of its documents ("format=csv", dataset_filter_terms in migration 0009): one GIN lookup intersects
//   them with the search words, and search_lexemes counts each, so the planner knows every filter's share.
// Price is a range: a condition only.
import { sql, type SQL } from 'drizzle-orm';
import { DATA_FORMATS, RECORD_SIZES, type DatasetQuery } from '../../../../common/catalog';
import { dollarsToCents } from '../../../../common/money';

export interface ListingFilters {
  category?: string;
  provider?: string;
  formats?: string[];
  frequencies?: string[];
  records?: string[];
  minRating?: number;
  priceMinCents?: number;
  priceMaxCents?: number;
}

export type FilterName = keyof ListingFilters;

export function listingFilters(q: DatasetQuery): ListingFilters {
  return {
    category: q.category,
    provider: q.provider,
    formats: q.format?.length ? q.format : undefined,
    frequencies: q.frequency?.length ? q.frequency : undefined,
    records: q.records?.length ? q.records : undefined,
    minRating: q.rating,
    priceMinCents: q.priceMin === undefined ? undefined : dollarsToCents(q.priceMin),
    priceMaxCents: q.priceMax === undefined ? undefined : dollarsToCents(q.priceMax),
  };
}

const isOn = (f: ListingFilters, omit: readonly FilterName[]) => (name: FilterName) => f[name] !== undefined && !omit.includes(name);

/** Bit i: DATA_FORMATS[i] (dataset_format_mask in migration 0009). */
export const formatMaskOf = (formats: readonly string[]) =>
  formats.reduce((mask, f) => mask | (DATA_FORMATS.includes(f as never) ? 1 << DATA_FORMATS.indexOf(f as never) : 0), 0);

/** Every condition of `f` but those named in `omit` (a walk's index prefix, or a facet's own filter). */
export function filterConditions(f: ListingFilters, omit: readonly FilterName[] = []): SQL[] {
  const on = isOn(f, omit);
  const conditions: SQL[] = [];
  if (on('category')) conditions.push(sql`category_id = (select id from categories where slug = ${f.category})`);
  if (on('provider')) conditions.push(sql`provider_id = (select id from providers where slug = ${f.provider})`);
  if (on('formats')) conditions.push(sql`(format_mask & ${formatMaskOf(f.formats!)}) <> 0`);
  if (on('frequencies')) conditions.push(sql`update_frequency = any(${sql.param(f.frequencies)}::text[])`);
  if (on('records')) {
    const ranges = RECORD_SIZES.filter((r) => f.records!.includes(r.id))
      .map((r) => (r.max === null ? sql`record_count >= ${r.min}` : sql`(record_count >= ${r.min} and record_count < ${r.max})`));
    conditions.push(ranges.length ? sql`(${sql.join(ranges, sql` or `)})` : sql`false`);
  }
  if (on('minRating')) conditions.push(sql`rating >= ${f.minRating}`);
  conditions.push(...priceConditions(f));
  return conditions;
}

export function priceConditions(f: ListingFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.priceMinCents !== undefined) conditions.push(sql`price_cents >= ${f.priceMinCents}`);
  if (f.priceMaxCents !== undefined) conditions.push(sql`price_cents <= ${f.priceMaxCents}`);
  return conditions;
}

export const allOf = (conditions: SQL[]): SQL => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `));

/** The index term every searchable document has; its count is how many there are. */
export const ALL_TERM = 'dataset=all';

/** The filters but price as index terms, by filter: each list of terms is "any of" (a dataset offering CSV or JSON). */
export function filterTerms(f: ListingFilters, omit: readonly FilterName[] = []): { name: FilterName; terms: string[] }[] {
  const on = isOn(f, omit);
  const groups: { name: FilterName; terms: string[] }[] = [];
  if (on('category')) groups.push({ name: 'category', terms: [`category=${f.category}`] });
  if (on('provider')) groups.push({ name: 'provider', terms: [`provider=${f.provider}`] });
  if (on('formats')) groups.push({ name: 'formats', terms: f.formats!.map((format) => `format=${format.toLowerCase()}`) });
  if (on('frequencies')) groups.push({ name: 'frequencies', terms: f.frequencies!.map((frequency) => `frequency=${frequency.toLowerCase()}`) });
  if (on('records')) groups.push({ name: 'records', terms: f.records!.map((id) => `records=${id}`) });
  if (on('minRating')) groups.push({ name: 'minRating', terms: [`rating>=${f.minRating}`] });
  return groups;
}
