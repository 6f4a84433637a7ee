// Checkout under concurrency: 20 buyers at once on PostgreSQL, each round checkout -> confirm -> completed order.
// A warm-up round and a final "double click" round (every buyer submits and confirms twice at once) are not timed;
// afterwards the database must hold exactly one order, one set of grants and one e-mail per purchase.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { fmt, pgDatabase, SessionClient, startProcess, stop, tempDir, waitForHealth } from './lib';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const port = 4432;
const base = `http://127.0.0.1:${port}`;

// The server under test is the production bundle, as `npm start` runs it.
if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');
const database = await pgDatabase('bench_checkout');
const server = startProcess(['dist/server/main.mjs'], {
  PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: tempDir('checkout'),
  SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: database.url, REQUIRE_EMAIL_VERIFICATION: 'false', NODE_ENV: 'development',
});
await waitForHealth(`${base}/api/health`);


const datasets = (await (await fetch(`${base}/api/datasets?limit=48`)).json()).items as { id: string; priceCents: number }[];
const buyers = await Promise.all(Array.from({ length: BUYERS }, async (_, i) => {
  const buyer = new SessionClient(base, `127.0.0.${10 + i}`);
  const res = await buyer.call('POST', '/api/auth/sign-up/email', {
    email: `bench-buyer-${i}-${Date.now()}@example.com`, password: 'bench-password-42', name: `Buyer ${i}`, firstName: 'Buyer', lastName: String(i),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  return buyer;
}));

const steps = { checkout: [] as number[], confirm: [] as number[], completed: [] as number[] };
const billing = { name: 'Bench Buyer', email: 'buyer@example.com' };
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const expected = new Map<string, number>();

const started = performance.now();
// Round 0 warms up, rounds 1..ROUNDS are timed, the last one doubles every submit.
const totalRounds = ROUNDS + 2;
for (let round = 0; round < totalRounds; round++) {
  const timed = round > 0 && round <= ROUNDS;
  const copies = round === totalRounds - 1 ? 2 : 1;
  await Promise.all(buyers.map(async (buyer, i) => {
    const a = datasets[(i + round) % datasets.length]!;
    const b = datasets[(i + round + 7) % datasets.length]!;
    await buyer.call('POST', '/api/cart/items', { datasetId: a.id });
    await buyer.call('POST', '/api/cart/items', { datasetId: b.id });
    const idempotencyKey = crypto.randomUUID();
    const [first, ...others] = await Promise.all(Array.from({ length: copies }, () =>
      buyer.call('POST', '/api/checkout', { type: 'purchase', billing, idempotencyKey })));
    if (first!.status !== 201 || others.some((o) => o.json.orderId !== first!.json.orderId)) throw new Error(`checkout: ${first!.status} ${JSON.stringify(first!.json)}`);
    if (timed) steps.checkout.push(first!.ms);
    const { orderId, payment } = first!.json;
    expected.set(orderId, 2);
    const confirmBody = { paymentIntentId: payment.paymentIntentId, clientSecret: payment.clientSecret, card };
    const confirms = await Promise.all(Array.from({ length: copies }, () => buyer.call('POST', '/api/payments/local/confirm', confirmBody)));
    if (confirms.some((c) => c.status !== 200)) throw new Error(`confirm: ${JSON.stringify(confirms.map((c) => c.json))}`);
    if (timed) steps.confirm.push(confirms[0]!.ms);
    const order = await buyer.call('GET', `/api/orders/${orderId}`);
    if (order.json.status !== 'completed' || order.json.downloads.length !== 2) throw new Error(`order not completed: ${JSON.stringify(order.json)}`);
    if (timed) steps.completed.push(order.ms);
  }));
}
const seconds = (performance.now() - started) / 1000;

const client = new pg.Client({ connectionString: database.url });
await client.connect();
const counts = (await client.query(`select
  (select count(*)::int from orders) as orders,
  (select count(*)::int from orders where status = 'completed' and payment_status = 'paid') as completed,
  (select count(*)::int from download_grants) as grants,
  (select count(*)::int from (select order_item_id from download_grants group by 1 having count(*) > 1) d) as duplicate_grants,
  (select count(*)::int from email_outbox where kind = 'order-confirmation') as emails`)).rows[0];
await client.end();
await stop(server);
await database.drop();

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const orders = BUYERS * totalRounds;
console.log(`${BUYERS} concurrent buyers x ${ROUNDS} timed rounds on PostgreSQL (+ warm-up and double-click rounds; ${fmt(orders / seconds, 1)} paid orders/s overall)`);
console.log('| step | samples | p50 ms | p99 ms | max ms |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, values] of Object.entries(steps)) {
  console.log(`| ${name} | ${values.length} | ${fmt(pct(values, 50), 1)} | ${fmt(pct(values, 99), 1)} | ${fmt(Math.max(...values), 1)} |`);
}
const ok = counts.orders === orders && counts.completed === orders && counts.grants === orders * 2 && counts.duplicate_grants === 0 && counts.emails === orders;
console.log(`orders ${counts.orders} (expected ${orders}), completed ${counts.completed}, grants ${counts.grants} (expected ${orders * 2}), ` +
  `duplicate grants ${counts.duplicate_grants}, confirmation e-mails ${counts.emails} (expected ${orders}): ${ok ? 'no duplicates' : 'MISMATCH'}`);
if (!ok) process.exit(1);
