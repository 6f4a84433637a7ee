// Two app instances on one database behind a round-robin proxy, over real HTTP, as a load balancer runs them: each sees
// the other's writes, a webhook delivered to both at once has one effect, a catalog edit on one shows on the other
// within a second, and a job whose instance stops mid-way is finished by the other exactly once.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { downloadGrants, emailOutbox, orders, paymentEvents } from '../../db/schema';
import { ADMIN_EMAIL, ADMIN_ENV, catalogBasics, storedDataset } from '../../test/admin-fixtures';
import { intentEvent, signedWebhook, startFakeStripe, STRIPE_ENV } from '../../test/fake-stripe';
import { createTestApp, newUser, type TestContext } from '../../test/harness';
import { startProxy } from '../../test/proxy';

/** A browser over real HTTP: keeps its cookies and sends the site's Origin. */
class HttpClient {
  private cookies = new Map<string, string>();
  constructor(private base: string) {}
  async request(method: string, path: string, body?: unknown, base = this.base) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: 'http://localhost:3000',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      if (value) this.cookies.set(name!, value); else this.cookies.delete(name!);
    }
    const text = await res.text();
    return { status: res.status, upstream: res.headers.get('x-upstream'), json: () => JSON.parse(text), text };
  }
}

let t: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;
let urlA: string;
let urlB: string;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

// The SMTP server stalls the first delivery to stalled@example.com (as a mail server may), answering it only when told.
const delivered: string[] = [];
let stalled: { session: SMTPServerSession; answer: (err?: Error) => void } | undefined;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, session, callback) {
    if (address.address === 'stalled@example.com' && !stalled) stalled = { session, answer: callback };
    else callback();
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => { delivered.push(...session.envelope.rcptTo.map((r) => r.address)); callback(); });
  },
});

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  stripe = await startFakeStripe();
  t = await createTestApp(
    { ...ADMIN_ENV, ...STRIPE_ENV, SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` },
    { stripeApi: stripe.api },
  );
  a = t.app;
  b = await t.anotherInstance();
  [urlA, urlB] = [await listen(a), await listen(b)];
  proxy = await startProxy([urlA, urlB]);
});
afterAll(async () => {
  await proxy?.close();
  await t?.close();
  await stripe?.close();
  smtp.close();
});

async function signUpThroughProxy(user = newUser()) {
  const client = new HttpClient(proxy.url);
  const res = await client.request('POST', '/api/auth/sign-up/email', { ...user, name: `${user.firstName} ${user.lastName}` });
  expect(res.status, res.text).toBe(200);
  return client;
}

describe('two instances behind a proxy', () => {
  it('serve one user in turns, each request seeing the writes the other instance made', async () => {
    const dataset = await storedDataset(a, await catalogBasics(t.database.db));
    const buyer = await signUpThroughProxy();
    const me = await buyer.request('GET', '/api/me');
    expect(me.status).toBe(200);
    const added = await buyer.request('POST', '/api/cart/items', { datasetId: dataset.id });
    expect(added.status).toBeLessThan(300);
    const cart = await buyer.request('GET', '/api/cart');
    expect(cart.json().items.map((i: { datasetId: string }) => i.datasetId)).toEqual([dataset.id]);
    // Consecutive requests went to different instances.
    expect(new Set([me.upstream, added.upstream, cart.upstream])).toEqual(new Set([urlA, urlB]));
  });

  it('apply a payment webhook delivered to both at once exactly once', async () => {
    const dataset = await storedDataset(a, await catalogBasics(t.database.db));
    const buyer = await signUpThroughProxy();
    await buyer.request('POST', '/api/cart/items', { datasetId: dataset.id });
    const checkout = await buyer.request('POST', '/api/checkout', { type: 'purchase', billing: { name: 'Jane Doe', email: 'jane@example.com' } });
    expect(checkout.status, checkout.text).toBe(201);
    const { orderId, payment } = checkout.json();
    const event = intentEvent('evt_both_instances', 'payment_intent.succeeded', { ...stripe.intents.get(payment.paymentIntentId)!, status: 'succeeded' });
    const { payload, signature } = signedWebhook(event);
    const deliver = (base: string) => fetch(`${base}/api/webhooks/stripe`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } })
      .then(async (r) => ({ status: r.status, outcome: (await r.json()).outcome as string }));
    const answers = await Promise.all([deliver(urlA), deliver(urlB), deliver(urlA), deliver(urlB)]);
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((x) => x.outcome).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'paid']);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(await t.database.db.$count(downloadGrants, eq(downloadGrants.userId, order!.userId!))).toBe(1);
    expect(await t.database.db.$count(paymentEvents, eq(paymentEvents.eventId, 'evt_both_instances'))).toBe(1);
  });

  it('show a catalog edit made on one instance on the other within a second', async () => {
    const dataset = await storedDataset(a, await catalogBasics(t.database.db));
    const admin = new HttpClient(urlA);
    await admin.request('POST', '/api/auth/sign-up/email', { ...newUser({ email: ADMIN_EMAIL }), name: 'Ada Admin' });
    const onB = new HttpClient(urlB);
    expect((await onB.request('GET', `/api/datasets/${dataset.slug}`)).json().title).toBe(dataset.title);
    const edited = await admin.request('PATCH', `/api/admin/datasets/${dataset.id}`, { title: 'Renamed On Instance A' });
    expect(edited.status, edited.text).toBe(200);
    const started = Date.now();
    while ((await onB.request('GET', `/api/datasets/${dataset.slug}`)).json().title !== 'Renamed On Instance A') {
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
    const listed = (await onB.request('GET', `/api/datasets?search=${encodeURIComponent('Renamed On Instance A')}`)).json();
    expect(listed.items.map((d: { id: string }) => d.id)).toContain(dataset.id);
  });

  it('finish a job whose instance stopped mid-way on the other instance, exactly once', async () => {
    // Instance A alone takes the job: B's workers stop first.
    await b.jobs.stop(1000);
    const { id } = await a.mailer.send({ to: 'stalled@example.com', subject: 'Your order', text: 'Thanks', kind: 'test' });
    for (const end = Date.now() + 15_000; !stalled && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
    expect(stalled, 'A is delivering').toBeDefined();
    // A stops before the delivery finished (its shutdown deadline passes while the mail server stalls): its job in
    // progress is failed and due again at once, and a new instance, started as in a rolling restart, takes it over.
    await a.jobs.stop(1000);
    await t.anotherInstance();
    for (const end = Date.now() + 30_000; !delivered.includes('stalled@example.com') && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
    expect(delivered.filter((to) => to === 'stalled@example.com')).toHaveLength(1);
    // A's stalled attempt finally ends in failure: it must not undo the delivery, nor send anything.
    stalled!.answer(Object.assign(new Error('Try later'), { responseCode: 451 }));
    await new Promise((r) => setTimeout(r, 500));
    expect(delivered.filter((to) => to === 'stalled@example.com')).toHaveLength(1);
    expect((await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!)))[0]).toMatchObject({ status: 'sent' });
    const jobs = await t.database.db.execute(sql`select state, retry_count from pgboss.job where name = 'mail.deliver' and data->>'outboxId' = ${id}`);
    expect(rowsOf<unknown>(jobs)).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 60_000);
});
