// Files in an S3-compatible bucket (s3rver through the real AWS SDK): an admin's dataset upload and content image
// land in the bucket, a buyer's download streams from it, and an interrupted CSV download resumes (Range/If-Range).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetFiles, downloadGrants } from '../../db/schema';
import { s3Storage } from '../../lib/s3-storage';
import { ADMIN_ENV, buy, catalogBasics, signUpAdmin } from '../../test/admin-fixtures';
import { createTestApp, signUp, type TestContext, type Client } from '../../test/harness';
import { startS3Server } from '../../test/s3-server';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestContext;
let admin: Client;
let buyer: Client;
let fileUrl: string;
let grantId: string;
const CSV = `name,state,notes\n${Array.from({ length: 400 }, (_, i) => `Person ${i},TX,"note ${i}, with a comma"`).join('\n')}\n`;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ ...ADMIN_ENV, ...s3.env });
  admin = (await signUpAdmin(t.app)).client;
  const ids = await catalogBasics(t.database.db);
  const created = await admin.post('/api/admin/datasets', {
    title: 'Bucket Stored Leads', description: 'A dataset whose file lives in S3', ...ids, priceCents: 1500, recordCount: 400,
  });
  expect(created.statusCode, created.body).toBe(201);
  const uploaded = await admin.upload(`/api/admin/datasets/${created.json().id}/file`, { name: 'leads.csv', content: CSV });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  buyer = (await signUp(t.app)).client;
  const order = await buy(buyer, [created.json().id]);
  grantId = order.downloads[0]!.id;
  const link = await buyer.post(`/api/downloads/${grantId}/link`, { format: 'csv' });
  fileUrl = link.json().url;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const downloads = async () => (await t.database.db.select().from(downloadGrants).where(eq(downloadGrants.id, grantId)))[0]!.downloadCount;

describe('with S3_BUCKET set', () => {
  it('keeps an uploaded dataset file in the bucket, not on local disk', async () => {
    const [file] = await t.database.db.select().from(datasetFiles);
    expect(await text(s3Storage(s3.settings).read(file!.storageKey))).toBe(CSV);
    expect(existsSync(path.join(t.dataDir, 'files', file!.storageKey))).toBe(false);
  });

  it('keeps content images in the bucket and serves them from it', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const res = await admin.upload('/api/admin/content/images', { name: 'logo.png', type: 'image/png', content: png });
    expect(res.statusCode, res.body).toBe(201);
    const name = res.json().url.split('/').pop();
    expect(await s3Storage(s3.settings).size(`content/${name}`)).toBe(png.length);
    const served = await buyer.get(res.json().url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('streams a whole download from the bucket, in every format', async () => {
    const before = await downloads();
    const res = await buyer.get(fileUrl);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CSV);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(CSV)));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const json = await buyer.get(`/api/downloads/${grantId}/file?format=json`);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toHaveLength(400);
    expect(await downloads()).toBe(before + 2);
  });

  it('resumes an interrupted CSV download with Range while the file is unchanged, without counting it again', async () => {
    const { etag } = (await buyer.get(fileUrl)).headers as { etag: string };
    const before = await downloads();
    const size = Buffer.byteLength(CSV);
    const rest = await buyer.get(fileUrl, { range: 'bytes=1000-', 'if-range': etag });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 1000-${size - 1}/${size}`);
    expect(rest.headers['content-length']).toBe(String(size - 1000));
    expect(rest.rawPayload.equals(Buffer.from(CSV).subarray(1000))).toBe(true);
    const middle = await buyer.get(fileUrl, { range: 'bytes=10-19' });
    expect(middle.statusCode).toBe(206);
    expect(middle.body).toBe(CSV.slice(10, 20));
    expect(await downloads()).toBe(before);
  });

  it('sends the whole file when the file changed since (If-Range), and 416 past its end', async () => {
    const changed = await buyer.get(fileUrl, { range: 'bytes=1000-', 'if-range': '"an-older-version"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(CSV);
    const size = Buffer.byteLength(CSV);
    const past = await buyer.get(fileUrl, { range: `bytes=${size + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json().error.code).toBe('RANGE_NOT_SATISFIABLE');
  });

  it('ignores Range on converted formats, which are generated anew', async () => {
    const res = await buyer.get(`/api/downloads/${grantId}/file?format=json`, { range: 'bytes=0-9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(res.json()).toHaveLength(400);
  });
});
