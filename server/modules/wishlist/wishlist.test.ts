import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetCard } from '../../../common/catalog';
import { datasets } from '../../db/schema';
import { seedCatalog } from '../../seed/seed-catalog';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';

let t: TestContext;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db, t.app.storage, { files: false });
  ids = (await t.database.db.select({ id: datasets.id }).from(datasets).where(eq(datasets.active, true)).limit(3)).map((d) => d.id);
});
afterAll(async () => { await t?.close(); });

const user = async () => (await signUp(t.app)).client;
const put = (c: Client, id: string) => c.request({ method: 'PUT', url: `/api/wishlist/${id}` });
const del = (c: Client, id: string) => c.request({ method: 'DELETE', url: `/api/wishlist/${id}` });

describe('wishlist', () => {
  it('adds a dataset once: 201 the first time, 200 after', async () => {
    const c = await user();
    expect((await put(c, ids[0]!)).statusCode).toBe(201);
    const again = await put(c, ids[0]!);
    expect(again.statusCode).toBe(200);
    expect(again.json().items).toHaveLength(1);
  });

  it('lists saved datasets newest first as full dataset cards', async () => {
    const c = await user();
    await put(c, ids[0]!);
    await put(c, ids[1]!);
    const res = await c.get('/api/wishlist');
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((i: { datasetId: string }) => i.datasetId)).toEqual([ids[1], ids[0]]);
    expect(DatasetCard.safeParse(items[0].dataset).success).toBe(true);
    expect(new Date(items[0].createdAt).toISOString()).toBe(items[0].createdAt);
  });

  it('removes idempotently', async () => {
    const c = await user();
    await put(c, ids[2]!);
    expect((await del(c, ids[2]!)).json().items).toEqual([]);
    const again = await del(c, ids[2]!);
    expect(again.statusCode).toBe(200);
    expect(again.json().items).toEqual([]);
  });

  it('answers 404 for an unknown dataset and 400 for a malformed id', async () => {
    const c = await user();
    expect((await put(c, crypto.randomUUID())).statusCode).toBe(404);
    expect((await put(c, 'nope')).statusCode).toBe(400);
  });

  it('keeps each user to their own list', async () => {
    const alice = await user();
    const bob = await user();
    await put(alice, ids[0]!);
    expect((await bob.get('/api/wishlist')).json().items).toEqual([]);
    await del(bob, ids[0]!);
    expect((await alice.get('/api/wishlist')).json().items).toHaveLength(1);
  });

  it.each([['GET', '/api/wishlist'], ['PUT', '/api/wishlist/00000000-0000-4000-8000-000000000000'], ['DELETE', '/api/wishlist/00000000-0000-4000-8000-000000000000']] as const)(
    'answers a guest\'s %s %s with 401', async (method, url) => {
      expect((await new Client(t.app).request({ method, url })).statusCode).toBe(401);
    });
});
