import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, teamMembers } from '../../db/schema';
import { ADMIN_ENV, buy, catalogBasics, signUpAdmin, storedDataset } from '../../test/admin-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';
import { card, recharge } from '../../test/lead-fixtures';
import { handlePaymentEvent } from '../payments/payment-events.service';
import { teamOf } from '../teams/team-membership';
import { invoicePdf } from './invoice-pdf';
import { taxContained } from './issue-invoice';

let t: TestContext;
let ids: { categoryId: string; providerId: string };

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  ids = await catalogBasics(t.database.db);
});
afterAll(async () => { await t?.close(); });

const db = () => t.database.db;
const invoiceOf = async (orderId: string) => db().select().from(invoices).where(eq(invoices.orderId, orderId));
const userIdOf = async (client: Client) => (await client.get('/api/me')).json<{ id: string }>().id;

/** Puts `member` into `owner`'s team with this role (teams have no routes yet to invite with). */
async function joinTeam(member: Client, owner: Client, role: 'admin' | 'member') {
  const [memberId, ownerId] = [await userIdOf(member), await userIdOf(owner)];
  const { teamId } = await teamOf(db(), ownerId);
  await teamOf(db(), memberId);
  await db().update(teamMembers).set({ teamId, role }).where(eq(teamMembers.userId, memberId));
}

/** An order of any type paid straight through the payment handler, `deliveries` times at once with one event id. */
async function payDirectly(client: Client, o: { type: 'subscription' | 'recharge'; totalCents: number; metadata?: Record<string, unknown> }, deliveries = 1, invoiceTax = t.app.payments.invoiceTax) {
  const intentId = `pi_test_${randomUUID()}`;
  const [order] = await db().insert(orders).values({
    userId: await userIdOf(client), orderNumber: `TEST-${randomUUID()}`, type: o.type, totalAmountCents: o.totalCents, userEmail: 'payer@example.com',
    billingDetails: { name: 'Pat Payer', email: 'payer@example.com', address: { line1: '1 Main St', city: 'Austin', state: 'TX', country: 'US' } },
    metadata: o.metadata ?? {}, paymentIntentId: intentId,
  }).returning();
  const event = {
    provider: 'local' as const, id: `evt_${intentId}`, type: 'payment_intent.succeeded' as const, payload: {},
    intent: { id: intentId, clientSecret: 'secret', status: 'succeeded' as const, amountCents: o.totalCents, currency: 'usd', metadata: {}, lastError: null, card: null },
  };
  await Promise.all(Array.from({ length: deliveries }, () => handlePaymentEvent({ ...t.app.payments, invoiceTax }, event)));
  return order!.id;
}

describe('issuing', () => {
  it('issues one invoice for a purchase, however many confirmations of the payment arrive at once', async () => {
    const [a, b] = [await storedDataset(t.app, ids, { title: 'Alpha Leads', priceCents: 2500 }), await storedDataset(t.app, ids, { title: 'Beta Leads', priceCents: 4000 })];
    const { client } = await signUp(t.app);
    for (const d of [a, b]) await client.post('/api/cart/items', { datasetId: d.id });
    const session = (await client.post('/api/checkout', { type: 'purchase', billing: { name: 'Bea Buyer', email: 'bea@example.com' } })).json();
    const { paymentIntentId, clientSecret } = session.payment;
    const paid = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/payments/local/confirm', { paymentIntentId, clientSecret, card: card() })));
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);

    const [invoice, ...more] = await invoiceOf(session.orderId);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      number: expect.stringMatching(new RegExp(`^INV-${new Date().getUTCFullYear()}-\\d{6}$`)),
      billTo: { companyName: null, name: 'Bea Buyer', email: 'bea@example.com', taxId: null },
      lines: [
        { description: 'Alpha Leads', quantity: 1, unitCents: 2500, amountCents: 2500 },
        { description: 'Beta Leads', quantity: 1, unitCents: 4000, amountCents: 4000 },
      ],
      subtotalCents: 6500, taxLines: [], taxCents: 0, totalCents: 6500, seller: { name: 'DataCSV' },
    });
    // The order pages link to it.
    expect((await client.get(`/api/orders/${session.orderId}`)).json().invoice).toEqual({ id: invoice!.id, number: invoice!.number });
    expect((await client.get('/api/orders')).json().items[0].invoice.number).toBe(invoice!.number);
  });

  it('issues a recharge\'s invoice with one top-up line', async () => {
    const { client } = await signUp(t.app);
    const orderId = await recharge(client, 50);
    expect((await invoiceOf(orderId)).map((i) => i.lines)).toEqual([[{ description: 'Lead balance top-up', quantity: 1, unitCents: 5000, amountCents: 5000 }]]);
  });

  it('issues a subscription\'s invoice from the lines on the order, once under concurrent deliveries', async () => {
    const { client } = await signUp(t.app);
    const lines = [
      { description: 'Professional plan, monthly', quantity: 1, unitCents: 19_900, amountCents: 19_900 },
      { description: 'Team seats', quantity: 3, unitCents: 1000, amountCents: 3000 },
    ];
    const orderId = await payDirectly(client, { type: 'subscription', totalCents: 22_900, metadata: { lines } }, 4);
    expect((await invoiceOf(orderId)).map((i) => i.lines)).toEqual([lines]);
  });

  it('bills a plan payment whose lines are missing or do not add up as one line for the total', async () => {
    const { client } = await signUp(t.app);
    const wrong = [{ description: 'Starter plan', quantity: 1, unitCents: 4900, amountCents: 4900 }];
    for (const metadata of [{}, { lines: wrong }]) {
      const orderId = await payDirectly(client, { type: 'subscription', totalCents: 9900, metadata });
      expect((await invoiceOf(orderId))[0]!.lines).toEqual([{ description: 'Plan payment', quantity: 1, unitCents: 9900, amountCents: 9900 }]);
    }
  });

  it('gives gapless numbers to payments made at the same moment', async () => {
    const clients = await Promise.all(Array.from({ length: 10 }, async () => (await signUp(t.app)).client));
    const orderIds = await Promise.all(clients.map((c) => recharge(c, 20)));
    expect((await Promise.all(orderIds.map(invoiceOf))).map((found) => found.length)).toEqual(Array(10).fill(1));
    const year = new Date().getUTCFullYear();
    const numbers = (await db().select({ number: invoices.number }).from(invoices).where(sql`${invoices.number} like ${`INV-${year}-%`}`))
      .map((r) => Number(r.number.slice(-6))).sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('breaks out the tax contained in the total when a rate is configured', async () => {
    expect(taxContained(12_000, 2000)).toBe(2000);
    expect(taxContained(999, 825)).toBe(76);
    const { client } = await signUp(t.app);
    const orderId = await payDirectly(client, { type: 'recharge', totalCents: 12_000 }, 1, { rateBps: 2000, label: 'VAT' });
    expect((await invoiceOf(orderId))[0]).toMatchObject({
      subtotalCents: 10_000, taxCents: 2000, totalCents: 12_000, taxLines: [{ label: 'VAT', rateBps: 2000, amountCents: 2000 }],
    });
  });
});

describe('invoice details (billing profile)', () => {
  it('are changed by the team\'s owner or admin, refused to members, and printed on later invoices', async () => {
    const { client: owner } = await signUp(t.app);
    const { client: member } = await signUp(t.app);
    await joinTeam(member, owner, 'member');
    const profile = { companyName: 'Acme Insurance LLC', taxId: 'US-12-3456789', email: '', address: { line1: '9 Elm St', line2: '', city: 'Dallas', state: 'TX', postal_code: '75201', country: 'US' } };

    expect((await member.request({ method: 'PUT', url: '/api/billing/profile', payload: profile })).statusCode).toBe(403);
    expect((await member.get('/api/billing/profile')).json()).toMatchObject({ canEdit: false, profile: { companyName: '' } });
    const badEmail = await owner.request({ method: 'PUT', url: '/api/billing/profile', payload: { ...profile, email: 'nope' } });
    expect(badEmail.statusCode).toBe(400);
    const saved = await owner.request({ method: 'PUT', url: '/api/billing/profile', payload: profile });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await member.get('/api/billing/profile')).json()).toEqual({ canEdit: false, profile });

    const orderId = await recharge(member, 30);
    expect((await invoiceOf(orderId))[0]!.billTo).toEqual({
      companyName: 'Acme Insurance LLC', taxId: 'US-12-3456789', name: 'Ada Buyer', email: 'ada@example.com', address: profile.address,
    });
  });
});

describe('reading invoices', () => {
  it('shows the payer their own, the team\'s owner and admins every one of the team, and nobody else', async () => {
    const { client: owner } = await signUp(t.app);
    const { client: teamAdmin } = await signUp(t.app);
    const { client: member } = await signUp(t.app);
    const { client: stranger } = await signUp(t.app);
    await joinTeam(teamAdmin, owner, 'admin');
    await joinTeam(member, owner, 'member');
    const ownersOrder = await recharge(owner, 10);
    const membersOrder = await recharge(member, 20);
    const [ownersInvoice] = await invoiceOf(ownersOrder);
    const [membersInvoice] = await invoiceOf(membersOrder);
    const listed = async (c: Client) => (await c.get('/api/invoices')).json<{ items: { number: string }[] }>().items.map((i) => i.number);

    expect(await listed(owner)).toEqual([membersInvoice!.number, ownersInvoice!.number]);
    expect(await listed(teamAdmin)).toEqual([membersInvoice!.number, ownersInvoice!.number]);
    expect(await listed(member)).toEqual([membersInvoice!.number]);
    expect(await listed(stranger)).toEqual([]);

    const pdf = (c: Client, id: string) => c.get(`/api/invoices/${id}/pdf`);
    expect((await pdf(member, membersInvoice!.id)).statusCode).toBe(200);
    expect((await pdf(owner, membersInvoice!.id)).statusCode).toBe(200);
    expect((await pdf(teamAdmin, ownersInvoice!.id)).statusCode).toBe(200);
    expect((await pdf(member, ownersInvoice!.id)).statusCode).toBe(404);
    expect((await pdf(stranger, membersInvoice!.id)).statusCode).toBe(404);
    expect((await pdf(stranger, randomUUID())).statusCode).toBe(404);
    expect((await pdf(new Client(t.app), membersInvoice!.id)).statusCode).toBe(401);
  });

  it('downloads as a PDF named after the number, with the number in it', async () => {
    const { client } = await signUp(t.app);
    const [invoice] = await invoiceOf(await recharge(client, 10));
    const res = await client.get(`/api/invoices/${invoice!.id}/pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice!.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // The number is the document's title (the info dictionary is never compressed).
    expect(res.rawPayload.toString('latin1')).toContain(`(${invoice!.number})`);

    // Uncompressed, the page shows it: built-in fonts write text as hex codes in TJ arrays, split where kerning applies.
    const chunks: Buffer[] = [];
    for await (const chunk of invoicePdf({ ...invoice!, orderNumber: 'RECHARGE-1' }, { compress: false })) chunks.push(chunk as Buffer);
    const shown = [...Buffer.concat(chunks).toString('latin1').matchAll(/\[(.*?)\] TJ/g)]
      .map((tj) => [...tj[1]!.matchAll(/<([0-9a-f]+)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    expect(shown).toEqual(expect.arrayContaining([invoice!.number, 'Order RECHARGE-1', 'Lead balance top-up', '$10.00']));
  });

  it('lets a site admin list, search and download every invoice', async () => {
    const { client: admin } = await signUpAdmin(t.app);
    const { client, user } = await signUp(t.app);
    const orderId = await buy(client, [(await storedDataset(t.app, ids)).id]).then((o) => o.id);
    const [invoice] = await invoiceOf(orderId);

    const byNumber = (await admin.get(`/api/admin/invoices?search=${invoice!.number.toLowerCase()}`)).json();
    expect(byNumber.items.map((i: { number: string }) => i.number)).toEqual([invoice!.number]);
    const byEmail = (await admin.get('/api/admin/invoices?search=bea@EXAMPLE')).json();
    expect(byEmail.items.map((i: { id: string }) => i.id)).toContain(invoice!.id);
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json().invoice).toEqual({ id: invoice!.id, number: invoice!.number });
    expect((await admin.get(`/api/invoices/${invoice!.id}/pdf`)).statusCode).toBe(200);
    expect((await client.get('/api/admin/invoices')).statusCode).toBe(403);
    expect(user.email).toBeTruthy();
  });
});
