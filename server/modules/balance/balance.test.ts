// The prepaid balance: SPEC defaults, the saved card, automatic recharges (one per crossing, pause on failure), the
// low-balance e-mail, and the ledger that is the only way a balance changes.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../common/billing';
import { emailOutbox, orders, userBalances } from '../../db/schema';
import { card, jobsSettled, ledgerMatchesBalance, newConfig, person, recharge, rows } from '../../test/lead-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const mails = (to: string, kind: string) => t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));
const autoOrders = async (email: string) => (await rows<{ status: string; total: number }>(t.database.db, sql`
  select status, total_amount_cents as total from orders where user_email = ${email} and (metadata->>'auto')::boolean order by created_at`));
const put = (client: Client, body: object) => client.request({ method: 'PUT', url: '/api/balance/auto-recharge', payload: body });
const settings = (over: object = {}) => ({ enabled: true, thresholdCents: 10_000, amountCents: 50_000, ...over });
const send = (path: string, leads: object[]) => Promise.all(leads.map((l) => new Client(t.app).post(path, l)));

describe('balance', () => {
  it('starts with SPEC\'s defaults on first read', async () => {
    const { client } = await signUp(t.app);
    expect((await client.get('/api/balance')).json()).toEqual({
      balanceCents: 0, reservedCents: 0, card: null, pendingLeads: { count: 0, cents: 0 },
      autoRecharge: {
        enabled: false, thresholdCents: 10_000, amountCents: 50_000, pausedReason: null, inProgress: false,
        dailyMaxCount: 3, dailyMaxCents: 150_000, today: { count: 0, cents: 0 },
      },
      spendCaps: { dailyCents: null, monthlyCents: null, spentTodayCents: 0, spentThisMonthCents: 0 },
      overCapLeads: { count: 0, cents: 0 },
    });
  });

  it('validates auto-recharge settings and needs a saved card to turn it on', async () => {
    const { client } = await signUp(t.app);
    expect((await put(client, settings({ thresholdCents: 1050 }))).json().error.message).toBe(BILLING_MESSAGES.threshold);
    expect((await put(client, settings({ amountCents: 500 }))).json().error.message).toBe(BILLING_MESSAGES.amount);
    expect((await put(client, settings({ amountCents: 2_000_000 }))).statusCode).toBe(400);
    const noCard = await put(client, settings());
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().error).toEqual({ code: 'CARD_REQUIRED', message: BILLING_MESSAGES.needsCard });
    const off = await put(client, settings({ enabled: false, thresholdCents: 5000, amountCents: 20_000 }));
    expect(off.json().autoRecharge).toMatchObject({ enabled: false, thresholdCents: 5000, amountCents: 20_000 });
  });

  it('saves a card keeping only brand, last four and expiry, refuses a declined one, and removing it turns auto-recharge off', async () => {
    const { client } = await signUp(t.app);
    const declined = await client.post('/api/billing/card', card('4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Your card was declined.');
    const saved = await client.post('/api/billing/card', card('5555 5555 5555 4444'));
    expect(saved.json()).toEqual({ provider: 'local', brand: 'mastercard', last4: '4444', expMonth: 12, expYear: new Date().getUTCFullYear() + 2 });
    const stored = await rows<Record<string, unknown>>(t.database.db, sql`select * from saved_cards`);
    expect(JSON.stringify(stored)).not.toContain('5555555555554444');
    await put(client, settings({ thresholdCents: 0 }));
    expect((await client.get('/api/balance')).json().autoRecharge.enabled).toBe(true);
    expect((await client.request({ method: 'DELETE', url: '/api/billing/card' })).statusCode).toBe(204);
    expect((await client.get('/api/balance')).json()).toMatchObject({ card: null, autoRecharge: { enabled: false } });
  });

  it('starts one automatic recharge when concurrent charges take the balance under the threshold', async () => {
    const { client, user } = await signUp(t.app);
    await recharge(client, 150);
    await client.post('/api/billing/card', card());
    await put(client, settings({ thresholdCents: 10_000, amountCents: 50_000 }));
    const config = await newConfig(client, { costPerLeadCents: 1000 });
    await send(config.ingestPath, Array.from({ length: 10 }, (_, i) => person(i)));
    await jobsSettled(t.app);

    expect(await autoOrders(user.email)).toEqual([{ status: 'completed', total: 50_000 }]);
    const balance = (await client.get('/api/balance')).json();
    expect(balance).toMatchObject({ balanceCents: 15_000 - 10 * 1000 + 50_000, autoRecharge: { enabled: true, inProgress: false, pausedReason: null } });
    const [owner] = await rows<{ id: string }>(t.database.db, sql`select id from users where email = ${user.email}`);
    expect(await ledgerMatchesBalance(t.database.db, owner!.id)).toEqual({ balance: balance.balanceCents, ledger: balance.balanceCents });
    const [mail] = await mails(user.email, 'auto-recharge-succeeded');
    expect(mail!.subject).toMatch(/^Automatic recharge: \$500\.00 added/);
    expect(mail!.text).toContain('visa ending in 4242');
    expect(await mails(user.email, 'low-balance')).toEqual([]);
  });

  it('makes no more automatic recharges in a day than its limits allow, however many leads arrive, and says so once', async () => {
    const { client, user } = await signUp(t.app);
    await client.post('/api/billing/card', card());
    expect((await put(client, settings({ thresholdCents: 5000, amountCents: 10_000, dailyMaxCents: 5000 }))).json().error.fields.dailyMaxCents)
      .toBe(BILLING_MESSAGES.dailyBelowAmount);
    expect((await put(client, settings({ dailyMaxCount: 0 }))).json().error.fields.dailyMaxCount).toBe(BILLING_MESSAGES.dailyCount);
    expect((await put(client, settings({ thresholdCents: 5000, amountCents: 10_000, dailyMaxCount: 3, dailyMaxCents: 100_000 }))).statusCode).toBe(200);
    const config = await newConfig(client, { costPerLeadCents: 1000 });
    // 1,000 leads in 20 concurrent batches of 50: three $100 recharges pay for 30 of them, the rest wait.
    await Promise.all(Array.from({ length: 20 }, (_, b) =>
      new Client(t.app).post(config.ingestPath, Array.from({ length: 50 }, (_, i) => person(b * 50 + i)))));
    await jobsSettled(t.app);

    expect(await autoOrders(user.email)).toEqual(Array.from({ length: 3 }, () => ({ status: 'completed', total: 10_000 })));
    const balance = (await client.get('/api/balance')).json();
    expect(balance).toMatchObject({
      balanceCents: 0, pendingLeads: { count: 970 },
      autoRecharge: { dailyMaxCount: 3, dailyMaxCents: 100_000, today: { count: 3, cents: 30_000 }, inProgress: false },
    });
    const notices = await mails(user.email, 'low-balance');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("Automatic recharges reached today's limit (3 recharges, $300.00)");

    // Raising the limit lets the next recharge run at once.
    await put(client, settings({ thresholdCents: 5000, amountCents: 10_000, dailyMaxCount: 4 }));
    await jobsSettled(t.app);
    expect(await autoOrders(user.email)).toHaveLength(4);
    expect((await client.get('/api/balance')).json().pendingLeads.count).toBe(960);
  });

  it('recharges at once when turned on under the threshold, and pays the leads that were waiting', async () => {
    const { client } = await signUp(t.app);
    const config = await newConfig(client, { costPerLeadCents: 2500 });
    await send(config.ingestPath, [person(1), person(2)]);
    expect((await client.get('/api/balance')).json().pendingLeads.count).toBe(2);
    await client.post('/api/billing/card', card());
    await put(client, settings({ thresholdCents: 1000, amountCents: 10_000 }));
    await jobsSettled(t.app);
    expect((await client.get('/api/balance')).json()).toMatchObject({ balanceCents: 10_000 - 5000, pendingLeads: { count: 0 } });
  });

  it('pauses after a declined automatic recharge, e-mails the user, and resumes once a new card is saved', async () => {
    const { client, user } = await signUp(t.app);
    await recharge(client, 110);
    expect((await client.post('/api/billing/card', card('4000 0000 0000 0341'))).statusCode).toBe(200);
    await put(client, settings({ thresholdCents: 10_000, amountCents: 20_000 }));
    const config = await newConfig(client, { costPerLeadCents: 2000 });
    await send(config.ingestPath, [person(1)]);
    await jobsSettled(t.app);

    expect(await autoOrders(user.email)).toEqual([{ status: 'failed', total: 20_000 }]);
    const paused = (await client.get('/api/balance')).json();
    expect(paused).toMatchObject({ balanceCents: 9000, autoRecharge: { enabled: true, pausedReason: 'Your card was declined.', inProgress: false } });
    const [mail] = await mails(user.email, 'auto-recharge-failed');
    expect(mail!.text).toContain('Your card was declined.');
    // Paused: later charges start nothing.
    await send(config.ingestPath, [person(2)]);
    await jobsSettled(t.app);
    expect(await autoOrders(user.email)).toHaveLength(1);

    await client.post('/api/billing/card', card());
    expect((await client.get('/api/balance')).json().autoRecharge.pausedReason).toBeNull();
  });

  it('sends the low-balance e-mail once per dip under the threshold when auto-recharge is off', async () => {
    const { client, user } = await signUp(t.app);
    await recharge(client, 120);
    const config = await newConfig(client, { costPerLeadCents: 1000 });
    for (let i = 0; i < 5; i++) await new Client(t.app).post(config.ingestPath, person(i));
    await jobsSettled(t.app);
    expect(await mails(user.email, 'low-balance')).toHaveLength(1);
    await recharge(client, 100);
    for (let i = 5; i < 13; i++) await new Client(t.app).post(config.ingestPath, person(i));
    await jobsSettled(t.app);
    const notices = await mails(user.email, 'low-balance');
    expect(notices).toHaveLength(2);
    // The notice tells the balance as it is when it is sent: under the $100 threshold, after the charges so far.
    const amount = Number(/^Your lead balance is low: \$(\d+)\.00$/.exec(notices[0]!.subject)![1]);
    expect(amount).toBeLessThan(100);
    expect(amount).toBeGreaterThanOrEqual(70);
  });

  it('pages the ledger newest first with the balance after each entry, filters by kind, and exports it', async () => {
    const { client } = await signUp(t.app);
    await recharge(client, 40);
    const config = await newConfig(client, { costPerLeadCents: 500 });
    for (let i = 0; i < 3; i++) await new Client(t.app).post(config.ingestPath, person(i));
    const page = (await client.get('/api/balance/transactions?limit=2')).json();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page.items.map((e: { kind: string; amountCents: number; balanceAfterCents: number }) => [e.kind, e.amountCents, e.balanceAfterCents]))
      .toEqual([['lead_charge', -500, 2500], ['lead_charge', -500, 3000]]);
    const recharges = (await client.get('/api/balance/transactions?kind=recharge')).json();
    expect(recharges.items).toMatchObject([{ kind: 'recharge', amountCents: 4000, balanceAfterCents: 4000, reference: expect.stringMatching(/^pi_local_/) }]);
    const csv = await client.get('/api/balance/transactions.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('Date,Type,Description,Amount (USD),Balance after (USD),Reference');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/,Lead charge,Lead from Spring auto quotes,-5,25,[0-9a-f-]{36}$/);
    expect(lines[4]).toMatch(/,Recharge,Recharge RECHARGE-\d+-\w+,40,40,pi_local_\w+$/);
    expect((await t.database.db.select().from(userBalances).where(sql`balance_cents < 0`))).toEqual([]);
    expect(await t.database.db.$count(orders, eq(orders.type, 'recharge'))).toBeGreaterThan(0);
  });
});
