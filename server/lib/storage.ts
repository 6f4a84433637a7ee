// File storage behind one interface: a local directory by default (local-storage.ts), an S3-compatible bucket when
// S3_BUCKET is set (s3-storage.ts); open-storage.ts picks one. Dataset files, uploads and content images all go through it.
import type { Readable } from 'node:stream';

export interface ReadOptions {
  /** Read size; large sequential reads (whole-file downloads) go faster with bigger chunks. */
  chunkBytes?: number;
  /** First byte to read (inclusive). */
  start?: number;
  /** Last byte to read (inclusive), as in an HTTP Range. */
  end?: number;
}

export interface Storage {
  /** Writes the whole stream under `key`; the object appears only once complete. */
  put(key: string, body: Readable | AsyncIterable<string | Buffer>): Promise<{ bytes: number }>;
  read(key: string, opts?: ReadOptions): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Throws when the store cannot be reached (readiness checks). */
  ping(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/i;

/** Keys are ours (slugs, ids), never a user's path: anything else is a bug, refused before it reaches a disk or bucket. */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}
