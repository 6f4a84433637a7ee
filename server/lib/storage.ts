// File storage behind one interface: a local directory by default (S3-compatible stores plug in here).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

export interface Storage {
  /** Writes the whole stream under `key`; the object appears only once complete. */
  put(key: string, body: Readable | AsyncIterable<string | Buffer>): Promise<{ bytes: number }>;
  /** `chunkBytes`: read size; large sequential reads (whole-file downloads) go faster with bigger chunks. */
  read(key: string, opts?: { chunkBytes?: number }): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/i;

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await pipeline(body, createWriteStream(partial, { highWaterMark: 1 << 16 }));
      await rename(partial, file);
      return { bytes: (await stat(file)).size };
    },
    read: (key, opts) => createReadStream(resolve(key), { highWaterMark: opts?.chunkBytes ?? 1 << 16 }),
    async size(key) {
      try { return (await stat(resolve(key))).size; } catch { return null; }
    },
    remove: (key) => rm(resolve(key), { force: true }),
  };
}
