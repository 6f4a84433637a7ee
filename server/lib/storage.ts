// File storage behind one interface: a local directory by default, an S3-compatible bucket when S3_BUCKET is set
// (s3-storage.ts). Dataset files, uploads and content images all go through it.
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config';

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

export function localStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await pipeline(body, createWriteStream(partial, { highWaterMark: 1 << 16 }));
      await rename(partial, file);
      return { bytes: (await stat(file)).size };
    },
    read: (key, opts) => createReadStream(resolve(key), { highWaterMark: opts?.chunkBytes ?? 1 << 16, start: opts?.start, end: opts?.end }),
    async size(key) {
      try { return (await stat(resolve(key))).size; } catch { return null; }
    },
    remove: (key) => rm(resolve(key), { force: true }),
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root);
    },
  };
}

/** The configured store: the S3 bucket when one is set, else `dir` on local disk. */
export async function openStorage(opts: { s3?: S3Settings; dir: string }): Promise<Storage> {
  if (!opts.s3) return localStorage(opts.dir);
  const { s3Storage } = await import('./s3-storage');
  return s3Storage(opts.s3);
}
