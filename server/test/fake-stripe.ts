// A local fake of the Stripe API parts we use (Payment Intents, Refunds), for Stripe's own SDK to talk to over real
// HTTP; and webhooks signed with the SDK's generateTestHeaderString, exactly as Stripe signs them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
/** createTestApp(STRIPE_ENV, { stripeApi: fake.api }): the Stripe gateway, pointed at the fake. */
export const STRIPE_ENV = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_local' };

export interface FakeIntent { id: string; object: 'payment_intent'; amount: number; currency: string; status: string; client_secret: string; metadata: Record<string, string>; last_payment_error: null | { message: string }; latest_charge: null | object }
export interface FakeRefund { id: string; object: 'refund'; amount: number; payment_intent: string; status: string; metadata: Record<string, string>; failure_reason: null | string }

const sdk = new Stripe('sk_test_unused');

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const requests: { method: string; path: string; idempotencyKey?: string; body: string; auth?: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      const path = req.url!.split('?')[0]!;
      requests.push({ method: req.method!, path, idempotencyKey: req.headers['idempotency-key'] as string, body, auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const form = new URLSearchParams(body);
        const id = `pi_fake_${intents.size + 1}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) if (k.startsWith('metadata[')) metadata[k.slice(9, -1)] = v;
        const intent: FakeIntent = { id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency')!, status: 'requires_payment_method', client_secret: `${id}_secret_abc`, metadata, last_payment_error: null, latest_charge: null };
        intents.set(id, intent);
        res.end(JSON.stringify(intent));
        return;
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        // Stripe answers a repeated idempotency key with the refund it already made.
        const key = req.headers['idempotency-key'] as string;
        const form = new URLSearchParams(body);
        const refund = refunds.get(key) ?? {
          id: `re_fake_${refunds.size + 1}`, object: 'refund', amount: Number(form.get('amount')), payment_intent: form.get('payment_intent')!,
          status: 'pending', metadata: { refund_id: form.get('metadata[refund_id]')! }, failure_reason: null,
        };
        refunds.set(key, refund);
        res.end(JSON.stringify(refund));
        return;
      }
      const intent = intents.get(path.replace('/v1/payment_intents/', ''));
      if (req.method === 'GET' && intent) { res.end(JSON.stringify(intent)); return; }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such payment_intent' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    intents, refunds, requests,
    /** AppDeps.stripeApi: where the SDK sends its requests. */
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook request as Stripe sends it: the event's JSON and its signature header. */
export function signedWebhook(event: object, secret = STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret }) };
}

export const intentEvent = (id: string, type: string, intent: FakeIntent) =>
  ({ id, object: 'event', type, data: { object: intent }, api_version: '2025-01-27', created: Math.floor(Date.now() / 1000) });
