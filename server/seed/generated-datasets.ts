// Generated marketplace datasets at any scale, for the benchmarks and the search tests at scale: the demo categories
// and providers, then `count` datasets in one generate_series statement. This is the `uniform` catalog: every
// attribute cycles with the dataset's number (modular arithmetic), so words, filters and sort keys co-occur in fixed
// patterns; realistic-catalog.ts generates the Zipf-law ones. Every title reads `<category name> <noun> — <state> <n>`;
// the tags are `leads`, a freshness and an audience.
import { sql } from 'drizzle-orm';
import { dollarsToCents } from '../../common/money';
import type { Db } from '../db/client';
import { categories, providers } from '../db/schema';
import { CATEGORIES, PROVIDERS } from './catalog-data';

export const GENERATED_VOCABULARY = {
  nouns: ['Leads', 'Shoppers', 'Prospects', 'Contacts', 'Intent Signals'],
  states: ['Texas', 'Florida', 'California', 'Ohio', 'New York', 'Georgia', 'Arizona'],
  freshness: ['aged', 'fresh', 'exclusive', 'shared'],
  audiences: ['b2c', 'b2b', 'seniors'],
  /** Follows `Verified <category name>` in every description. */
  description: 'records with phone, e-mail and consent timestamps',
} as const;

/** The dataset numbered `n` (1-based) has this slug. */
export const generatedSlug = (n: number) => `bench-dataset-${n}`;

/** Whole dollars: price_cents runs from 500 to 50,499. */
export const GENERATED_PRICE_RANGE = { min: 5, max: 505 } as const;

/** A dataset's searchable text, as a generated catalog inserts it (category by slug). */
export interface GeneratedDocument { category: string; title: string; tags: string[]; description: string }

/** A catalog generator: dataset n (1-based, slug generatedSlug(n)) is a pure function of n. */
export interface GeneratedCatalog {
  name: string;
  /** Adds the demo categories and providers and `count` datasets to a migrated, empty database. */
  insert(db: Db, count: number): Promise<void>;
  documentOf(n: number): GeneratedDocument;
  /** Whole dollars. */
  priceRange: { min: number; max: number };
}

export async function insertCategoriesAndProviders(db: Db): Promise<void> {
  await db.insert(categories).values(CATEGORIES.map(({ name, slug, description, icon, color }) => ({ name, slug, description, icon, color })));
  await db.insert(providers).values(PROVIDERS.map(({ name, slug, description, website, rating, totalReviews, verified }) =>
    ({ name, slug, description, website, rating, totalReviews, verified })));
}

/** Adds the demo categories and providers and `count` generated datasets to a migrated, empty database. */
export async function insertGeneratedDatasets(db: Db, count: number): Promise<void> {
  await insertCategoriesAndProviders(db);
  const v = GENERATED_VOCABULARY;
  const list = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
  await db.execute(sql`
    with c as (select array_agg(id order by slug) ids, array_agg(name order by slug) names, count(*)::int n from categories),
         p as (select array_agg(id order by slug) ids, count(*)::int n from providers)
    insert into datasets (title, slug, description, category_id, provider_id, price_cents, record_count, update_frequency,
                          data_formats, tags, featured, rating, total_reviews, total_downloads)
    select
      c.names[1 + g % c.n] || ' ' || (${list(v.nouns)})[1 + (g / 7) % ${v.nouns.length}]
        || ' — ' || (${list(v.states)})[1 + (g / 35) % ${v.states.length}] || ' ' || g,
      'bench-dataset-' || g,
      'Verified ' || lower(c.names[1 + g % c.n]) || ' ' || ${v.description}::text || ', batch ' || g || '.',
      c.ids[1 + g % c.n], p.ids[1 + g % p.n],
      ${dollarsToCents(GENERATED_PRICE_RANGE.min)} + (g::bigint * 7919) % ${dollarsToCents(GENERATED_PRICE_RANGE.max - GENERATED_PRICE_RANGE.min)}, (g::bigint * 104729) % 250000,
      (array['Real-time', 'Daily', 'Weekly', 'Monthly', 'Quarterly'])[1 + g % 5],
      case g % 4 when 0 then '{CSV,JSON}'::text[] when 1 then '{CSV,Excel}'::text[] when 2 then '{API,JSON}'::text[] else '{CSV,XML}'::text[] end,
      array['leads', (${list(v.freshness)})[1 + g % ${v.freshness.length}], (${list(v.audiences)})[1 + g % ${v.audiences.length}]],
      g % 97 = 0, round(((g * 31) % 50)::numeric / 10, 1)::float8, (g * 13) % 400, (g * 17) % 20000
    from generate_series(1, ${count}::int) g, c, p`);
}

const BY_SLUG = [...CATEGORIES].sort((a, b) => (a.slug < b.slug ? -1 : 1));

/** The uniform catalog: insertGeneratedDatasets, and dataset n's text as its statement writes it. */
export const uniformCatalog: GeneratedCatalog = {
  name: 'uniform',
  priceRange: GENERATED_PRICE_RANGE,
  insert: insertGeneratedDatasets,
  documentOf(g) {
    const v = GENERATED_VOCABULARY;
    const category = BY_SLUG[g % BY_SLUG.length]!;
    return {
      category: category.slug,
      title: `${category.name} ${v.nouns[Math.floor(g / 7) % v.nouns.length]} — ${v.states[Math.floor(g / 35) % v.states.length]} ${g}`,
      tags: ['leads', v.freshness[g % v.freshness.length]!, v.audiences[g % v.audiences.length]!],
      description: `Verified ${category.name.toLowerCase()} ${v.description}, batch ${g}.`,
    };
  },
};
