// Streams a dataset's generated CSV into storage, hashing and counting bytes on the way through.
import { createHash } from 'node:crypto';
import type { Storage } from '../lib/storage';
import { datasetRows, type DictionaryColumn, type RowSpec } from './dataset-rows';

export interface StoredDatasetFile {
  storageKey: string;
  bytes: number;
  rows: number;
  columns: DictionaryColumn[];
  sha256: string;
}

export const datasetStorageKey = (slug: string): string => `datasets/${slug}.csv`;

export async function writeDatasetFile(storage: Storage, spec: RowSpec): Promise<StoredDatasetFile> {
  const { columns, csvChunks } = datasetRows(spec);
  const hash = createHash('sha256');
  let bytes = 0;
  async function* hashed(): AsyncGenerator<Buffer> {
    for (const chunk of csvChunks()) {
      const buffer = Buffer.from(chunk, 'utf8');
      hash.update(buffer);
      bytes += buffer.length;
      yield buffer;
    }
  }
  const storageKey = datasetStorageKey(spec.slug);
  const stored = await storage.put(storageKey, hashed());
  if (stored.bytes !== bytes) throw new Error(`Stored ${stored.bytes} bytes for ${storageKey}, generated ${bytes}`);
  return { storageKey, bytes, rows: spec.recordCount, columns, sha256: hash.digest('hex') };
}
