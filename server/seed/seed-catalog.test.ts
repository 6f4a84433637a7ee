import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import {
  CATEGORY_ICONS, categories, datasetFiles, datasets, providers, providerSpecialties, reviews,
} from '../db/schema';
import { localStorage } from '../lib/local-storage';
import type { Storage } from '../lib/storage';
import { DATASETS, PROVIDERS, rowSpecOf } from './catalog-data';
import { writeDatasetFile } from './dataset-files';
import { datasetRows, isLeadKind, LEAD_PERSONAL_COLUMNS } from './dataset-rows';
import { seedCatalog, type CatalogSeedResult } from './seed-catalog';
import { publicValue } from '../lib/masks';

const LARGE = 50_000;
const tempDirs: string[] = [];
const tempStorage = (): { dir: string; storage: Storage } => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-catalog-'));
  tempDirs.push(dir);
  return { dir, storage: localStorage(dir) };
};

let database: Database;
let storage: Storage;
let result: CatalogSeedResult;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  storage = tempStorage().storage;
  result = await seedCatalog(database.db, storage);
}, 120_000);

afterAll(async () => {
  await database?.close();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const definitionOf = (slug: string) => {
  const definition = DATASETS.find((d) => d.slug === slug);
  if (!definition) throw new Error(`No dataset ${slug}`);
  return definition;
};

async function storedFile(slug: string) {
  const [row] = await database.db
    .select({ file: datasetFiles, recordCount: datasets.recordCount })
    .from(datasetFiles)
    .innerJoin(datasets, eq(datasets.id, datasetFiles.datasetId))
    .where(eq(datasets.slug, slug));
  if (!row) throw new Error(`no stored file for ${slug}`);
  return row;
}

describe('seedCatalog', () => {
  it('creates the nine categories with their icons', async () => {
    const rows = await database.db.select().from(categories);
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((c) => c.icon))).toEqual(new Set(CATEGORY_ICONS));
    expect(result.categories).toBe(9);
  });

  it('creates at least 12 providers, at least 8 of them verified, each with 2-4 specialties', async () => {
    const rows = await database.db.select().from(providers);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((p) => p.verified).length).toBeGreaterThanOrEqual(8);
    expect(rows.every((p) => p.rating >= 3.5 && p.rating <= 4.9)).toBe(true);
    const specialties = await database.db.select().from(providerSpecialties);
    for (const provider of rows) {
      const count = specialties.filter((s) => s.providerId === provider.id).length;
      expect(count, provider.slug).toBeGreaterThanOrEqual(2);
      expect(count, provider.slug).toBeLessThanOrEqual(4);
    }
    expect(result.providers).toBe(rows.length);
  });

  it('creates at least 60 datasets covering every category, four of them with 50,000+ rows', async () => {
    const rows = await database.db.select().from(datasets);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((d) => d.categoryId)).size).toBe(9);
    expect(rows.filter((d) => d.recordCount >= LARGE).length).toBeGreaterThanOrEqual(4);
    expect(rows.every((d) => d.dataFormats.includes('CSV'))).toBe(true);
    expect(rows.every((d) => d.originalPriceCents === null || d.originalPriceCents > d.priceCents)).toBe(true);
    expect(result.rows).toBe(rows.reduce((sum, d) => sum + d.recordCount, 0));
    expect(result.rows).toBeLessThan(700_000);
  });

  it('files every dataset under one of its provider\'s specialties', () => {
    for (const dataset of DATASETS) {
      const provider = PROVIDERS.find((p) => p.slug === dataset.provider);
      expect(provider?.specialties, dataset.slug).toContain(dataset.category);
    }
  });

  it('stores each dataset rating as the average of its reviews', async () => {
    const [datasetRowsInDb, reviewRows] = await Promise.all([
      database.db.select().from(datasets),
      database.db.select().from(reviews),
    ]);
    for (const dataset of datasetRowsInDb) {
      const own = reviewRows.filter((r) => r.datasetId === dataset.id);
      expect(own.length, dataset.slug).toBe(dataset.totalReviews);
      expect(own.every((r) => r.rating >= 3 && r.rating <= 5)).toBe(true);
      const average = Math.round((own.reduce((sum, r) => sum + r.rating, 0) / own.length) * 10) / 10;
      expect(dataset.rating, dataset.slug).toBe(average);
    }
  });

  it('gives every dataset a stored file whose size matches the database row', async () => {
    const files = await database.db.select().from(datasetFiles);
    expect(files).toHaveLength(DATASETS.length);
    const sizes = await Promise.all(files.map((f) => storage.size(f.storageKey)));
    expect(sizes).toEqual(files.map((f) => f.bytes));
  });
});

describe('dataset files', () => {
  it('are deterministic: two generations have the same sha256', async () => {
    const spec = rowSpecOf(definitionOf('texas-auto-insurance-shoppers-q3-2026'));
    const first = await writeDatasetFile(tempStorage().storage, spec);
    const second = await writeDatasetFile(tempStorage().storage, spec);
    expect(second.sha256).toBe(first.sha256);
    expect(second.bytes).toBe(first.bytes);
    expect((await storedFile(spec.slug)).file.sha256).toBe(first.sha256);
  });

  const SAMPLE = [
    'medicare-turning-65-master-file-2027', // 50,000+ rows
    'texas-auto-insurance-shoppers-q3-2026',
    'small-business-general-liability-leads',
    'property-casualty-market-share-by-zip-2026', // 50,000+ rows, no personal data
    'restaurants-food-service-establishments', // company names with commas, so quoted fields
    'hr-benefits-leaders-mid-size-companies',
  ];

  it.each(SAMPLE)('%s parses to exactly record_count rows with the dictionary columns', async (slug) => {
    const { file, recordCount } = await storedFile(slug);
    const content = await text(storage.read(file.storageKey));
    const [header, ...records] = parse(content);
    expect(records).toHaveLength(recordCount);
    expect(file.rows).toBe(recordCount);
    expect(header).toEqual(file.columns.map((c) => c.name));
    // The dictionary's examples are the first row as the public sees it (personal fields masked).
    expect(records[0]!.map((value, i) => publicValue(header![i]!, value))).toEqual(file.columns.map((c) => c.example));
    const spec = rowSpecOf(definitionOf(slug));
    if (isLeadKind(spec.kind)) expect(header).toEqual(expect.arrayContaining([...LEAD_PERSONAL_COLUMNS]));
  }, 30_000);

  it('keep every row inside the scope the title promises', async () => {
    const { file } = await storedFile('medicare-supplement-leads-t65-florida');
    const rows = parse<Record<string, string>>(await text(storage.read(file.storageKey)), { columns: true });
    expect(rows.every((r) => r.state === 'FL')).toBe(true);
    expect(rows.every((r) => Number(r.age) >= 64 && Number(r.age) <= 65)).toBe(true);
    expect(rows.every((r) => r.consent_timestamp!.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/))).toBe(true);
    expect(rows.every((r) => r.email!.match(/^[a-z0-9._]+@[a-z0-9.-]+\.[a-z]+$/))).toBe(true);
  });

  it('quote fields that contain commas (RFC 4180)', () => {
    const rows = [...datasetRows({ slug: 'quoting-check', kind: 'firmographic', recordCount: 500 }).csvChunks()].join('');
    expect(rows).toMatch(/"[^"]*, (Inc\.|LLP|Suite \d+)[^"]*"/);
    const parsed = parse(rows);
    expect(parsed).toHaveLength(501);
    expect(parsed.every((r) => r.length === parsed[0]!.length)).toBe(true);
  });

  it('describe every column with one of the dictionary types', () => {
    const types = new Set(['string', 'integer', 'decimal', 'date', 'datetime', 'email', 'phone']);
    for (const definition of DATASETS) {
      const { columns } = datasetRows(rowSpecOf(definition));
      expect(columns.every((c) => types.has(c.type) && c.example !== ''), definition.slug).toBe(true);
    }
  });
});
