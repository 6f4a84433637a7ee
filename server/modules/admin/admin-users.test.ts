// Admin users: the list (search, status filter, sorting, paging, export), status and role changes (ban ends sessions
// at once; nobody changes themself; the last admin stays), balance adjustments through the ledger, and deletion that
// keeps orders and anonymises the person.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES } from '../../../common/admin';
import { LEAD_MESSAGES } from '../../../common/leads';
import { orders, users } from '../../db/schema';
import { ADMIN_ENV, auditFor, buy, catalogBasics, SECOND_ADMIN_EMAIL, signUpAdmin, storedDataset } from '../../test/admin-fixtures';
import { Client, createTestApp, newUser, signUp, type TestContext } from '../../test/harness';
import { advertiser, ledgerMatchesBalance, person } from '../../test/lead-fixtures';

let t: TestContext;
let admin: Client;
let adminId: string;
beforeAll(async () => {
  // Private webhook targets: an advertiser's webhook here points at this machine.
  t = await createTestApp({ ...ADMIN_ENV, ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true' });
  admin = (await signUpAdmin(t.app)).client;
  adminId = (await admin.get('/api/me')).json().id;
});
afterAll(async () => { await t?.close(); });

const idOf = async (c: Client) => (await c.get('/api/me')).json().id as string;
const patchUser = (c: Client, id: string, body: object) => c.request({ method: 'PATCH', url: `/api/admin/users/${id}`, payload: body });

describe('users list', () => {
  const tag = Math.random().toString(36).slice(2, 8);
  let ids: string[];
  beforeAll(async () => {
    const people = [['Quill', 'Avery'], ['Quill', 'Blake'], ['Quill', 'Casey']];
    ids = [];
    for (const [last, first] of people) {
      const { client } = await signUp(t.app, newUser({ firstName: first, lastName: `${last}${tag}`, email: `${first!.toLowerCase()}.${tag}@example.com` }));
      ids.push(await idOf(client));
    }
  });

  it('searches by name or e-mail, sorts and pages on the server', async () => {
    const byName = (await admin.get(`/api/admin/users?search=quill${tag}&sort=email&order=asc`)).json();
    expect(byName).toMatchObject({ total: 3, totalIsCapped: false, page: 1 });
    expect(byName.items.map((u: { email: string }) => u.email)).toEqual([`avery.${tag}@example.com`, `blake.${tag}@example.com`, `casey.${tag}@example.com`]);
    expect(byName.items[0]).toMatchObject({ name: `Avery Quill${tag}`, role: 'CLIENT', status: 'active', emailVerified: false, lastSignInAt: expect.any(String) });

    const byEmail = (await admin.get(`/api/admin/users?search=blake.${tag}`)).json();
    expect(byEmail.items.map((u: { id: string }) => u.id)).toEqual([ids[1]]);

    const page2 = (await admin.get(`/api/admin/users?search=${tag}&sort=email&order=desc&limit=2&page=2`)).json();
    expect(page2).toMatchObject({ total: 3, pageSize: 2 });
    expect(page2.items.map((u: { email: string }) => u.email)).toEqual([`avery.${tag}@example.com`]);

    // Pattern characters are searched for literally.
    expect((await admin.get('/api/admin/users?search=%25')).json().total).toBe(0);
    expect((await admin.get('/api/admin/users?status=nonsense')).statusCode).toBe(400);
  });

  it('filters by status and exports the filtered list as CSV', async () => {
    expect((await patchUser(admin, ids[2]!, { status: 'inactive' })).statusCode).toBe(200);
    const inactive = (await admin.get(`/api/admin/users?search=${tag}&status=inactive`)).json();
    expect(inactive.items.map((u: { id: string }) => u.id)).toEqual([ids[2]]);
    const active = (await admin.get(`/api/admin/users?search=${tag}&status=active`)).json();
    expect(active.total).toBe(2);

    const csv = await admin.get(`/api/admin/users/export.csv?search=${tag}&status=active&sort=email&order=asc`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse<Record<string, string>>(csv.body, { columns: true, bom: true });
    expect(rows.map((r) => r['E-mail'])).toEqual([`avery.${tag}@example.com`, `blake.${tag}@example.com`]);
    expect(rows[0]).toMatchObject({ Name: `Avery Quill${tag}`, Role: 'CLIENT', Status: 'active', Verified: 'Unverified' });
  });
});

describe('status and role', () => {
  it('a ban ends the user\'s sessions: their very next request is refused, and so is signing in', async () => {
    const { client, user } = await signUp(t.app);
    const id = await idOf(client);
    expect((await client.get('/api/cart')).statusCode).toBe(200);
    const res = await patchUser(admin, id, { status: 'banned' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'banned', activeSessions: 0 });
    expect((await client.get('/api/cart')).statusCode).toBe(401);
    const again = await new Client(t.app).post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(again.statusCode).toBe(403);
    const [entry] = await auditFor(t.database.db, id);
    expect(entry).toMatchObject({ action: 'user.ban', actorId: adminId, before: { status: 'active' }, after: { status: 'banned' } });
  });

  it('a second instance refuses the banned user too, within its short session cache', async () => {
    const other = await t.anotherInstance();
    const { client } = await signUp(t.app);
    const onOther = new Client(other);
    const cookie = client.cookieHeader();
    expect((await onOther.request({ method: 'GET', url: '/api/cart', headers: { cookie } })).statusCode).toBe(200);
    await patchUser(admin, await idOf(client), { status: 'banned' });
    await new Promise((r) => setTimeout(r, 2100));
    expect((await onOther.request({ method: 'GET', url: '/api/cart', headers: { cookie } })).statusCode).toBe(401);
  });

  it('promotes and demotes, but never the acting admin, and never the last active admin', async () => {
    const second = (await signUpAdmin(t.app, SECOND_ADMIN_EMAIL)).client;
    const secondId = await idOf(second);
    const self = await patchUser(admin, adminId, { role: 'CLIENT' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(ADMIN_USER_MESSAGES.notYourself);
    expect((await admin.request({ method: 'DELETE', url: `/api/admin/users/${adminId}` })).json().error.message).toBe(ADMIN_USER_MESSAGES.notYourself);

    // Two admins demoting each other at the same moment: one wins, one admin is left.
    const [a, b] = await Promise.all([patchUser(admin, secondId, { role: 'CLIENT' }), patchUser(second, adminId, { role: 'CLIENT' })]);
    const codes = [a.statusCode, b.statusCode];
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The loser is no longer an admin (403), or was refused as the last one (409).
    expect(codes.find((code) => code !== 200)).toBeOneOf([403, 409]);
    const admins = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'));
    expect(admins).toHaveLength(1);
    // A demotion keeps the session (only the role changes): the winner promotes the loser back for the other tests.
    const [winner, loserId] = a.statusCode === 200 ? [admin, secondId] : [second, adminId];
    expect((await patchUser(winner, loserId, { role: 'ADMIN' })).statusCode).toBe(200);
  });

  it('refuses an empty change', async () => {
    const { client } = await signUp(t.app);
    const res = await patchUser(admin, await idOf(client), {});
    expect(res.statusCode).toBe(400);
  });
});

describe('user page and balance adjustments', () => {
  it('shows the profile, orders, balance and ledger; adjusts the balance with a reason through the ledger', async () => {
    const { client, user } = await signUp(t.app);
    const id = await idOf(client);
    const ids = await catalogBasics(t.database.db);
    const dataset = await storedDataset(t.app, ids, { priceCents: 4200 });
    const order = await buy(client, [dataset.id]);

    const noReason = await admin.post(`/api/admin/users/${id}/balance-adjustments`, { amountCents: 1000, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe(ADMIN_USER_MESSAGES.reason);
    expect((await admin.post(`/api/admin/users/${id}/balance-adjustments`, { amountCents: 0, reason: 'none' })).json().error.fields.amountCents).toBe(ADMIN_USER_MESSAGES.amount);

    const credited = await admin.post(`/api/admin/users/${id}/balance-adjustments`, { amountCents: 2500, reason: 'Goodwill for a late file' });
    expect(credited.statusCode).toBe(200);
    const overdraw = await admin.post(`/api/admin/users/${id}/balance-adjustments`, { amountCents: -3000, reason: 'Too much' });
    expect(overdraw.statusCode).toBe(422);
    expect(overdraw.json().error.message).toBe(ADMIN_USER_MESSAGES.overdraw);
    const debited = await admin.post(`/api/admin/users/${id}/balance-adjustments`, { amountCents: -500, reason: 'Correction' });
    expect(debited.statusCode).toBe(200);

    const detail = (await admin.get(`/api/admin/users/${id}`)).json();
    expect(detail).toMatchObject({
      id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: 'CLIENT', status: 'active', activeSessions: 1,
      ordersTotal: 1, balance: { balanceCents: 2000 },
    });
    expect(detail.orders[0]).toMatchObject({ id: order.id, totalCents: 4200, status: 'completed' });
    expect(detail.ledger.map((e: { amountCents: number; description: string }) => [e.amountCents, e.description])).toEqual([
      [-500, 'Adjustment by admin@example.com: Correction'],
      [2500, 'Adjustment by admin@example.com: Goodwill for a late file'],
    ]);
    expect((await client.get('/api/balance')).json().balanceCents).toBe(2000);
    expect(await ledgerMatchesBalance(t.database.db, id)).toEqual({ balance: 2000, ledger: 2000 });
    const audit = (await admin.get(`/api/admin/audit?entityType=user&entityId=${id}`)).json();
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(['user.balance_adjust', 'user.balance_adjust']);
    expect(audit.items[1]).toMatchObject({ before: { balanceCents: 0 }, after: { balanceCents: 2500, reason: 'Goodwill for a late file' } });
  });

  it('shows an advertiser\'s imports with their caps, and pauses and resumes one (audited)', async () => {
    const seller = await advertiser(t.app, { dollars: 20, costPerLeadCents: 500 });
    const id = await idOf(seller.client);
    expect((await seller.client.request({ method: 'PATCH', url: `/api/lead-configs/${seller.config.id}`, payload: { dailyLeadCap: 1 } })).statusCode).toBe(200);
    // A webhook nobody answers (the discard port): the charged lead's delivery is under way.
    const webhook = { webhookUrl: 'http://127.0.0.1:9/leads', webhookEnabled: true, emailEnabled: false, emailTo: '' };
    expect((await seller.client.request({ method: 'PUT', url: `/api/lead-configs/${seller.config.id}/delivery`, payload: webhook })).statusCode).toBe(200);
    const lead = (n: number) => new Client(t.app).post(seller.config.ingestPath, person(n));
    expect((await lead(1)).json().results[0].outcome).toBe('delivered');
    expect((await lead(2)).json().results[0].outcome).toBe('over_cap');

    const detail = (await admin.get(`/api/admin/users/${id}`)).json();
    expect(detail.leads.imports).toEqual([expect.objectContaining({
      id: seller.config.id, active: true, caps: { dailyBudgetCents: null, dailyLeadCap: 1, today: { leads: 1, cents: 500 }, overCapLeads: 1 },
    })]);
    expect(detail.leads.imports[0]).not.toHaveProperty('ingestUrl');
    expect(detail.leads.imports[0].delivery).toEqual({ webhook: 'on', emailPerLead: false, consecutiveFailures: 0, recent: { succeeded: 0, failed: 0, inProgress: 1 } });
    expect(detail.balance).toMatchObject({ balanceCents: 1500, overCapLeads: { count: 1, cents: 500 }, autoRecharge: { enabled: false } });

    expect((await admin.request({ method: 'PATCH', url: `/api/admin/lead-configs/${seller.config.id}`, payload: { active: false } })).statusCode).toBe(204);
    const refused = await lead(3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(LEAD_MESSAGES.inactive);
    expect((await admin.request({ method: 'PATCH', url: `/api/admin/lead-configs/${seller.config.id}`, payload: { active: true } })).statusCode).toBe(204);
    const audit = (await admin.get(`/api/admin/audit?entityType=lead_config&entityId=${seller.config.id}`)).json();
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(['lead_config.resume', 'lead_config.pause']);
    expect((await seller.client.request({ method: 'PATCH', url: `/api/admin/lead-configs/${seller.config.id}`, payload: { active: false } })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('deleting a user', () => {
  it('keeps their orders, anonymises them, ends their sessions and frees the e-mail address', async () => {
    const { client, user } = await signUp(t.app);
    const id = await idOf(client);
    const ids = await catalogBasics(t.database.db);
    const order = await buy(client, [(await storedDataset(t.app, ids)).id]);

    const res = await admin.request({ method: 'DELETE', url: `/api/admin/users/${id}` });
    expect(res.statusCode).toBe(204);
    expect((await client.get('/api/me')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: `deleted-${id}@deleted.invalid`, firstName: 'Deleted', lastName: 'user', phone: null, status: 'inactive', deletedAt: expect.any(Date) });
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ userId: id, status: 'completed' });
    expect((await admin.get(`/api/admin/users/${id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/users?search=${encodeURIComponent(user.email)}`)).json().total).toBe(0);
    // The order stays readable to the admin, under the address it was placed with.
    expect((await admin.get(`/api/admin/orders/${order.id}`)).json()).toMatchObject({ id: order.id, status: 'completed' });

    const again = await signUp(t.app, newUser({ email: user.email }));
    expect(await idOf(again.client)).not.toBe(id);
    expect((await again.client.get('/api/orders')).json().total).toBe(0);
    expect((await new Client(t.app).post('/api/auth/sign-in/email', { email: `deleted-${id}@deleted.invalid`, password: user.password })).statusCode).not.toBe(200);
  });
});
