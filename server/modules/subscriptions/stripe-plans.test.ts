// Plans with Stripe, through Stripe's own SDK against a local fake of the API: the saved card is charged off-session,
// Stripe answers "processing", and its signed webhooks (replayed, and delivered at once by several deliveries) start
// and renew the plan exactly once, or make it past due exactly once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, paymentEvents, savedCards, subscriptions } from '../../db/schema';
import { intentEvent, signedWebhook, STRIPE_ENV, type FakeIntent } from '../../test/fake-stripe';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';
import { teamOf } from '../teams/team-membership';
import { renewDue } from './renewals';

const intents = new Map<string, FakeIntent>();
let fake: Server;
let t: TestContext;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      if (req.method === 'POST' && req.url!.startsWith('/v1/payment_intents')) {
        const id = `pi_plan_${intents.size + 1}`;
        const metadata = Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
        const intent: FakeIntent = {
          id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency')!, status: 'processing',
          client_secret: `${id}_secret`, metadata, last_payment_error: null, latest_charge: null,
        };
        intents.set(id, intent);
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(intent));
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No route' } }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  t = await createTestApp(STRIPE_ENV, { stripeApi: { host: '127.0.0.1', port: (fake.address() as AddressInfo).port, protocol: 'http' } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fake.close(resolve));
});

const deliver = (event: object, app = t.app) => {
  const signed = signedWebhook(event);
  return new Client(app).request({ method: 'POST', url: '/api/webhooks/stripe', payload: signed.payload, headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature } });
};
const lastIntent = () => [...intents.values()].at(-1)!;

async function stripeCustomer() {
  const { client, user } = await signUp(t.app);
  const me = (await client.get('/api/me')).json();
  await t.database.db.insert(savedCards).values({ userId: me.id, provider: 'stripe', customerId: 'cus_plan', paymentMethodId: 'pm_plan', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 });
  return { client, user, teamId: (await teamOf(t.database.db, me.id)).teamId };
}

describe('plans with Stripe', () => {
  it('starts the plan once when Stripe\'s success webhook is replayed and delivered concurrently to two instances', async () => {
    const { client, user, teamId } = await stripeCustomer();
    const started = await client.post('/api/subscription', { plan: 'starter' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().subscription).toBeNull();
    const intent = { ...lastIntent(), status: 'succeeded' };
    expect(intent).toMatchObject({ amount: 9900, metadata: { type: 'subscription' } });

    const other = await t.anotherInstance();
    const event = intentEvent('evt_plan_start', 'payment_intent.succeeded', intent);
    const replay = intentEvent('evt_plan_start_again', 'payment_intent.succeeded', intent);
    const answers = await Promise.all([deliver(event), deliver(event, other), deliver(replay), deliver(replay, other), deliver(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().outcome === 'paid')).toHaveLength(1);

    const subs = await t.database.db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ plan: 'starter', status: 'active', creditCents: 0 });
    const paid = await t.database.db.select().from(orders).where(and(eq(orders.userEmail, user.email), eq(orders.paymentStatus, 'paid')));
    expect(paid.map((o) => o.totalAmountCents)).toEqual([9900]);
    expect(await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.kind, 'plan-receipt')))).toHaveLength(1);
  });

  it('makes a renewal past due once for a replayed failure webhook, and renews once for its late success', async () => {
    const { client, user, teamId } = await stripeCustomer();
    await client.post('/api/subscription', { plan: 'professional' });
    await deliver(intentEvent('evt_pro_start', 'payment_intent.succeeded', { ...lastIntent(), status: 'succeeded' }));
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId));

    await renewDue(t.app.payments, new Date(sub!.currentPeriodEnd.getTime() + 1000));
    const renewal = lastIntent();
    expect(renewal.amount).toBe(29900);
    const failed = { ...renewal, status: 'requires_payment_method', last_payment_error: { message: 'Your card has insufficient funds.' } };
    const failure = intentEvent('evt_renewal_failed', 'payment_intent.payment_failed', failed);
    await Promise.all([deliver(failure), deliver(failure), deliver(failure)]);
    const [pastDue] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(pastDue).toMatchObject({ status: 'past_due', failedRenewals: 1 });
    expect(await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.kind, 'plan-past-due')))).toHaveLength(1);

    // The bank pays after all (Stripe retried the charge): the same intent succeeds.
    const success = intentEvent('evt_renewal_paid', 'payment_intent.succeeded', { ...renewal, status: 'succeeded' });
    await Promise.all([deliver(success), deliver(success)]);
    const [renewed] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(renewed).toMatchObject({ status: 'active', failedRenewals: 0, currentPeriodStart: sub!.currentPeriodEnd });
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_renewal_paid'))).toHaveLength(1);
  });
});
