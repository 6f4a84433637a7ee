// The dashboard's figures and overview, analytics by day, week and month, the audit log, and the inbox of contact and
// support messages (read, unread, reply by e-mail, export) with the newsletter list.
import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityDaily, emailOutbox, newsletterSubscribers, orders, users } from '../../db/schema';
import { ADMIN_ENV, buy, catalogBasics, signUpAdmin, storedDataset } from '../../test/admin-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';
import { recharge } from '../../test/lead-fixtures';
import { storeMessage } from '../messages/messages.service';
import { recordSale } from '../orders/sales-daily';
import { rollUpClosedDays } from './activity-rollup';

let t: TestContext;
let admin: Client;
let ids: Awaited<ReturnType<typeof catalogBasics>>;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = (await signUpAdmin(t.app)).client;
  ids = await catalogBasics(t.database.db);
});
afterAll(async () => { await t?.close(); });

const stats = async () => (await admin.get('/api/admin/stats')).json();

describe('dashboard', () => {
  it('counts users, datasets, orders, revenue and balance held, and moves when they do', async () => {
    const before = await stats();
    const { client } = await signUp(t.app);
    const dataset = await storedDataset(t.app, ids, { priceCents: 4000 });
    await buy(client, [dataset.id]);
    await recharge(client, 15);
    const after = await stats();
    expect(after.users.total - before.users.total).toBe(1);
    expect(after.users.newLast30Days - before.users.newLast30Days).toBe(1);
    expect(after.datasets.total - before.datasets.total).toBe(1);
    expect(after.orders.total - before.orders.total).toBe(2);
    expect(after.revenue.totalCents - before.revenue.totalCents).toBe(4000);
    expect(after.revenue.last30DaysCents - before.revenue.last30DaysCents).toBe(4000);
    expect(after.balanceHeldCents - before.balanceHeldCents).toBe(1500);
    expect(after.users.admins).toBe(1);
  });

  it('shows the newest orders and users in the overview', async () => {
    const { client, user } = await signUp(t.app);
    const order = await buy(client, [(await storedDataset(t.app, ids)).id]);
    const overview = (await admin.get('/api/admin/overview')).json();
    expect(overview.recentOrders[0]).toMatchObject({ id: order.id, userEmail: user.email });
    expect(overview.recentUsers[0]).toMatchObject({ email: user.email });
    expect(overview.recentOrders.length).toBeLessThanOrEqual(5);
    expect(overview.stats.orders.total).toBeGreaterThanOrEqual(1);
  });
});

describe('analytics', () => {
  /** An order paid on `day` (2025), written as a payment writes it: the order and its day in the sales rollup. */
  async function paidOn(day: string, cents: number, type: 'purchase' | 'recharge' = 'purchase') {
    await recordSale(t.database.db, { type, totalAmountCents: cents }, new Date(`${day}T10:00:00Z`));
    await t.database.db.insert(orders).values({
      orderNumber: `ORDER-TEST-${day}-${Math.random().toString(36).slice(2, 8)}`, type, totalAmountCents: cents, userEmail: 'history@example.com',
      billingDetails: { name: 'H', email: 'history@example.com' }, status: 'completed', paymentStatus: 'paid',
      createdAt: new Date(`${day}T10:00:00Z`), paidAt: new Date(`${day}T10:00:00Z`),
    });
  }

  beforeAll(async () => {
    await paidOn('2025-01-15', 1000);
    await paidOn('2025-01-16', 2000);
    await paidOn('2025-02-03', 5000);
    await paidOn('2025-02-03', 7000, 'recharge');
    await paidOn('2025-03-31', 3000);
  });

  it('sums revenue and orders per month, with the totals beside them', async () => {
    const res = (await admin.get('/api/admin/analytics?from=2025-01-01&to=2025-03-31&interval=month')).json();
    expect(res.series.map((s: { period: string; revenueCents: number; orders: number }) => [s.period, s.revenueCents, s.orders])).toEqual([
      ['2025-01-01', 3000, 2], ['2025-02-01', 5000, 1], ['2025-03-01', 3000, 1],
    ]);
    expect(res.totals).toMatchObject({ revenueCents: 11_000, orders: 4, averageOrderCents: 2750, rechargesCents: 7000 });
  });

  it('has a period for every day or week of the range, empty ones as zero', async () => {
    const days = (await admin.get('/api/admin/analytics?from=2025-01-14&to=2025-01-17&interval=day')).json().series;
    expect(days.map((s: { period: string; revenueCents: number }) => [s.period, s.revenueCents])).toEqual([
      ['2025-01-14', 0], ['2025-01-15', 1000], ['2025-01-16', 2000], ['2025-01-17', 0],
    ]);
    const weeks = (await admin.get('/api/admin/analytics?from=2025-01-13&to=2025-02-09&interval=week')).json().series;
    expect(weeks.map((s: { period: string }) => s.period)).toEqual(['2025-01-13', '2025-01-20', '2025-01-27', '2025-02-03']);
    expect(weeks[0].revenueCents).toBe(3000);
    expect(weeks[3].revenueCents).toBe(5000);
    const year = (await admin.get('/api/admin/analytics?from=2025-01-01&to=2025-12-31')).json().series;
    expect(year).toHaveLength(365);
  });

  it('ranks today\'s top datasets and categories, net of refunds', async () => {
    const own = await catalogBasics(t.database.db);
    const [best, second] = [await storedDataset(t.app, own, { priceCents: 9000 }), await storedDataset(t.app, own, { priceCents: 100 })];
    const buyer = await signUp(t.app);
    await buy(buyer.client, [best.id, second.id]);
    const refunded = await buy((await signUp(t.app)).client, [best.id]);
    await admin.post(`/api/admin/orders/${refunded.id}/refunds`, {});
    const today = new Date().toISOString().slice(0, 10);
    const res = (await admin.get(`/api/admin/analytics?from=${today}&to=${today}`)).json();
    const top = res.topDatasets.find((d: { id: string }) => d.id === best.id);
    expect(top).toMatchObject({ units: 1, revenueCents: 9000 });
    expect(res.topCategories.find((c: { id: string }) => c.id === own.categoryId)).toMatchObject({ units: 2, revenueCents: 9100 });
    expect(res.totals.refundedCents).toBeGreaterThanOrEqual(9000);
  });

  it('reads finished days from the activity rollup and today from the tables, with the same numbers', async () => {
    const signedUp = (day: string, n: number) => t.database.db.insert(users).values(Array.from({ length: n }, (_, i) => ({
      name: `Early ${i}`, email: `early-${day}-${i}-${Math.random().toString(36).slice(2, 6)}@example.com`, createdAt: new Date(`${day}T12:00:00Z`),
    })));
    await signedUp('2024-03-10', 2);
    await signedUp('2024-03-11', 1);
    const newUsers = async (from: string, to: string) =>
      (await admin.get(`/api/admin/analytics?from=${from}&to=${to}`)).json().series.map((p: { newUsers: number }) => p.newUsers);
    expect(await newUsers('2024-03-09', '2024-03-12')).toEqual([0, 2, 1, 0]);

    expect(await rollUpClosedDays(t.database.db)).toBeGreaterThan(300);
    const rolled = await t.database.db.select().from(activityDaily).where(inArray(activityDaily.day, ['2024-03-09', '2024-03-10', '2024-03-11']));
    expect(rolled.map((r) => [r.day, r.signups]).sort()).toEqual([['2024-03-10', 2], ['2024-03-11', 1]]);
    expect(await rollUpClosedDays(t.database.db)).toBe(0);
    expect(await newUsers('2024-03-09', '2024-03-12')).toEqual([0, 2, 1, 0]);

    // A rolled-up day is read from the rollup; today, not rolled up yet, from the tables.
    await t.database.db.update(activityDaily).set({ signups: 7 }).where(eq(activityDaily.day, '2024-03-10'));
    expect(await newUsers('2024-03-10', '2024-03-10')).toEqual([7]);
    const today = new Date().toISOString().slice(0, 10);
    const before = (await newUsers(today, today))[0];
    await signUp(t.app);
    expect((await newUsers(today, today))[0]).toBe(before + 1);
  });

  it('refuses a backwards or too long range', async () => {
    expect((await admin.get('/api/admin/analytics?from=2025-02-01&to=2025-01-01')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/analytics?from=2015-01-01&to=2025-01-01')).statusCode).toBe(400);
  });
});

describe('audit log', () => {
  it('lists changes newest first with who, what, before and after, filtered by entity', async () => {
    const { client } = await signUp(t.app);
    const id = (await client.get('/api/me')).json().id;
    await admin.request({ method: 'PATCH', url: `/api/admin/users/${id}`, payload: { status: 'inactive' } });
    await admin.request({ method: 'PATCH', url: `/api/admin/users/${id}`, payload: { status: 'active' } });
    const log = (await admin.get(`/api/admin/audit?entityType=user&entityId=${id}`)).json();
    expect(log.total).toBe(2);
    expect(log.items[0]).toMatchObject({ action: 'user.status', actorEmail: 'admin@example.com', before: { status: 'inactive' }, after: { status: 'active' }, ip: expect.any(String) });
    expect(log.items[1]).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
  });
});

describe('inbox', () => {
  it('lists messages with unread counts, marks them read, and answers by e-mail', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const support = await storeMessage(t.database.db, { channel: 'support', firstName: 'Rae', lastName: 'Lin', email: `rae.${tag}@example.com`, subject: `Download problem ${tag}`, message: 'The file will not open.' });
    await storeMessage(t.database.db, { channel: 'contact', firstName: 'Sol', lastName: 'Park', email: `sol.${tag}@example.com`, subject: `Pricing ${tag}`, message: 'Volume discounts?' });

    const all = (await admin.get(`/api/admin/messages?search=${tag}`)).json();
    expect(all.total).toBe(2);
    expect(all.unread).toBeGreaterThanOrEqual(2);
    expect((await admin.get(`/api/admin/messages?search=${tag}&channel=support`)).json().items.map((m: { id: string }) => m.id)).toEqual([support.id]);

    const read = await admin.request({ method: 'PATCH', url: `/api/admin/messages/${support.id}`, payload: { read: true } });
    expect(read.json().readAt).toEqual(expect.any(String));
    expect((await admin.get(`/api/admin/messages?search=${tag}&unread=true`)).json().items).toHaveLength(1);
    expect((await admin.get(`/api/admin/messages?search=${tag}&unread=false`)).json().items).toHaveLength(2);

    const reply = await admin.post(`/api/admin/messages/${support.id}/replies`, { body: 'Try opening it with Excel\'s import.' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ repliedAt: expect.any(String), replies: [{ body: 'Try opening it with Excel\'s import.', sentBy: 'admin@example.com' }] });
    const [mail] = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, `rae.${tag}@example.com`), eq(emailOutbox.kind, 'message-reply')));
    expect(mail).toMatchObject({ subject: `Re: Download problem ${tag}` });
    expect(mail!.text).toContain('Try opening it with Excel\'s import.');
    expect(mail!.text).toContain('> The file will not open.');
    expect((await admin.post(`/api/admin/messages/${support.id}/replies`, { body: ' ' })).statusCode).toBe(400);
  });

  it('exports messages and newsletter subscribers as CSV', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    await storeMessage(t.database.db, { channel: 'contact', firstName: 'Ida', lastName: 'Ng', email: `ida.${tag}@example.com`, subject: '=HYPERLINK("x")', message: 'Hi' });
    await t.database.db.insert(newsletterSubscribers).values({ email: `news.${tag}@example.com` });
    const messages = parse<Record<string, string>>((await admin.get(`/api/admin/messages/export.csv?search=${tag}`)).body, { columns: true, bom: true });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ Name: 'Ida Ng', 'E-mail': `ida.${tag}@example.com`, Subject: '\'=HYPERLINK("x")' });
    const subscribers = parse<Record<string, string>>((await admin.get('/api/admin/newsletter/export.csv')).body, { columns: true, bom: true });
    expect(subscribers.map((s) => s['E-mail'])).toContain(`news.${tag}@example.com`);
    expect((await admin.get('/api/admin/newsletter')).json().map((s: { email: string }) => s.email)).toContain(`news.${tag}@example.com`);
  });
});
