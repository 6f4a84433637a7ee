// Generated marketplace datasets for the catalog benchmarks (server/seed/generated-catalogs.ts), then VACUUM ANALYZE.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { importInBulk } from '../server/modules/catalog/search/bulk-import';
import { generatedCatalog } from '../server/seed/generated-catalogs';
import { fmt } from './lib';

export { generatedSlug } from '../server/seed/generated-datasets';

/**
 * Seeds `count` datasets of the named generator into a migrated, empty database as a bulk import (importInBulk: the
 * search structures kept by their triggers, dataset_search's indexes built after the load), then VACUUM ANALYZE;
 * returns the seconds each took.
 */
export async function seedDatasets(url: string, count: number, catalog = 'uniform'): Promise<{ insert: number; vacuum: number }> {
  const database = await openDatabase({ url });
  try {
    const started = performance.now();
    await importInBulk(database.db, (tx) => generatedCatalog(catalog).insert(tx, count));
    const inserted = performance.now();
    // Fresh statistics and a visibility map, so the first queries plan and scan as they would on a settled catalog.
    await database.db.execute(sql.raw('vacuum analyze'));
    return { insert: (inserted - started) / 1000, vacuum: (performance.now() - inserted) / 1000 };
  } finally {
    await database.close();
  }
}

/** Seeds and prints how long it took. */
export async function seedAndReport(url: string, count: number, catalog = 'uniform'): Promise<{ insert: number; vacuum: number }> {
  const took = await seedDatasets(url, count, catalog);
  console.log(`seeded ${fmt(count)} ${catalog} datasets: insert ${fmt(took.insert, 1)} s (${fmt((took.insert * 1e6) / count)} µs a dataset), vacuum analyze ${fmt(took.vacuum, 1)} s`);
  return took;
}
