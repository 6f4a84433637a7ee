// The configured store: the S3 bucket when one is set, else a directory on local disk.
import type { S3Settings } from '../config';
import { localStorage } from './local-storage';
import type { Storage } from './storage';

/** The configured store: the S3 bucket when one is set, else `dir` on local disk. */
export async function openStorage(opts: { s3?: S3Settings; dir: string }): Promise<Storage> {
  if (!opts.s3) return localStorage(opts.dir);
  const { s3Storage } = await import('./s3-storage');
  return s3Storage(opts.s3);
}
