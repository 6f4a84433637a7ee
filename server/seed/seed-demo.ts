// First start: fills an empty database with the demo catalog, its files and the content defaults.
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import type { Storage } from '../lib/storage';
import { seedContentDefaults } from '../modules/content/content.service';
import { seedCatalog } from './seed-catalog';

export async function isCatalogEmpty(db: Db) {
  const any = await db.select({ id: categories.id }).from(categories).limit(1);
  return any.length === 0;
}

export async function seedDemo(db: Db, storage: Storage, opts: { catalog: boolean }) {
  const content = await seedContentDefaults(db);
  const catalog = opts.catalog && (await isCatalogEmpty(db)) ? await seedCatalog(db, storage) : null;
  return { content, catalog };
}
