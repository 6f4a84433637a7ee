// Realistic generated catalogs for the search's benchmarks and tests: words drawn with Zipf-law frequencies from an
// insurance-data vocabulary (insurance-vocabulary.ts), each category favouring its own words; attributes that go
// together as on a real marketplace (price with record count, rating with downloads, update frequency with category,
// an API with real-time feeds, a few large providers each strong in a few categories); descriptions of dozens to
// hundreds of words. Two shapes: `broker` (a broad marketplace) and `long-tail` (steeper word frequencies, longer
// descriptions that mix categories more, a handful of providers holding most datasets). Dataset n is a pure function
// of (shape, n): benchmarks and tests draw their queries from the very words a dataset holds (catalog-queries.ts).
import { sql } from 'drizzle-orm';
import { DATA_FORMATS, UPDATE_FREQUENCIES } from '../../common/catalog-values';
import type { Db } from '../db/client';
import { CATEGORIES, PROVIDERS } from './catalog-data';
import { COMMON_WORDS, CATEGORY_WORDS, JOINING_WORDS, LISTING_NOUNS, TAG_WORDS, US_STATES } from './insurance-vocabulary';
import { createRandom, seedFromString, weightedPicker, type Random } from './random';
import { generatedSlug, insertCategoriesAndProviders, type GeneratedCatalog, type GeneratedDocument } from './generated-datasets';

type UpdateFrequency = (typeof UPDATE_FREQUENCIES)[number];

export interface CatalogShape {
  name: 'broker' | 'long-tail';
  /** Zipf exponent of every word list: a word's frequency goes as 1 / rank^zipf. */
  zipf: number;
  descriptionWords: readonly [number, number];
  /** The share of a description's words taken from its category's own words (the rest from the common language). */
  categoryAffinity: number;
  /** Zipf exponent over the providers: how much the largest ones hold. */
  providerSkew: number;
  /** The share of titles that name a state. */
  titleState: number;
}

export const CATALOG_SHAPES: Record<CatalogShape['name'], CatalogShape> = {
  broker: { name: 'broker', zipf: 1.0, descriptionWords: [40, 120], categoryAffinity: 0.55, providerSkew: 0.8, titleState: 0.7 },
  'long-tail': { name: 'long-tail', zipf: 1.3, descriptionWords: [80, 220], categoryAffinity: 0.3, providerSkew: 1.5, titleState: 0.4 },
};

/** Whole dollars: prices grow with the square root of the record count, from $5 to $5,000. */
const PRICE_RANGE = { min: 5, max: 5_000 } as const;

export interface RealisticDataset extends GeneratedDocument {
  provider: string;
  priceCents: number;
  recordCount: number;
  frequency: UpdateFrequency;
  formats: string[];
  featured: boolean;
  rating: number;
  totalReviews: number;
  totalDownloads: number;
}

const zipfPicker = <T>(items: readonly T[], s: number) => weightedPicker(items.map((item, rank) => [item, 1 / (rank + 1) ** s] as const));

/** A standard normal draw (Box-Muller). */
const normal = (r: Random) => Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next());

/** Update frequencies by category: leads come in real time or daily, market figures quarterly. */
const FREQUENCY_WEIGHTS: Record<string, readonly number[]> = {
  'market-analytics': [0.02, 0.05, 0.13, 0.4, 0.4],
  'business-data': [0.05, 0.15, 0.2, 0.45, 0.15],
  'sales-intelligence': [0.25, 0.35, 0.25, 0.12, 0.03],
};
const LEAD_FREQUENCIES = [0.35, 0.35, 0.15, 0.1, 0.05];

interface ShapeTables {
  category: (r: Random) => (typeof CATEGORIES)[number];
  provider: Map<string, (r: Random) => string>;
  own: Map<string, (r: Random) => string>;
  common: (r: Random) => string;
  tag: (r: Random) => string;
  noun: (r: Random) => string;
  state: (r: Random) => string;
  joining: (r: Random) => string;
  frequency: Map<string, (r: Random) => UpdateFrequency>;
}

const tables = new Map<string, ShapeTables>();

function tablesOf(shape: CatalogShape): ShapeTables {
  let t = tables.get(shape.name);
  if (t) return t;
  // Each provider is strong in two categories; the largest providers (first) hold the most datasets.
  const specialties = (i: number) => [CATEGORIES[i % CATEGORIES.length]!.slug, CATEGORIES[(i * 4 + 1) % CATEGORIES.length]!.slug];
  t = {
    category: zipfPicker(CATEGORIES, 0.6),
    provider: new Map(CATEGORIES.map((c) => [c.slug, weightedPicker(PROVIDERS.map((p, i) =>
      [p.slug, (specialties(i).includes(c.slug) ? 6 : 1) / (i + 1) ** shape.providerSkew] as const))])),
    own: new Map(CATEGORIES.map((c) => [c.slug, zipfPicker(CATEGORY_WORDS[c.slug]!, shape.zipf)])),
    common: zipfPicker(COMMON_WORDS, shape.zipf),
    tag: zipfPicker(TAG_WORDS, shape.zipf),
    noun: zipfPicker(LISTING_NOUNS, shape.zipf),
    state: zipfPicker(US_STATES, shape.zipf * 0.8),
    joining: zipfPicker(JOINING_WORDS, 1),
    frequency: new Map(CATEGORIES.map((c) => [c.slug, weightedPicker(UPDATE_FREQUENCIES.map((f, i) =>
      [f, (FREQUENCY_WEIGHTS[c.slug] ?? LEAD_FREQUENCIES)[i]!] as const))])),
  };
  tables.set(shape.name, t);
  return t;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Dataset `n` (1-based) of a catalog of this shape. */
export function realisticDataset(shape: CatalogShape, n: number): RealisticDataset {
  const t = tablesOf(shape);
  const r = createRandom(seedFromString(`${shape.name}:${n}`));
  const category = t.category(r);
  const own = t.own.get(category.slug)!;
  const state = r.chance(shape.titleState) ? t.state(r) : null;
  const subject = [...new Set(Array.from({ length: r.int(1, 2) }, () => own(r)))];
  const title = [state, ...subject, t.noun(r)].filter(Boolean).map((w) => w!.split(' ').map(capitalised).join(' ')).join(' ');
  const tags = [...new Set(Array.from({ length: r.int(2, 5) }, () => t.tag(r)))];
  const words: string[] = [];
  const length = r.int(...shape.descriptionWords);
  while (words.length < length) {
    // Phrases of a few content words joined by filler, now and then a state.
    for (let i = r.int(2, 5); i > 0; i--) words.push(r.chance(shape.categoryAffinity) ? own(r) : t.common(r));
    words.push(r.chance(0.08) ? t.state(r) : t.joining(r));
  }
  const description = `${capitalised(words.join(' '))}.`;
  const recordCount = Math.round(Math.min(5_000_000, Math.max(50, Math.exp(9 + 1.6 * normal(r)))));
  const dollars = Math.sqrt(recordCount) * 1.5 * Math.exp(0.35 * normal(r));
  const priceCents = 100 * Math.round(Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, dollars)));
  const totalDownloads = Math.min(200_000, Math.floor(Math.exp(3.5 + 1.8 * normal(r))));
  const reviewed = totalDownloads >= 3;
  const rating = reviewed ? Math.round(10 * Math.min(5, Math.max(1, 2.6 + 0.45 * Math.log10(1 + totalDownloads) + 0.5 * normal(r)))) / 10 : 0;
  const frequency = t.frequency.get(category.slug)!(r);
  const formats = DATA_FORMATS.filter((f) => r.chance(f === 'CSV' ? 0.9 : f === 'API' ? (frequency === 'Real-time' ? 0.7 : 0.1) : f === 'XML' ? 0.15 : 0.45));
  return {
    category: category.slug, title, tags, description,
    provider: t.provider.get(category.slug)!(r),
    priceCents, recordCount, frequency, formats: formats.length > 0 ? formats : ['CSV'],
    featured: rating >= 4.5 && totalDownloads > 1_000 && r.chance(0.3),
    rating, totalReviews: reviewed ? Math.floor(totalDownloads * 0.04 * Math.exp(0.5 * normal(r))) : 0, totalDownloads,
  };
}

/** Rows per INSERT: each a few kilobytes of parameters. */
const BATCH = 2_000;

export function realisticCatalog(shape: CatalogShape): GeneratedCatalog {
  return {
    name: shape.name,
    priceRange: PRICE_RANGE,
    documentOf: (n) => realisticDataset(shape, n),
    async insert(db: Db, count: number) {
      await insertCategoriesAndProviders(db);
      for (let first = 1; first <= count; first += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, count - first + 1) }, (_, i) => ({ n: first + i, ...realisticDataset(shape, first + i) }));
        const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
        // Arrays of arrays do not unnest row by row: formats and tags travel as text and are split in SQL.
        await db.execute(sql`
          insert into datasets (title, slug, description, category_id, provider_id, price_cents, record_count, update_frequency,
                                data_formats, tags, featured, rating, total_reviews, total_downloads)
          select d.title, d.slug, d.description, c.id, p.id, d.price_cents, d.record_count, d.frequency,
            string_to_array(d.formats, ','), string_to_array(d.tags, ','), d.featured, d.rating, d.total_reviews, d.total_downloads
          from unnest(${column((d) => d.title)}::text[], ${column((d) => generatedSlug(d.n))}::text[], ${column((d) => d.description)}::text[],
            ${column((d) => d.category)}::text[], ${column((d) => d.provider)}::text[], ${column((d) => d.priceCents)}::int[],
            ${column((d) => d.recordCount)}::int[], ${column((d) => d.frequency)}::text[], ${column((d) => d.formats.join(','))}::text[],
            ${column((d) => d.tags.join(','))}::text[], ${column((d) => d.featured)}::bool[], ${column((d) => d.rating)}::float8[],
            ${column((d) => d.totalReviews)}::int[], ${column((d) => d.totalDownloads)}::int[])
            as d(title, slug, description, category, provider, price_cents, record_count, frequency, formats, tags, featured, rating, total_reviews, total_downloads)
          join categories c on c.slug = d.category join providers p on p.slug = d.provider`);
      }
    },
  };
}
