// Storage in a directory on local disk (the default): one instance, or instances sharing a volume.
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, type Storage } from './storage';

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
