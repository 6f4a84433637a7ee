// Generated marketplace datasets for the catalog benchmarks: the demo categories and providers, then any number of
// datasets in one generate_series statement. The vocabulary is exported so benchmarks search with the same words.
import pg from 'pg';
import { CATEGORIES, PROVIDERS } from '../server/seed/catalog-data';
import { fmt } from './lib';

/** Every generated title reads `<category name> <noun> — <state> <n>`; tags are `leads`, a freshness and an audience. */
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

/** Seeds `count` datasets into a migrated, empty database, then VACUUM ANALYZE; returns the seconds taken. */
export async function seedDatasets(url: string, count: number): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const v = GENERATED_VOCABULARY;
  try {
    for (const c of CATEGORIES) {
      await client.query('insert into categories (name, slug, description, icon, color) values ($1, $2, $3, $4, $5)',
        [c.name, c.slug, c.description, c.icon, c.color]);
    }
    for (const p of PROVIDERS) {
      await client.query('insert into providers (name, slug, description, website, rating, total_reviews, verified) values ($1, $2, $3, $4, $5, $6, $7)',
        [p.name, p.slug, p.description, p.website, p.rating, p.totalReviews, p.verified]);
    }
    await client.query(`
      with c as (select array_agg(id order by slug) ids, array_agg(name order by slug) names, count(*)::int n from categories),
           p as (select array_agg(id order by slug) ids, count(*)::int n from providers)
      insert into datasets (title, slug, description, category_id, provider_id, price_cents, record_count, update_frequency,
                            data_formats, tags, featured, rating, total_reviews, total_downloads)
      select
        c.names[1 + g % c.n] || ' ' || ($2::text[])[1 + (g / 7) % cardinality($2::text[])]
          || ' — ' || ($3::text[])[1 + (g / 35) % cardinality($3::text[])] || ' ' || g,
        'bench-dataset-' || g,
        'Verified ' || lower(c.names[1 + g % c.n]) || ' ' || $6::text || ', batch ' || g || '.',
        c.ids[1 + g % c.n], p.ids[1 + g % p.n],
        ${GENERATED_PRICE_RANGE.min * 100} + (g::bigint * 7919) % ${(GENERATED_PRICE_RANGE.max - GENERATED_PRICE_RANGE.min) * 100}, (g::bigint * 104729) % 250000,
        (array['Real-time', 'Daily', 'Weekly', 'Monthly', 'Quarterly'])[1 + g % 5],
        case g % 4 when 0 then '{CSV,JSON}'::text[] when 1 then '{CSV,Excel}'::text[] when 2 then '{API,JSON}'::text[] else '{CSV,XML}'::text[] end,
        array['leads', ($4::text[])[1 + g % cardinality($4::text[])], ($5::text[])[1 + g % cardinality($5::text[])]],
        g % 97 = 0, round(((g * 31) % 50)::numeric / 10, 1)::float8, (g * 13) % 400, (g * 17) % 20000
      from generate_series(1, $1::int) g, c, p`, [count, v.nouns, v.states, v.freshness, v.audiences, v.description]);
    // Fresh statistics and a visibility map, so the first queries plan and scan as they would on a settled catalog.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

/** Seeds and prints how long it took. */
export async function seedAndReport(url: string, count: number): Promise<void> {
  const seconds = await seedDatasets(url, count);
  console.log(`seeded ${fmt(count)} datasets in ${fmt(seconds, 1)} s (vacuum analyze included)`);
}
