import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, MAX_CHARGE_CENTS } from '../../../common/checkout';
import {
  balanceTransactions, cartItems, datasets, emailOutbox, localPaymentIntents, orders, userBalances,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { seedCatalog } from '../../seed/seed-catalog';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';
import type { LocalGateway } from '../payments/local-gateway';
import { reconcilePendingOrders } from '../payments/reconcile';

type Dataset = { id: string; priceCents: number; title: string; totalDownloads: number };
let t: TestContext;
let catalog: Dataset[];

const billing = { name: 'Jane Doe', email: 'jane@example.com', address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' } };
const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
const VISA = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const NO_FUNDS = '4000 0000 0000 9995';

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db, t.app.storage, { files: false });
  catalog = await t.database.db.select({ id: datasets.id, priceCents: datasets.priceCents, title: datasets.title, totalDownloads: datasets.totalDownloads })
    .from(datasets).where(eq(datasets.active, true)).orderBy(datasets.slug).limit(6);
});
afterAll(async () => { await t?.close(); });

async function buyerWith(...items: Dataset[]) {
  const { client, user } = await signUp(t.app);
  for (const d of items) await client.post('/api/cart/items', { datasetId: d.id });
  return { client, user };
}
const checkout = (c: Client, body: object = {}) => c.post('/api/checkout', { type: 'purchase', billing, ...body });
const pay = (c: Client, session: { payment: { paymentIntentId: string; clientSecret: string } }, number = VISA) =>
  c.post('/api/payments/local/confirm', { paymentIntentId: session.payment.paymentIntentId, clientSecret: session.payment.clientSecret, card: card(number) });
const grantCount = async (orderId: string) => {
  const result = await t.database.db.execute(sql`select count(*)::int as n from download_grants g join order_items i on i.id = g.order_item_id where i.order_id = ${orderId}`);
  return rowsOf<{ n: number }>(result)[0]!;
};
const mailsFor = (email: string) => t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'order-confirmation')));

describe('checkout', () => {
  it('needs a signed-in user', async () => {
    const res = await new Client(t.app).post('/api/checkout', { type: 'purchase', billing });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an empty cart with the SPEC message', async () => {
    const { client } = await buyerWith();
    const res = await checkout(client);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'CART_EMPTY', message: CHECKOUT_MESSAGES.cartEmpty });
  });

  it('requires the billing name and a valid e-mail', async () => {
    const { client, user } = await buyerWith(catalog[0]!);
    const res = await checkout(client, { billing: { name: ' ', email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ 'billing.name': 'Billing name is required', 'billing.email': 'Please enter a valid email address.' });
    expect(await t.database.db.$count(orders, eq(orders.userEmail, user.email))).toBe(0);
  });

  it('prices the order from the database and ignores prices sent by the browser', async () => {
    const [a, b] = catalog;
    const { client, user } = await buyerWith(a!, b!);
    // A tampered stored cart price is refreshed from the catalog too.
    await t.database.db.update(cartItems).set({ priceCents: 1 }).where(eq(cartItems.datasetId, a!.id));
    const res = await checkout(client, { totalCents: 1, amount: 1, items: [{ datasetId: a!.id, priceCents: 1 }] });
    expect(res.statusCode).toBe(201);
    const session = res.json();
    const expected = a!.priceCents + b!.priceCents;
    expect(session).toMatchObject({ type: 'purchase', totalCents: expected, status: 'pending', paymentStatus: 'pending', payment: { provider: 'local' } });
    expect(session.orderNumber).toMatch(/^ORDER-\d{13}-[A-Z0-9]{9}$/);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, session.orderId));
    expect(order).toMatchObject({ totalAmountCents: expected, userEmail: user.email, metadata: { items_count: 2 }, paymentIntentId: session.payment.paymentIntentId });
    const [intent] = await t.database.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, session.payment.paymentIntentId));
    expect(intent!.amountCents).toBe(expected);
  });

  it('refuses totals under $0.50 and non-positive totals', async () => {
    const [, , , d] = catalog;
    const { client } = await buyerWith(d!);
    try {
      await t.database.db.update(datasets).set({ priceCents: 49 }).where(eq(datasets.id, d!.id));
      expect((await checkout(client)).json().error).toEqual({ code: 'BELOW_MINIMUM', message: CHECKOUT_MESSAGES.belowMinimum });
      await t.database.db.update(datasets).set({ priceCents: 0 }).where(eq(datasets.id, d!.id));
      expect((await checkout(client)).json().error).toEqual({ code: 'INVALID_TOTAL', message: CHECKOUT_MESSAGES.invalidTotal });
    } finally {
      await t.database.db.update(datasets).set({ priceCents: d!.priceCents }).where(eq(datasets.id, d!.id));
    }
  });

  it('refuses a total above the card payment limit', async () => {
    const [, , , d] = catalog;
    const { client } = await buyerWith(d!);
    try {
      // One copy per cart: the line is re-priced at checkout.
      await t.database.db.update(datasets).set({ priceCents: MAX_CHARGE_CENTS + 1 }).where(eq(datasets.id, d!.id));
      const res = await checkout(client);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'ABOVE_MAXIMUM', message: CHECKOUT_MESSAGES.aboveMaximum });
    } finally {
      await t.database.db.update(datasets).set({ priceCents: d!.priceCents }).where(eq(datasets.id, d!.id));
    }
  });

  it('returns the same order for a repeated or concurrent submit with one idempotency key', async () => {
    const { client, user } = await buyerWith(catalog[0]!);
    const idempotencyKey = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(client, { idempotencyKey })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.json().orderId)).size).toBe(1);
    expect(new Set(results.map((r) => r.json().payment.paymentIntentId)).size).toBe(1);
    const mine = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userEmail, user.email));
    expect(mine).toHaveLength(1);
  });

  it('resumes an unpaid order by its payment intent, for its owner only', async () => {
    const { client } = await buyerWith(catalog[1]!);
    const session = (await checkout(client)).json();
    const resumed = await client.get(`/api/checkout?payment_intent=${session.payment.paymentIntentId}`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual(session);
    const { client: other } = await buyerWith();
    expect((await other.get(`/api/checkout?payment_intent=${session.payment.paymentIntentId}`)).statusCode).toBe(404);
  });
});

describe('paying with the local gateway', () => {
  it('completes the order once paid: grants for 30 days, the cart emptied, a confirmation e-mail, only brand and last four kept', async () => {
    const [a, b] = catalog;
    const { client, user } = await buyerWith(a!, b!);
    const session = (await checkout(client)).json();
    const before = Date.now();
    const res = await pay(client, session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orderId: session.orderId, status: 'succeeded' });

    const detail = (await client.get(`/api/orders/${session.orderId}`)).json();
    expect(detail).toMatchObject({ status: 'completed', paymentStatus: 'paid', card: { brand: 'visa', last4: '4242' }, failureMessage: null });
    expect(detail.downloads.map((g: { dataset: { id: string } }) => g.dataset.id).sort()).toEqual([a!.id, b!.id].sort());
    for (const g of detail.downloads) {
      const days = (Date.parse(g.expiresAt) - Date.parse(detail.paidAt)) / 86_400_000;
      expect(days).toBe(30);
      expect(Date.parse(detail.paidAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect((await client.get('/api/cart')).json().items).toEqual([]);
    const mails = await mailsFor(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.link).toBe(`http://localhost:3000/order-success?order_id=${session.orderId}`);
    expect(mails[0]!.text).toContain(session.orderNumber);

    const stored = JSON.stringify([
      await t.database.db.select().from(orders).where(eq(orders.id, session.orderId)),
      await t.database.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, session.payment.paymentIntentId)),
    ]);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242 4242');
  });

  it('a declined card leaves the order unpaid with the provider message, no grant, the cart kept; another card can then pay', async () => {
    const { client } = await buyerWith(catalog[2]!);
    const session = (await checkout(client)).json();
    const declined = await pay(client, session, DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    let detail = (await client.get(`/api/orders/${session.orderId}`)).json();
    expect(detail).toMatchObject({ status: 'failed', paymentStatus: 'failed', failureMessage: 'Your card was declined.', downloads: [] });
    expect((await grantCount(session.orderId)).n).toBe(0);
    expect((await client.get('/api/cart')).json().items).toHaveLength(1);

    const broke = await pay(client, session, NO_FUNDS);
    expect(broke.json().error.message).toBe('Your card has insufficient funds.');

    expect((await pay(client, session)).statusCode).toBe(200);
    detail = (await client.get(`/api/orders/${session.orderId}`)).json();
    expect(detail).toMatchObject({ status: 'completed', paymentStatus: 'paid', failureMessage: null });
    expect(detail.downloads).toHaveLength(1);
  });

  it('rejects an invalid card number or an expired card before charging', async () => {
    const { client } = await buyerWith(catalog[3]!);
    const session = (await checkout(client)).json();
    expect((await pay(client, session, '4242 4242 4242 4241')).json().error.message).toBe('Your card number is incorrect.');
    const expired = await client.post('/api/payments/local/confirm', {
      paymentIntentId: session.payment.paymentIntentId, clientSecret: session.payment.clientSecret, card: { ...card(VISA), expYear: 2001 },
    });
    expect(expired.json().error.message).toBe('Your card has expired.');
    expect((await client.get(`/api/orders/${session.orderId}`)).json().paymentStatus).toBe('failed');
  });

  it('concurrent confirmations complete the order once: one grant per item, one e-mail, sales counted once', async () => {
    const [, , , , e] = catalog;
    const { client, user } = await buyerWith(e!);
    const session = (await checkout(client)).json();
    const [before] = await t.database.db.select({ n: datasets.totalDownloads }).from(datasets).where(eq(datasets.id, e!.id));
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(client, session)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await grantCount(session.orderId)).n).toBe(1);
    expect(await mailsFor(user.email)).toHaveLength(1);
    const [after] = await t.database.db.select({ n: datasets.totalDownloads }).from(datasets).where(eq(datasets.id, e!.id));
    expect(after!.n).toBe(before!.n + 1);
  });

  it('nobody can pay, read or resume another user\'s order', async () => {
    const { client: owner } = await buyerWith(catalog[0]!);
    const session = (await checkout(owner)).json();
    const { client: other } = await buyerWith();
    expect((await pay(other, session)).statusCode).toBe(404);
    expect((await other.get(`/api/orders/${session.orderId}`)).statusCode).toBe(404);
    expect((await other.get('/api/orders')).json().items).toEqual([]);
    // A wrong client secret is refused even for the owner.
    const wrong = await owner.post('/api/payments/local/confirm', { paymentIntentId: session.payment.paymentIntentId, clientSecret: 'x', card: card(VISA) });
    expect(wrong.statusCode).toBe(404);
    expect((await owner.get(`/api/orders/${session.orderId}`)).json().paymentStatus).toBe('pending');
  });

  it('the reconciler pass completes a paid order whose earlier attempt failed and whose success was never applied', async () => {
    const { client } = await buyerWith(catalog[4]!);
    const session = (await checkout(client)).json();
    expect((await pay(client, session, DECLINED)).statusCode).toBe(402);
    const [{ id: userId }] = await t.database.db.select({ id: orders.userId }).from(orders).where(eq(orders.id, session.orderId)) as [{ id: string }];
    await (t.app.payments.gateway as LocalGateway).confirm({ intentId: session.payment.paymentIntentId, clientSecret: session.payment.clientSecret, userId, card: card(VISA) });
    // The timer looks at orders older than a minute.
    await t.database.db.update(orders).set({ createdAt: new Date(Date.now() - 5 * 60_000) }).where(eq(orders.id, session.orderId));
    const pass = await reconcilePendingOrders(t.app.payments);
    expect(pass.paid).toBeGreaterThanOrEqual(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, session.orderId));
    expect(order).toMatchObject({ status: 'completed', paymentStatus: 'paid', failureMessage: null });
    expect((await grantCount(session.orderId)).n).toBe(1);
  });

  it('reconciles an order whose payment succeeded at the gateway but was never applied', async () => {
    const { client } = await buyerWith(catalog[5]!);
    const session = (await checkout(client)).json();
    const [{ id: userId }] = await t.database.db.select({ id: orders.userId }).from(orders).where(eq(orders.id, session.orderId)) as [{ id: string }];
    // The charge went through but its event was lost (a crash between the gateway and our handler).
    await (t.app.payments.gateway as LocalGateway).confirm({ intentId: session.payment.paymentIntentId, clientSecret: session.payment.clientSecret, userId, card: card(VISA) });
    expect((await t.database.db.select().from(orders).where(eq(orders.id, session.orderId)))[0]!.paymentStatus).toBe('pending');
    const detail = (await client.get(`/api/orders/${session.orderId}`)).json();
    expect(detail).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(detail.downloads).toHaveLength(1);
  });
});

describe('recharge checkout', () => {
  it('needs a whole, positive amount', async () => {
    const { client } = await buyerWith();
    for (const amountDollars of [undefined, 0, -5, 1.5]) {
      const res = await client.post('/api/checkout', { type: 'recharge', amountDollars, billing });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'INVALID_RECHARGE', message: CHECKOUT_MESSAGES.invalidRecharge });
    }
  });

  it('credits the balance once, with a ledger row referencing the payment', async () => {
    const { client, user } = await buyerWith(catalog[0]!);
    const session = (await client.post('/api/checkout', { type: 'recharge', amountDollars: 100, billing })).json();
    expect(session).toMatchObject({ type: 'recharge', totalCents: 10_000 });
    expect(session.orderNumber).toMatch(/^RECHARGE-\d{13}-[A-Z0-9]{9}$/);
    await Promise.all([pay(client, session), pay(client, session)]);
    const [{ id: userId }] = await t.database.db.select({ id: orders.userId }).from(orders).where(eq(orders.id, session.orderId)) as [{ id: string }];
    const [balance] = await t.database.db.select().from(userBalances).where(eq(userBalances.userId, userId));
    expect(balance!.balanceCents).toBe(10_000);
    const ledger = await t.database.db.select().from(balanceTransactions).where(eq(balanceTransactions.userId, userId));
    expect(ledger).toEqual([expect.objectContaining({ kind: 'recharge', amountCents: 10_000, balanceAfterCents: 10_000, reference: session.payment.paymentIntentId })]);
    // A recharge does not touch the cart.
    expect((await client.get('/api/cart')).json().items).toHaveLength(1);
    expect(user.email).toBeTruthy();
  });
});

describe('orders and the account summary', () => {
  it('lists the user\'s orders newest first with their items, paginated, and summarises the account', async () => {
    const [a, b, c] = catalog;
    const { client } = await buyerWith(a!);
    const first = (await checkout(client)).json();
    await pay(client, first);
    await client.post('/api/cart/items', { datasetId: b!.id });
    await client.post('/api/cart/items', { datasetId: c!.id });
    const second = (await checkout(client)).json();
    await client.request({ method: 'PUT', url: `/api/wishlist/${c!.id}` });

    const page1 = (await client.get('/api/orders?limit=1')).json();
    expect(page1).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page1.items[0]).toMatchObject({ id: second.orderId, status: 'pending' });
    expect(page1.items[0].items.map((i: { datasetId: string }) => i.datasetId).sort()).toEqual([b!.id, c!.id].sort());
    const page2 = (await client.get('/api/orders?limit=1&page=2')).json();
    expect(page2.items[0]).toMatchObject({ id: first.orderId, status: 'completed', items: [{ datasetId: a!.id, title: a!.title, priceCents: a!.priceCents, quantity: 1 }] });

    const summary = (await client.get('/api/account/summary')).json();
    expect(summary.stats).toEqual({ totalOrders: 2, totalSpentCents: a!.priceCents, datasetsOwned: 1, wishlistItems: 1 });
    expect(summary.recentOrders.map((o: { id: string }) => o.id)).toEqual([second.orderId, first.orderId]);
  });

  it('answers 404 (Order not found) for an unknown order id, and for one that is not an id at all', async () => {
    const { client } = await buyerWith();
    expect((await client.get(`/api/orders/${crypto.randomUUID()}`)).json().error).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    expect((await client.get('/api/orders/not-a-uuid')).json().error).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
  });
});

describe('without a usable gateway', () => {
  it('reports payments as unavailable with the SPEC message', async () => {
    const t2 = await createTestApp({ PAYMENT_PROVIDER: 'stripe' });
    try {
      await seedCatalog(t2.database.db, t2.app.storage, { files: false });
      const { client } = await signUp(t2.app);
      const [d] = await t2.database.db.select({ id: datasets.id }).from(datasets).limit(1);
      await client.post('/api/cart/items', { datasetId: d!.id });
      const res = await client.post('/api/checkout', { type: 'purchase', billing });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({ code: 'PAYMENTS_UNAVAILABLE', message: CHECKOUT_MESSAGES.unavailable });
      expect((await client.get('/api/config')).json().payments).toEqual({ provider: 'stripe', publishableKey: null });
      expect(await t2.database.db.$count(orders)).toBe(0);
    } finally {
      await t2.close();
    }
  });
});
