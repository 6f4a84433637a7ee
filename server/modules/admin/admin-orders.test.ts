// Admin orders with the local gateway: the list (search, filters, paging, export), the order's whole story, and
// refunds (per item or whole, once under concurrent clicks): refunded items' downloads are refused, recharges are
// taken back from the balance only while it still covers them. Stripe refunds and their webhooks: stripe.test.ts.
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '../../../common/admin';
import { downloadGrants, localRefunds, orders } from '../../db/schema';
import { ADMIN_ENV, buy, catalogBasics, signUpAdmin, storedDataset } from '../../test/admin-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';
import { card, ledgerMatchesBalance, recharge } from '../../test/lead-fixtures';

let t: TestContext;
let admin: Client;
let ids: Awaited<ReturnType<typeof catalogBasics>>;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = (await signUpAdmin(t.app)).client;
  ids = await catalogBasics(t.database.db);
});
afterAll(async () => { await t?.close(); });

const refund = (orderId: string, body: object = {}) => admin.post(`/api/admin/orders/${orderId}/refunds`, body);
const download = (c: Client, grantId: string) => c.get(`/api/downloads/${grantId}/file?format=csv`);

describe('orders list', () => {
  it('finds orders by number or e-mail, filters by status, type and date, and exports them', async () => {
    const { client, user } = await signUp(t.app);
    const order = await buy(client, [(await storedDataset(t.app, ids)).id]);
    await recharge(client, 25);

    const byNumber = (await admin.get(`/api/admin/orders?search=${order.orderNumber}`)).json();
    expect(byNumber.items).toHaveLength(1);
    expect(byNumber.items[0]).toMatchObject({ id: order.id, userEmail: user.email, type: 'purchase', status: 'completed', paymentStatus: 'paid', itemsCount: 1, totalCents: 2500 });
    const byEmail = (await admin.get(`/api/admin/orders?search=${user.email.split('@')[0]}`)).json();
    expect(byEmail.items.map((o: { type: string }) => o.type).sort()).toEqual(['purchase', 'recharge']);
    expect((await admin.get(`/api/admin/orders?search=${user.email}&type=recharge`)).json().items).toHaveLength(1);
    const userId = (await client.get('/api/me')).json().id;
    expect((await admin.get(`/api/admin/orders?userId=${userId}`)).json().items.map((o: { userEmail: string }) => o.userEmail)).toEqual([user.email, user.email]);
    expect((await admin.get(`/api/admin/orders?search=${user.email}&status=refunded`)).json().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.get(`/api/admin/orders?search=${user.email}&from=${today}&to=${today}`)).json().total).toBe(2);
    expect((await admin.get(`/api/admin/orders?search=${user.email}&to=2020-01-01`)).json().total).toBe(0);
    expect((await admin.get('/api/admin/orders?from=yesterday')).statusCode).toBe(400);

    const csv = await admin.get(`/api/admin/orders/export.csv?search=${user.email}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse<Record<string, string>>(csv.body, { columns: true, bom: true });
    expect(rows.map((r) => r.Type).sort()).toEqual(['purchase', 'recharge']);
    expect(rows.find((r) => r.Type === 'purchase')).toMatchObject({ 'Order number': order.orderNumber, 'E-mail': user.email, 'Total (USD)': '25', Items: '1' });
  });

  it('exports every order across pages, none skipped or repeated', async () => {
    const { client, user } = await signUp(t.app);
    for (let i = 0; i < 3; i++) await recharge(client, 10 + i);
    const { adminOrderRows } = await import('./admin-orders.service');
    const exported: string[] = [];
    for await (const o of adminOrderRows(t.database.db, { search: user.email }, 2)) exported.push(o.id);
    const listed = (await admin.get(`/api/admin/orders?search=${user.email}`)).json().items.map((o: { id: string }) => o.id);
    expect(exported).toEqual(listed);
    expect(new Set(exported).size).toBe(3);
  });
});

describe('refunds', () => {
  it('refunds one item: its download is refused, the other stays; then the rest, and the order is refunded', async () => {
    const [a, b] = [await storedDataset(t.app, ids, { priceCents: 1000 }), await storedDataset(t.app, ids, { priceCents: 3000 })];
    const { client } = await signUp(t.app);
    const order = await buy(client, [a.id, b.id]);
    const itemA = order.items.find((i) => i.datasetId === a.id)!;
    const grantOf = (datasetId: string) => order.downloads.find((d) => d.dataset.id === datasetId)!.id;

    const first = await refund(order.id, { itemIds: [itemA.id], reason: 'Wrong state' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'completed', paymentStatus: 'partially_refunded', refundedCents: 1000 });
    expect(first.json().refunds).toMatchObject([{ orderItemId: itemA.id, amountCents: 1000, status: 'succeeded', reason: 'Wrong state', createdBy: 'admin@example.com' }]);

    const refused = await download(client, grantOf(a.id));
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error.code).toBe('DOWNLOAD_REFUNDED');
    expect((await download(client, grantOf(b.id))).statusCode).toBe(200);
    expect((await client.get('/api/downloads')).json().items.map((g: { dataset: { id: string } }) => g.dataset.id)).toEqual([b.id]);
    expect((await refund(order.id, { itemIds: [itemA.id] })).json().error.message).toBe(REFUND_MESSAGES.nothingLeft);
    expect((await refund(order.id, { itemIds: ['00000000-0000-4000-8000-000000000000'] })).json().error.message).toBe(REFUND_MESSAGES.unknownItem);

    const rest = await refund(order.id);
    expect(rest.json()).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', refundedCents: 4000 });
    expect((await download(client, grantOf(b.id))).statusCode).toBe(410);
    expect((await client.get(`/api/orders/${order.id}`)).json()).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    const detail = (await admin.get(`/api/admin/orders/${order.id}`)).json();
    expect(detail.itemsDetail.every((i: { refundedAt: string | null; grant: { revokedAt: string | null } }) => i.refundedAt && i.grant.revokedAt)).toBe(true);
    expect(detail.refunds).toHaveLength(2);
  });

  it('clicked many times at once, refunds once: one gateway refund per item, grants revoked once', async () => {
    const [a, b] = [await storedDataset(t.app, ids, { priceCents: 1500 }), await storedDataset(t.app, ids, { priceCents: 2500 })];
    const { client } = await signUp(t.app);
    const order = await buy(client, [a.id, b.id]);
    const clicks = await Promise.all(Array.from({ length: 5 }, () => refund(order.id, { reason: 'Customer asked' })));
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', refundedCents: 4000 });
    const gatewayRefunds = await t.database.db.select().from(localRefunds).where(eq(localRefunds.intentId, row!.paymentIntentId!));
    expect(gatewayRefunds.map((r) => r.amountCents).sort()).toEqual([1500, 2500]);
    const grants = await t.database.db.select().from(downloadGrants).where(inArray(downloadGrants.id, order.downloads.map((d) => d.id)));
    expect(grants.every((g) => g.revokedAt)).toBe(true);
    const audit = (await admin.get(`/api/admin/audit?entityType=order&entityId=${order.id}`)).json();
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(['order.refund']);
  });

  it('refuses an unpaid order', async () => {
    const { client } = await signUp(t.app);
    await client.post('/api/cart/items', { datasetId: (await storedDataset(t.app, ids)).id });
    const session = (await client.post('/api/checkout', { type: 'purchase', billing: { name: 'Un Paid', email: 'u@example.com' } })).json();
    const res = await refund(session.orderId);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(REFUND_MESSAGES.notPaid);
  });

  it('takes a recharge back from the balance, only while the balance still covers it', async () => {
    const { client } = await signUp(t.app);
    const userId = (await client.get('/api/me')).json().id;
    const unspent = await recharge(client, 40);
    const spent = await recharge(client, 30);
    expect((await client.get('/api/balance')).json().balanceCents).toBe(7000);

    expect((await refund(unspent)).json()).toMatchObject({ status: 'refunded', refundedCents: 4000 });
    expect((await client.get('/api/balance')).json().balanceCents).toBe(3000);
    // The customer spends some of what is left: the other recharge can no longer be taken back whole.
    await admin.post(`/api/admin/users/${userId}/balance-adjustments`, { amountCents: -500, reason: 'Spent on leads' });
    const short = await refund(spent);
    expect(short.statusCode).toBe(422);
    expect(short.json().error.message).toBe(REFUND_MESSAGES.balanceShort);
    expect((await client.get('/api/balance')).json().balanceCents).toBe(2500);
    const ledger = (await client.get('/api/balance/transactions')).json().items;
    expect(ledger.find((e: { kind: string }) => e.kind === 'refund')).toMatchObject({ amountCents: -4000 });
    expect(await ledgerMatchesBalance(t.database.db, userId)).toEqual({ balance: 2500, ledger: 2500 });
  });

  it('two clicks on a recharge refund take the money back once', async () => {
    const { client } = await signUp(t.app);
    const userId = (await client.get('/api/me')).json().id;
    const orderId = await recharge(client, 20);
    const clicks = await Promise.all([refund(orderId), refund(orderId), refund(orderId)]);
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await client.get('/api/balance')).json().balanceCents).toBe(0);
    expect(await ledgerMatchesBalance(t.database.db, userId)).toEqual({ balance: 0, ledger: 0 });
  });

  it('refunds a plan payment whole, once under two clicks, and leaves the plan as it is (issue 54 item 5)', async () => {
    const { client, user } = await signUp(t.app);
    expect((await client.post('/api/billing/card', card())).statusCode).toBe(200);
    expect((await client.post('/api/subscription', { plan: 'starter' })).statusCode).toBe(200);
    const [planOrder] = await t.database.db.select().from(orders).where(eq(orders.userEmail, user.email));
    expect(planOrder).toMatchObject({ type: 'subscription', paymentStatus: 'paid', totalAmountCents: 9900 });
    const clicks = await Promise.all([refund(planOrder!.id, { reason: 'Goodwill' }), refund(planOrder!.id, { reason: 'Goodwill' })]);
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    const detail = (await admin.get(`/api/admin/orders/${planOrder!.id}`)).json();
    expect(detail).toMatchObject({ paymentStatus: 'refunded', refundedCents: 9900 });
    expect(detail.refunds).toEqual([expect.objectContaining({ amountCents: 9900, status: 'succeeded', reason: 'Goodwill' })]);
    expect((await t.database.db.select().from(localRefunds).where(eq(localRefunds.intentId, planOrder!.paymentIntentId!))).map((r) => r.amountCents)).toEqual([9900]);
    expect((await client.get('/api/subscription')).json().subscription).toMatchObject({ status: 'active', settings: { plan: 'starter' } });
  });

  it('shows the order\'s items, payment, grants, refunds and events', async () => {
    const { client, user } = await signUp(t.app);
    const order = await buy(client, [(await storedDataset(t.app, ids)).id]);
    const detail = (await admin.get(`/api/admin/orders/${order.id}`)).json();
    expect(detail).toMatchObject({
      id: order.id, orderNumber: order.orderNumber, paymentProvider: 'local', card: { last4: '4242' }, user: { email: user.email },
      refunds: [], items: [{ priceCents: 2500 }],
    });
    expect(detail.itemsDetail[0].grant).toMatchObject({ downloadCount: 0, revokedAt: null });
    expect((await admin.get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
