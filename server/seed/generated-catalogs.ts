// Every catalog generator the search's benchmarks and tests run on, by name: `uniform` (attributes cycling with the
// dataset's number) and the Zipf-law `broker` and `long-tail` (realistic-catalog.ts).
import { uniformCatalog, type GeneratedCatalog } from './generated-datasets';
import { CATALOG_SHAPES, realisticCatalog } from './realistic-catalog';

export const GENERATED_CATALOGS: readonly GeneratedCatalog[] = [
  uniformCatalog, realisticCatalog(CATALOG_SHAPES.broker), realisticCatalog(CATALOG_SHAPES['long-tail']),
];

export function generatedCatalog(name: string): GeneratedCatalog {
  const catalog = GENERATED_CATALOGS.find((c) => c.name === name);
  if (!catalog) throw new Error(`no catalog generator "${name}": ${GENERATED_CATALOGS.map((c) => c.name).join(', ')}`);
  return catalog;
}
