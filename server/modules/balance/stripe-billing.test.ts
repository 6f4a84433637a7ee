// Automatic recharges with Stripe, through Stripe's own SDK against a local fake of the API: a SetupIntent saves the
// card for off-session use, and an off-session PaymentIntent charges it (or comes back declined).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, savedCards } from '../../db/schema';
import { jobsSettled, newConfig, person, rows } from '../../test/lead-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';

const requests: { method: string; path: string; form: URLSearchParams; idempotencyKey?: string }[] = [];
const setupIntents = new Map<string, Record<string, unknown>>();
/** Payment methods whose off-session charges the fake declines. */
const declining = new Set<string>();
let fake: Server;
let t: TestContext;
let serial = 0;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      const path = req.url!.split('?')[0]!;
      const form = new URLSearchParams(body);
      requests.push({ method: req.method!, path, form, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      const send = (status: number, json: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.method === 'POST' && path === '/v1/customers') return send(200, { id: `cus_${++serial}`, object: 'customer', email: form.get('email') });
      if (req.method === 'POST' && path === '/v1/setup_intents') {
        const id = `seti_${++serial}`;
        const intent = { id, object: 'setup_intent', client_secret: `${id}_secret_x`, status: 'requires_payment_method', customer: form.get('customer'), metadata: { user_id: form.get('metadata[user_id]') }, payment_method: null };
        setupIntents.set(id, intent);
        return send(200, intent);
      }
      if (req.method === 'GET' && path.startsWith('/v1/setup_intents/')) {
        const intent = setupIntents.get(path.split('/').pop()!);
        return intent ? send(200, intent) : send(404, { error: { type: 'invalid_request_error', message: 'No such setupintent' } });
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const pm = form.get('payment_method')!;
        const intent = {
          id: `pi_${++serial}`, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency'), client_secret: 'x',
          metadata: Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v])),
          status: declining.has(pm) ? 'requires_payment_method' : 'succeeded',
          last_payment_error: declining.has(pm) ? { message: 'Your card has insufficient funds.' } : null,
          latest_charge: declining.has(pm) ? null : { id: 'ch_1', object: 'charge', payment_method_details: { card: { brand: 'visa', last4: '4242' } } },
        };
        if (declining.has(pm)) return send(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.', payment_intent: intent } });
        return send(200, intent);
      }
      return send(404, { error: { type: 'invalid_request_error', message: `No route ${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  t = await createTestApp(
    { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_local' },
    { stripeApi: { host: '127.0.0.1', port: (fake.address() as AddressInfo).port, protocol: 'http' } },
  );
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

/** What Stripe.js does in the browser: the customer confirms the SetupIntent with a card. */
function customerConfirms(setupIntentId: string, pm: string) {
  Object.assign(setupIntents.get(setupIntentId)!, {
    status: 'succeeded', payment_method: { id: pm, object: 'payment_method', card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 } },
  });
}

async function advertiserWithCard(pm: string) {
  const { client, user } = await signUp(t.app);
  const setup = (await client.post('/api/billing/card/setup')).json();
  expect(setup).toEqual({ setupIntentId: expect.stringMatching(/^seti_/), clientSecret: expect.stringContaining('_secret_') });
  expect((await client.post('/api/billing/card/stripe', { setupIntentId: setup.setupIntentId })).statusCode).toBe(422);
  customerConfirms(setup.setupIntentId, pm);
  const saved = await client.post('/api/billing/card/stripe', { setupIntentId: setup.setupIntentId });
  expect(saved.json()).toEqual({ provider: 'stripe', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031 });
  return { client, user };
}

describe('automatic recharges with Stripe', () => {
  it('saves the card with a SetupIntent for off-session use, for its own user only', async () => {
    const { client, user } = await advertiserWithCard('pm_card_ok_1');
    const setup = requests.find((r) => r.path === '/v1/setup_intents')!;
    expect(setup.form.get('usage')).toBe('off_session');
    const [row] = await t.database.db.select().from(savedCards);
    expect(row).toMatchObject({ provider: 'stripe', customerId: expect.stringMatching(/^cus_/), paymentMethodId: 'pm_card_ok_1' });
    const { client: other } = await signUp(t.app);
    expect((await other.post('/api/billing/card/stripe', { setupIntentId: [...setupIntents.keys()][0] })).statusCode).toBe(422);
    expect((await client.post('/api/billing/card', { number: '4242 4242 4242 4242', expMonth: 1, expYear: 2030, cvc: '123' })).statusCode).toBe(409);
    expect(user.email).toContain('@');
  });

  it('charges the saved card off-session once and credits the balance through the payment handler', async () => {
    const { client, user } = await advertiserWithCard('pm_card_ok_2');
    await client.request({ method: 'PUT', url: '/api/balance/auto-recharge', payload: { enabled: true, thresholdCents: 5000, amountCents: 30_000 } });
    await jobsSettled(t.app);
    const charge = requests.filter((r) => r.path === '/v1/payment_intents' && r.form.get('payment_method') === 'pm_card_ok_2');
    expect(charge).toHaveLength(1);
    expect(charge[0]!.form.get('off_session')).toBe('true');
    expect(charge[0]!.form.get('confirm')).toBe('true');
    expect(charge[0]!.idempotencyKey).toMatch(/^order:[0-9a-f-]{36}$/);
    expect((await client.get('/api/balance')).json()).toMatchObject({ balanceCents: 30_000, autoRecharge: { inProgress: false, pausedReason: null } });
    const [ledger] = await rows<{ reference: string; kind: string }>(t.database.db, sql`select reference, kind from balance_transactions b join users u on u.id = b.user_id where u.email = ${user.email}`);
    expect(ledger).toMatchObject({ kind: 'recharge', reference: expect.stringMatching(/^pi_/) });
  });

  it('pauses and e-mails the user when the bank declines the off-session charge', async () => {
    declining.add('pm_card_broke');
    const { client, user } = await advertiserWithCard('pm_card_broke');
    const config = await newConfig(client, { costPerLeadCents: 1000 });
    await client.request({ method: 'PUT', url: '/api/balance/auto-recharge', payload: { enabled: true, thresholdCents: 5000, amountCents: 30_000 } });
    await new Client(t.app).post(config.ingestPath, person(1));
    await jobsSettled(t.app);
    expect((await client.get('/api/balance')).json()).toMatchObject({
      balanceCents: 0, pendingLeads: { count: 1 }, autoRecharge: { pausedReason: 'Your card has insufficient funds.' },
    });
    const mail = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.kind, 'auto-recharge-failed')));
    expect(mail).toHaveLength(1);
  });
});
