import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../common/cart';
import { cartItems, datasets } from '../../db/schema';
import { seedCatalog } from '../../seed/seed-catalog';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';

type Dataset = { id: string; priceCents: number; title: string };
let t: TestContext;
let catalog: Dataset[];

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db, t.app.storage, { files: false });
  catalog = await t.database.db.select({ id: datasets.id, priceCents: datasets.priceCents, title: datasets.title })
    .from(datasets).where(eq(datasets.active, true)).limit(4);
});
afterAll(async () => { await t?.close(); });

const buyer = async () => (await signUp(t.app)).client;
const patch = (c: Client, url: string, payload: unknown) => c.request({ method: 'PATCH', url, payload: payload as object });
const del = (c: Client, url: string) => c.request({ method: 'DELETE', url });

describe('cart', () => {
  it('adds a dataset as a new line with quantity 1 at its price', async () => {
    const c = await buyer();
    const [d] = catalog;
    const res = await c.post('/api/cart/items', { datasetId: d!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      items: [{ datasetId: d!.id, quantity: 1, priceCents: d!.priceCents, dataset: { title: d!.title } }],
      totalCents: d!.priceCents, count: 1,
    });
  });

  it('raises the quantity when the same dataset is added again, rather than adding a line', async () => {
    const c = await buyer();
    const [a, b] = catalog;
    await c.post('/api/cart/items', { datasetId: a!.id });
    await c.post('/api/cart/items', { datasetId: b!.id });
    const cart = (await c.post('/api/cart/items', { datasetId: a!.id })).json();
    expect(cart.items).toHaveLength(2);
    expect(cart.count).toBe(3);
    expect(cart.totalCents).toBe(a!.priceCents * 2 + b!.priceCents);
  });

  it('prices every line at the dataset\'s current price', async () => {
    const c = await buyer();
    const [, , d] = catalog;
    await c.post('/api/cart/items', { datasetId: d!.id });
    await c.post('/api/cart/items', { datasetId: d!.id });
    await t.database.db.update(datasets).set({ priceCents: 1234 }).where(eq(datasets.id, d!.id));
    try {
      const cart = (await c.get('/api/cart')).json();
      expect(cart.items[0].priceCents).toBe(1234);
      expect(cart.totalCents).toBe(2468);
      const [stored] = await t.database.db.select({ priceCents: cartItems.priceCents }).from(cartItems).where(eq(cartItems.id, cart.items[0].id));
      expect(stored!.priceCents).toBe(1234);
    } finally {
      await t.database.db.update(datasets).set({ priceCents: d!.priceCents }).where(eq(datasets.id, d!.id));
    }
  });

  it('sets a line\'s quantity, removes a line and clears the cart', async () => {
    const c = await buyer();
    const [a, b] = catalog;
    await c.post('/api/cart/items', { datasetId: a!.id });
    const added = (await c.post('/api/cart/items', { datasetId: b!.id })).json();
    const lineA = added.items.find((i: { datasetId: string }) => i.datasetId === a!.id);

    const patched = await patch(c, `/api/cart/items/${lineA.id}`, { quantity: 5 });
    expect(patched.json()).toMatchObject({ count: 6, totalCents: a!.priceCents * 5 + b!.priceCents });

    const removed = (await del(c, `/api/cart/items/${lineA.id}`)).json();
    expect(removed.items.map((i: { datasetId: string }) => i.datasetId)).toEqual([b!.id]);

    const cleared = await del(c, '/api/cart');
    expect(cleared.json()).toEqual({ items: [], totalCents: 0, count: 0 });
  });

  it('answers 404 for an unknown or inactive dataset', async () => {
    const c = await buyer();
    const unknown = await c.post('/api/cart/items', { datasetId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Dataset not found');

    const [, , , d] = catalog;
    await t.database.db.update(datasets).set({ active: false }).where(eq(datasets.id, d!.id));
    try {
      expect((await c.post('/api/cart/items', { datasetId: d!.id })).statusCode).toBe(404);
    } finally {
      await t.database.db.update(datasets).set({ active: true }).where(eq(datasets.id, d!.id));
    }
  });

  it.each([0, -1, 1.5, MAX_LINE_QUANTITY + 1, '2'])('rejects quantity %j with 400', async (quantity) => {
    const c = await buyer();
    const line = (await c.post('/api/cart/items', { datasetId: catalog[0]!.id })).json().items[0];
    const res = await patch(c, `/api/cart/items/${line.id}`, { quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('rejects a malformed dataset id with 400', async () => {
    const res = await (await buyer()).post('/api/cart/items', { datasetId: 'not-a-uuid' });
    expect(res.statusCode).toBe(400);
  });

  it('counts all of 10 parallel adds of the same dataset on one line', async () => {
    const c = await buyer();
    const [d] = catalog;
    const results = await Promise.all(Array.from({ length: 10 }, () => c.post('/api/cart/items', { datasetId: d!.id })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const cart = (await c.get('/api/cart')).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(10);
  });
});

describe('merging a guest cart on sign-in', () => {
  it('adds guest quantities to existing lines, adds new lines, skips unknown datasets, never duplicates', async () => {
    const c = await buyer();
    const [a, b] = catalog;
    await c.post('/api/cart/items', { datasetId: a!.id });
    const res = await c.post('/api/cart/merge', {
      items: [
        { datasetId: a!.id, quantity: 2 },
        { datasetId: b!.id, quantity: 1 },
        { datasetId: b!.id, quantity: 3 },
        { datasetId: crypto.randomUUID(), quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const quantities = Object.fromEntries(res.json().items.map((i: { datasetId: string; quantity: number }) => [i.datasetId, i.quantity]));
    expect(quantities).toEqual({ [a!.id]: 3, [b!.id]: 4 });
    expect(res.json().count).toBe(7);
  });

  it('caps a merged line at the maximum quantity', async () => {
    const c = await buyer();
    const [a] = catalog;
    await c.post('/api/cart/items', { datasetId: a!.id });
    const cart = (await c.post('/api/cart/merge', { items: [{ datasetId: a!.id, quantity: MAX_LINE_QUANTITY }] })).json();
    expect(cart.items[0].quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('rejects an invalid guest line with 400', async () => {
    const res = await (await buyer()).post('/api/cart/merge', { items: [{ datasetId: catalog[0]!.id, quantity: 0 }] });
    expect(res.statusCode).toBe(400);
  });
});

describe('who may use a cart', () => {
  it('keeps each user to their own lines', async () => {
    const alice = await buyer();
    const bob = await buyer();
    const line = (await alice.post('/api/cart/items', { datasetId: catalog[0]!.id })).json().items[0];

    expect((await patch(bob, `/api/cart/items/${line.id}`, { quantity: 3 })).statusCode).toBe(404);
    expect((await del(bob, `/api/cart/items/${line.id}`)).statusCode).toBe(404);
    expect((await bob.get('/api/cart')).json().items).toEqual([]);
    await del(bob, '/api/cart');

    expect((await alice.get('/api/cart')).json().items).toMatchObject([{ id: line.id, quantity: 1 }]);
  });

  it.each([
    ['GET', '/api/cart', undefined],
    ['POST', '/api/cart/items', { datasetId: '00000000-0000-4000-8000-000000000000' }],
    ['PATCH', '/api/cart/items/00000000-0000-4000-8000-000000000000', { quantity: 1 }],
    ['DELETE', '/api/cart/items/00000000-0000-4000-8000-000000000000', undefined],
    ['DELETE', '/api/cart', undefined],
    ['POST', '/api/cart/merge', { items: [] }],
  ] as const)('answers a guest\'s %s %s with 401', async (method, url, payload) => {
    const res = await new Client(t.app).request({ method, url, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});
