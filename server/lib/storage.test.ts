// One contract, two drivers: local disk and an S3-compatible server (s3rver) through the real AWS SDK.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server';
import { s3Storage } from './s3-storage';
import { localStorage } from './local-storage';
import { openStorage } from './open-storage';
import type { Storage } from './storage';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

let s3: Awaited<ReturnType<typeof startS3Server>>;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = mkdtempSync(path.join(tmpdir(), 'datacsv-storage-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Storage>][] = [
  ['local disk', async () => localStorage(dir)],
  ['S3', async () => s3Storage(s3.settings)],
  ['S3 under a prefix', async () => s3Storage({ ...s3.settings, prefix: 'tenant-a/' })],
];

describe.each(drivers)('%s storage', (_name, open) => {
  let storage: Storage;
  beforeAll(async () => { storage = await open(); });

  it('stores a stream and reads it back whole, with its size', async () => {
    const { bytes } = await storage.put('datasets/a.csv', Readable.from(['id,name\n', '1,Ünïcødé 😀\n']));
    expect(bytes).toBe(Buffer.byteLength('id,name\n1,Ünïcødé 😀\n'));
    expect(await storage.size('datasets/a.csv')).toBe(bytes);
    expect(await text(storage.read('datasets/a.csv'))).toBe('id,name\n1,Ünïcødé 😀\n');
  });

  it('reads a byte range (inclusive ends, as in HTTP)', async () => {
    await storage.put('datasets/range.csv', Readable.from([Buffer.from('0123456789')]));
    expect(await text(storage.read('datasets/range.csv', { start: 2, end: 5 }))).toBe('2345');
    expect(await text(storage.read('datasets/range.csv', { start: 7 }))).toBe('789');
  });

  it('uploads a file larger than one multipart part intact', async () => {
    const big = randomBytes(9 * 1024 * 1024 + 123);
    const parts = Array.from({ length: 10 }, (_, i) => big.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    const { bytes } = await storage.put('datasets/big.csv', Readable.from(parts));
    expect(bytes).toBe(big.length);
    expect(sha(await bytesOf(storage.read('datasets/big.csv', { chunkBytes: 1 << 20 })))).toBe(sha(big));
  }, 30_000);

  it('replaces an object and removes it; a missing one has no size and fails to read', async () => {
    await storage.put('content/x.png', Readable.from([Buffer.from('one')]));
    await storage.put('content/x.png', Readable.from([Buffer.from('second')]));
    expect(await text(storage.read('content/x.png'))).toBe('second');
    await storage.remove('content/x.png');
    expect(await storage.size('content/x.png')).toBeNull();
    await expect(text(storage.read('content/x.png'))).rejects.toThrow();
    await storage.remove('content/x.png');
  });

  it('refuses keys that could escape its root', async () => {
    expect(() => storage.read('../etc/passwd')).toThrow(/Invalid storage key/);
    await expect(storage.put('/abs', Readable.from(['x']))).rejects.toThrow(/Invalid storage key/);
  });

  it('answers a readiness ping', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});

describe('S3 storage', () => {
  it('keeps prefixed objects apart from unprefixed ones', async () => {
    const plain = s3Storage(s3.settings);
    const prefixed = s3Storage({ ...s3.settings, prefix: 'tenant-b/' });
    await prefixed.put('datasets/only-here.csv', Readable.from(['x']));
    expect(await plain.size('datasets/only-here.csv')).toBeNull();
    expect(await plain.size('tenant-b/datasets/only-here.csv')).toBe(1);
  });

  it('stops downloading from S3 when the reader goes away', async () => {
    const storage = s3Storage(s3.settings);
    await storage.put('datasets/abandoned.csv', Readable.from([randomBytes(4 * 1024 * 1024)]));
    const stream = storage.read('datasets/abandoned.csv', { chunkBytes: 1024 });
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await new Promise((resolve) => stream.once('close', resolve));
    expect(stream.destroyed).toBe(true);
  });

  it('fails its ping when the bucket does not exist, so /api/ready reports it', async () => {
    await expect(s3Storage({ ...s3.settings, bucket: 'no-such-bucket' }).ping()).rejects.toThrow();
  });

  it('is what openStorage picks when a bucket is configured', async () => {
    const storage = await openStorage({ s3: s3.settings, dir });
    await storage.put('datasets/picked.csv', Readable.from(['s3']));
    expect(await s3Storage(s3.settings).size('datasets/picked.csv')).toBe(2);
    expect(await localStorage(dir).size('datasets/picked.csv')).toBeNull();
  });
});
