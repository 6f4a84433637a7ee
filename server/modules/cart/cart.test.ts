import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, datasets, downloadGrants } from '../../db/schema';
import { seedCatalog } from '../../seed/seed-catalog';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';

type Dataset = { id: string; priceCents: number; title: string };
let t: TestContext;
let catalog: Dataset[];

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db, t.app.storage, { files: false });
  catalog = await t.database.db.select({ id: datasets.id, priceCents: datasets.priceCents, title: datasets.title })
    .from(datasets).where(eq(datasets.active, true)).orderBy(datasets.slug).limit(4);
});
afterAll(async () => { await t?.close(); });

const buyer = async () => (await signUp(t.app)).client;
const patch = (c: Client, url: string, payload: unknown) => c.request({ method: 'PATCH', url, payload: payload as object });
const del = (c: Client, url: string) => c.request({ method: 'DELETE', url });
const billing = { name: 'Jane Doe', email: 'jane@example.com', address: { country: 'US' } };

/** Buys the datasets by card through the local gateway, so the buyer owns them with live downloads. */
async function purchase(c: Client, ...items: Dataset[]) {
  for (const d of items) expect((await c.post('/api/cart/items', { datasetId: d.id })).statusCode).toBe(200);
  const session = (await c.post('/api/checkout', { type: 'purchase', billing })).json();
  const paid = await c.post('/api/payments/local/confirm', {
    paymentIntentId: session.payment.paymentIntentId, clientSecret: session.payment.clientSecret,
    card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  expect(paid.statusCode).toBe(200);
  return session.orderId as string;
}
const ownedIds = async (c: Client) => (await c.get('/api/me/owned-datasets')).json().datasetIds as string[];

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

  it('refuses a dataset already in the cart with 409 and leaves the cart as it was', async () => {
    const c = await buyer();
    const [a, b] = catalog;
    await c.post('/api/cart/items', { datasetId: a!.id });
    await c.post('/api/cart/items', { datasetId: b!.id });
    const again = await c.post('/api/cart/items', { datasetId: a!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'ALREADY_IN_CART', message: `${a!.title} is already in your cart.` });
    const cart = (await c.get('/api/cart')).json();
    expect(cart.items.map((i: { datasetId: string; quantity: number }) => [i.datasetId, i.quantity])).toEqual([[a!.id, 1], [b!.id, 1]]);
    expect(cart).toMatchObject({ count: 2, totalCents: a!.priceCents + b!.priceCents });
  });

  it('counts a line saved with a larger quantity (before the one-per-cart rule) as one copy', async () => {
    const c = await buyer();
    const [a] = catalog;
    const line = (await c.post('/api/cart/items', { datasetId: a!.id })).json().items[0];
    await t.database.db.update(cartItems).set({ quantity: 3 }).where(eq(cartItems.id, line.id));
    expect((await c.get('/api/cart')).json()).toMatchObject({ items: [{ quantity: 1 }], count: 1, totalCents: a!.priceCents });
  });

  it('prices every line at the dataset\'s current price', async () => {
    const c = await buyer();
    const [, , d] = catalog;
    await c.post('/api/cart/items', { datasetId: d!.id });
    await t.database.db.update(datasets).set({ priceCents: 1234 }).where(eq(datasets.id, d!.id));
    try {
      const cart = (await c.get('/api/cart')).json();
      expect(cart.items[0].priceCents).toBe(1234);
      expect(cart.totalCents).toBe(1234);
      const [stored] = await t.database.db.select({ priceCents: cartItems.priceCents }).from(cartItems).where(eq(cartItems.id, cart.items[0].id));
      expect(stored!.priceCents).toBe(1234);
    } finally {
      await t.database.db.update(datasets).set({ priceCents: d!.priceCents }).where(eq(datasets.id, d!.id));
    }
  });

  it('keeps PATCH for the contract (quantity 1 only), removes a line and clears the cart', async () => {
    const c = await buyer();
    const [a, b] = catalog;
    await c.post('/api/cart/items', { datasetId: a!.id });
    const added = (await c.post('/api/cart/items', { datasetId: b!.id })).json();
    const lineA = added.items.find((i: { datasetId: string }) => i.datasetId === a!.id);

    const patched = await patch(c, `/api/cart/items/${lineA.id}`, { quantity: 1 });
    expect(patched.json()).toMatchObject({ count: 2, totalCents: a!.priceCents + b!.priceCents });

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

  it.each([0, -1, 1.5, 2, '1'])('rejects quantity %j with 400', async (quantity) => {
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

  it('keeps one line when the same dataset is added 10 times at once: one add wins, the others are told it is there', async () => {
    const c = await buyer();
    const [d] = catalog;
    const results = await Promise.all(Array.from({ length: 10 }, () => c.post('/api/cart/items', { datasetId: d!.id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'ALREADY_IN_CART')).toBe(true);
    const cart = (await c.get('/api/cart')).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(1);
  });
});

describe('datasets the buyer already owns', () => {
  it('lists the datasets with a live download and refuses to add them again', async () => {
    const c = await buyer();
    const [a, b] = catalog;
    expect(await ownedIds(c)).toEqual([]);
    await purchase(c, a!);
    expect(await ownedIds(c)).toEqual([a!.id]);

    const res = await c.post('/api/cart/items', { datasetId: a!.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'ALREADY_OWNED', message: `You already own ${a!.title}. Download it from your Downloads page.`,
    });
    expect((await c.get('/api/cart')).json().items).toEqual([]);
    expect((await c.post('/api/cart/items', { datasetId: b!.id })).statusCode).toBe(200);
  });

  it('lets the buyer add a dataset again once its download has expired or was refunded', async () => {
    const c = await buyer();
    const [, , d, e] = catalog;
    await purchase(c, d!, e!);
    expect((await ownedIds(c)).sort()).toEqual([d!.id, e!.id].sort());
    await t.database.db.update(downloadGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(downloadGrants.datasetId, d!.id));
    await t.database.db.update(downloadGrants).set({ revokedAt: new Date() }).where(eq(downloadGrants.datasetId, e!.id));
    expect(await ownedIds(c)).toEqual([]);
    expect((await c.post('/api/cart/items', { datasetId: d!.id })).statusCode).toBe(200);
    expect((await c.post('/api/cart/items', { datasetId: e!.id })).statusCode).toBe(200);
  });

  it('keeps each buyer\'s ownership to themselves and needs a signed-in user', async () => {
    const owner = await buyer();
    const other = await buyer();
    const [, b] = catalog;
    await purchase(owner, b!);
    expect(await ownedIds(other)).toEqual([]);
    expect((await other.post('/api/cart/items', { datasetId: b!.id })).statusCode).toBe(200);
    expect((await new Client(t.app).get('/api/me/owned-datasets')).statusCode).toBe(401);
  });
});

describe('merging a guest cart on sign-in', () => {
  it('adds new datasets as single lines, skips those already there, owned or unknown, and says what it did', async () => {
    const c = await buyer();
    const [a, b, d, e] = catalog;
    await purchase(c, e!);
    await c.post('/api/cart/items', { datasetId: a!.id });
    await c.post('/api/cart/items', { datasetId: d!.id });
    const res = await c.post('/api/cart/merge', {
      items: [
        { datasetId: a!.id, quantity: 2 },
        { datasetId: b!.id, quantity: 1 },
        { datasetId: b!.id },
        { datasetId: e!.id },
        { datasetId: crypto.randomUUID(), quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.merged).toEqual({ added: 1, alreadyInCart: 1, owned: 1, accountHadLines: 2 });
    expect(body.items.map((i: { datasetId: string; quantity: number }) => [i.datasetId, i.quantity]))
      .toEqual([[a!.id, 1], [d!.id, 1], [b!.id, 1]]);
    expect(body).toMatchObject({ count: 3, totalCents: a!.priceCents + d!.priceCents + b!.priceCents });
  });

  it('tells an empty account cart apart from one that had lines', async () => {
    const c = await buyer();
    const [a, b] = catalog;
    const first = (await c.post('/api/cart/merge', { items: [{ datasetId: a!.id }, { datasetId: b!.id }] })).json();
    expect(first.merged).toEqual({ added: 2, alreadyInCart: 0, owned: 0, accountHadLines: 0 });
    const nothing = (await c.post('/api/cart/merge', { items: [] })).json();
    expect(nothing).toMatchObject({ count: 2, merged: { added: 0, alreadyInCart: 0, owned: 0, accountHadLines: 2 } });
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

    expect((await patch(bob, `/api/cart/items/${line.id}`, { quantity: 1 })).statusCode).toBe(404);
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
