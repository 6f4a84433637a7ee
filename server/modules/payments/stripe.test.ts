// The Stripe gateway through Stripe's own SDK: its requests go to a local fake of the Payment Intents API, and its
// webhooks are signed with the SDK's generateTestHeaderString, exactly as Stripe signs them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets, downloadGrants, orders, paymentEvents, refunds as refundRows } from '../../db/schema';
import { seedCatalog } from '../../seed/seed-catalog';
import { ADMIN_ENV, signUpAdmin } from '../../test/admin-fixtures';
import { intentEvent, signedWebhook, startFakeStripe, STRIPE_ENV, STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET } from '../../test/fake-stripe';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';

const billing = { name: 'Jane Doe', email: 'jane@example.com' };

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let intents: typeof fake.intents;
let refunds: typeof fake.refunds;
let requests: typeof fake.requests;
let t: TestContext;
let dataset: { id: string; priceCents: number };

beforeAll(async () => {
  fake = await startFakeStripe();
  ({ intents, refunds, requests } = fake);
  t = await createTestApp({ ...ADMIN_ENV, ...STRIPE_ENV }, { stripeApi: fake.api });
  await seedCatalog(t.database.db, t.app.storage, { files: false });
  [dataset] = await t.database.db.select({ id: datasets.id, priceCents: datasets.priceCents }).from(datasets).limit(1) as [typeof dataset];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function startPurchase() {
  const { client } = await signUp(t.app);
  await client.post('/api/cart/items', { datasetId: dataset.id });
  const res = await client.post('/api/checkout', { type: 'purchase', billing });
  expect(res.statusCode).toBe(201);
  return { client, session: res.json() };
}

function webhook(event: object, secret = WEBHOOK_SECRET, signature?: string) {
  const signed = signedWebhook(event, secret);
  return new Client(t.app).request({ method: 'POST', url: '/api/webhooks/stripe', payload: signed.payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? signed.signature } });
}

describe('stripe gateway', () => {
  it('publishes the publishable key and creates a Payment Intent for the database price with the order as idempotency key', async () => {
    expect((await new Client(t.app).get('/api/config')).json().payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_local' });
    const { session } = await startPurchase();
    const created = requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.idempotencyKey === `order:${session.orderId}`);
    expect(created).toBeDefined();
    expect(created!.auth).toBe('Bearer sk_test_local');
    const form = new URLSearchParams(created!.body);
    expect(form.get('amount')).toBe(String(dataset.priceCents));
    expect(form.get('currency')).toBe('usd');
    expect(form.get('metadata[order_id]')).toBe(session.orderId);
    expect(session.payment).toEqual({ provider: 'stripe', paymentIntentId: expect.stringMatching(/^pi_fake_/), clientSecret: expect.stringContaining('_secret_') });
  });

  it('rejects unsigned and forged webhooks without any effect', async () => {
    const { session } = await startPurchase();
    const intent = { ...intents.get(session.payment.paymentIntentId)!, status: 'succeeded' };
    const event = intentEvent('evt_forged', 'payment_intent.succeeded', intent);
    const unsigned = await new Client(t.app).request({ method: 'POST', url: '/api/webhooks/stripe', payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect((await webhook(event, 'whsec_wrong_secret')).statusCode).toBe(400);
    // A valid signature over different bytes fails too.
    const header = signedWebhook({ ...event, id: 'evt_other' }).signature;
    expect((await webhook(event, WEBHOOK_SECRET, header)).statusCode).toBe(400);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, session.orderId));
    expect(order!.paymentStatus).toBe('pending');
    expect(await t.database.db.$count(paymentEvents, eq(paymentEvents.eventId, 'evt_forged'))).toBe(0);
  });

  it('applies a signed payment_intent.succeeded once, however often it is delivered', async () => {
    const { client, session } = await startPurchase();
    const intent = { ...intents.get(session.payment.paymentIntentId)!, status: 'succeeded' };
    const event = intentEvent('evt_paid_1', 'payment_intent.succeeded', intent);
    const deliveries = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200]);
    expect(deliveries.map((d) => d.json().outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
    // Stripe may also send a second, distinct event for the same payment: still no second effect.
    expect((await webhook(intentEvent('evt_paid_2', 'payment_intent.succeeded', intent))).json().outcome).toBe('duplicate');
    const detail = (await client.get(`/api/orders/${session.orderId}`)).json();
    expect(detail).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(detail.downloads).toHaveLength(1);
  });

  it('ignores a success whose amount differs from the order, and records failures with Stripe\'s message', async () => {
    const { client, session } = await startPurchase();
    const base = intents.get(session.payment.paymentIntentId)!;
    expect((await webhook(intentEvent('evt_cheap', 'payment_intent.succeeded', { ...base, amount: 1, status: 'succeeded' }))).json().outcome).toBe('ignored');
    const failed = { ...base, status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } };
    expect((await webhook(intentEvent('evt_failed', 'payment_intent.payment_failed', failed))).json().outcome).toBe('failed');
    const detail = (await client.get(`/api/orders/${session.orderId}`)).json();
    expect(detail).toMatchObject({ status: 'failed', paymentStatus: 'failed', failureMessage: 'Your card was declined.', downloads: [] });
  });

  it('acknowledges event types it does not handle', async () => {
    const res = await webhook({ id: 'evt_other_type', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('reconciles a pending order with the gateway when the order is read', async () => {
    const { client, session } = await startPurchase();
    intents.get(session.payment.paymentIntentId)!.status = 'succeeded';
    const detail = (await client.get(`/api/orders/${session.orderId}`)).json();
    expect(detail).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${session.payment.paymentIntentId}`)).toBe(true);
  });
});

describe('stripe refunds', () => {
  let admin: Client;
  beforeAll(async () => { admin = (await signUpAdmin(t.app)).client; });
  async function paidPurchase() {
    const { client, session } = await startPurchase();
    const intent = { ...intents.get(session.payment.paymentIntentId)!, status: 'succeeded' };
    expect((await webhook(intentEvent(`evt_paid_${session.orderId}`, 'payment_intent.succeeded', intent))).json().outcome).toBe('paid');
    return { client, session, detail: (await client.get(`/api/orders/${session.orderId}`)).json() };
  }
  const refundEvent = (id: string, type: string, object: object) => ({ id, object: 'event', type, data: { object }, api_version: '2025-01-27', created: Math.floor(Date.now() / 1000) });

  it('refunds once through Stripe, however often it is clicked and however often Stripe reports it', async () => {
    const { client, session, detail } = await paidPurchase();
    const grantId = detail.downloads[0].id;

    // Two clicks at once: one refund is asked of Stripe; the other click is told there is nothing left.
    const clicks = await Promise.all([1, 2].map(() => admin.post(`/api/admin/orders/${session.orderId}/refunds`, { reason: 'Duplicate purchase' })));
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    const asked = requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(asked).toHaveLength(1);
    const form = new URLSearchParams(asked[0]!.body);
    expect(form.get('payment_intent')).toBe(session.payment.paymentIntentId);
    expect(form.get('amount')).toBe(String(dataset.priceCents));
    const [row] = await t.database.db.select().from(refundRows).where(eq(refundRows.orderId, session.orderId));
    expect(asked[0]!.idempotencyKey).toBe(`refund:${row!.id}`);
    // Stripe said "pending": nothing is taken away until it confirms.
    expect(row).toMatchObject({ status: 'pending', providerRefundId: 're_fake_1' });
    expect((await client.get(`/api/downloads/${grantId}/file?format=csv`)).statusCode).not.toBe(410);

    const succeeded = { ...[...refunds.values()][0]!, status: 'succeeded' };
    const charge = { id: 'ch_1', object: 'charge', payment_intent: session.payment.paymentIntentId, refunds: { object: 'list', data: [succeeded] } };
    const deliveries = await Promise.all([
      webhook(refundEvent('evt_refund_1', 'charge.refunded', charge)),
      webhook(refundEvent('evt_refund_1', 'charge.refunded', charge)),
      webhook(refundEvent('evt_refund_2', 'refund.updated', succeeded)),
    ]);
    expect(deliveries.map((d) => d.json().outcome).sort()).toEqual(['already', 'already', 'settled']);

    const order = (await admin.get(`/api/admin/orders/${session.orderId}`)).json();
    expect(order).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', refundedCents: dataset.priceCents });
    expect(order.refunds).toMatchObject([{ status: 'succeeded', amountCents: dataset.priceCents, reason: 'Duplicate purchase', providerRefundId: 're_fake_1' }]);
    const grants = await t.database.db.select().from(downloadGrants).where(eq(downloadGrants.id, grantId));
    expect(grants[0]!.revokedAt).toBeInstanceOf(Date);
    const refused = await client.get(`/api/downloads/${grantId}/file?format=csv`);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error.code).toBe('DOWNLOAD_REFUNDED');
    expect((await admin.post(`/api/admin/orders/${session.orderId}/refunds`, {})).statusCode).toBe(409);

    // A late success event for the same payment does not pay the refunded order again, nor give the download back.
    const late = { ...intents.get(session.payment.paymentIntentId)!, status: 'succeeded' };
    expect((await webhook(intentEvent('evt_late_success', 'payment_intent.succeeded', late))).json().outcome).toBe('duplicate');
    expect((await client.get(`/api/orders/${session.orderId}`)).json()).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect((await client.get(`/api/downloads/${grantId}/file?format=csv`)).statusCode).toBe(410);
  });

  it('a refund Stripe reports failed changes nothing and can be asked again', async () => {
    const { session } = await paidPurchase();
    expect((await admin.post(`/api/admin/orders/${session.orderId}/refunds`, {})).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(refundRows).where(eq(refundRows.orderId, session.orderId));
    const failed = { ...[...refunds.values()].find((r) => r.metadata.refund_id === row!.id)!, status: 'failed', failure_reason: 'expired_or_canceled_card' };
    expect((await webhook(refundEvent(`evt_fail_${row!.id}`, 'refund.updated', failed))).json().outcome).toBe('settled');
    const order = (await admin.get(`/api/admin/orders/${session.orderId}`)).json();
    expect(order).toMatchObject({ status: 'completed', paymentStatus: 'paid', refundedCents: 0 });
    expect(order.refunds[0]).toMatchObject({ status: 'failed', failureMessage: 'The refund failed at Stripe (expired_or_canceled_card).' });
    expect((await admin.post(`/api/admin/orders/${session.orderId}/refunds`, {})).statusCode).toBe(200);
  });
});
