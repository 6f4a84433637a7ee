// Random marketplace filters over the generated catalog (server/seed/generated-datasets.ts), as buyers combine them:
// the search tests draw their listings from here.
import { afterAll, beforeAll } from 'vitest';
import { DATA_FORMATS, RECORD_SIZES, UPDATE_FREQUENCIES } from '../../common/catalog';
import type { Database } from '../db/client';
import { CATEGORIES, PROVIDERS } from '../seed/catalog-data';
import { GENERATED_PRICE_RANGE, insertGeneratedDatasets } from '../seed/generated-datasets';
import type { Random } from '../seed/random';
import { freshDatabase } from './harness';

/** A fresh database holding `size` generated datasets for the test file that calls this: made before its tests, dropped after. */
export function generatedCatalogFixture(size: number): { readonly database: Database } {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await insertGeneratedDatasets(database.db, size);
  }, 120_000);
  afterAll(() => drop?.());
  return {
    get database() {
      if (!database) throw new Error('the generated catalog is made before the tests run');
      return database;
    },
  };
}

/** Each filter set one time in `oneIn`, as a listing query's parameters. */
export function randomFilters(r: Random, oneIn: number) {
  const maybe = <T>(value: () => T) => (r.int(1, oneIn) === 1 ? value() : undefined);
  const price = () => r.int(GENERATED_PRICE_RANGE.min, GENERATED_PRICE_RANGE.max);
  return {
    category: maybe(() => r.pick(CATEGORIES).slug),
    provider: maybe(() => r.pick(PROVIDERS).slug),
    format: maybe(() => r.sample(DATA_FORMATS, r.int(1, 2)).join(',')),
    frequency: maybe(() => r.sample(UPDATE_FREQUENCIES, r.int(1, 2)).join(',')),
    records: maybe(() => r.sample(RECORD_SIZES.map((s) => s.id), r.int(1, 2)).join(',')),
    rating: maybe(() => r.int(1, 4)),
    ...priceRange(maybe(price), maybe(price)),
  };
}

/** A buyer's price range: the lower bound first (an inverted range is refused, not searched). */
function priceRange(a: number | undefined, b: number | undefined) {
  return a !== undefined && b !== undefined && a > b ? { priceMin: b, priceMax: a } : { priceMin: a, priceMax: b };
}
