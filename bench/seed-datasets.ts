// Generated marketplace datasets for the catalog benchmarks (server/seed/generated-datasets.ts), then VACUUM ANALYZE.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { insertGeneratedDatasets } from '../server/seed/generated-datasets';
import { fmt } from './lib';

export { GENERATED_PRICE_RANGE, GENERATED_VOCABULARY, generatedSlug } from '../server/seed/generated-datasets';

/** Seeds `count` datasets into a migrated, empty database, then VACUUM ANALYZE; returns the seconds taken. */
export async function seedDatasets(url: string, count: number): Promise<number> {
  const started = performance.now();
  const database = await openDatabase({ url });
  try {
    await insertGeneratedDatasets(database.db, count);
    // Fresh statistics and a visibility map, so the first queries plan and scan as they would on a settled catalog.
    await database.db.execute(sql.raw('vacuum analyze'));
  } finally {
    await database.close();
  }
  return (performance.now() - started) / 1000;
}

/** Seeds and prints how long it took. */
export async function seedAndReport(url: string, count: number): Promise<void> {
  const seconds = await seedDatasets(url, count);
  console.log(`seeded ${fmt(count)} datasets in ${fmt(seconds, 1)} s (vacuum analyze included)`);
}
