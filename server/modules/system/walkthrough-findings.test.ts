// Issue 24: what a new user's walk and a security review found on screen and behind it. One regression test per item
// (numbered as in the issue), each failing on the code it was found in.
import { Readable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '../../../common/admin';
import { DELIVERY_FORMATS, PRICE_RANGE_INVERTED } from '../../../common/catalog-values';
import { leadFieldFor } from '../../../common/leads';
import { rowsOf } from '../../db/rows';
import { datasetFiles, emailOutbox, users } from '../../db/schema';
import { ADMIN_ENV, buy, catalogBasics, signUpAdmin, storedDataset } from '../../test/admin-fixtures';
import { capturedLog, Client, createTestApp, signUp, type TestContext } from '../../test/harness';
import { advertiser, person, recharge } from '../../test/lead-fixtures';
import { seedContentDefaults } from '../content/content.service';
import { FORM_MIN_AGE_MS } from '../messages/form-guard';
import { DATASETS, rowSpecOf } from '../../seed/catalog-data';
import { reviewsFor } from '../../seed/reviews';

let t: TestContext;
let log: string[];
/** The site's administrator, signed in. */
let admin: Client;
beforeAll(async () => {
  const captured = capturedLog();
  log = captured.lines;
  t = await createTestApp(ADMIN_ENV, { logger: captured.logger });
  admin = (await signUpAdmin(t.app)).client;
});
afterAll(async () => { await t?.close(); });

describe("1. the auth library's admin endpoints are not there: admin work goes through /api/admin/* and its rules", () => {
  const LIBRARY_ADMIN_PATHS = [
    'ban-user', 'create-user', 'get-user', 'has-permission', 'impersonate-user', 'list-user-sessions', 'list-users', 'remove-user',
    'revoke-user-session', 'revoke-user-sessions', 'set-role', 'set-user-password', 'stop-impersonating', 'unban-user', 'update-user',
  ];

  it('answers 404 to an admin on every one of them, and nothing changes', async () => {
    const adminId = (await admin.get('/api/me')).json().id as string;
    const victim = await signUp(t.app);
    const victimId = (await victim.client.get('/api/me')).json().id as string;
    const body = { userId: victimId, role: 'CLIENT', newPassword: '123456', email: 'made@example.com', password: '123456', name: 'Made Up' };
    for (const path of LIBRARY_ADMIN_PATHS) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await admin.request({ method, url: `/api/auth/admin/${path}?userId=${victimId}`, payload: method === 'POST' ? body : undefined });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.cookies, `${method} ${path} gives no session`).toEqual([]);
      }
    }
    // The admin's own demotion through set-role, the weak password, the hard delete: none happened.
    expect((await admin.post('/api/auth/admin/set-role', { userId: adminId, role: 'CLIENT' })).statusCode).toBe(404);
    expect((await admin.get('/api/me')).json().role).toBe('ADMIN');
    expect((await new Client(t.app).post('/api/auth/sign-in/email', { email: victim.user.email, password: '123456' })).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/auth/sign-in/email', { email: victim.user.email, password: victim.user.password })).statusCode).toBe(200);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'made@example.com'))).toEqual([]);
  });
});

describe('2. the public sample CSV goes through the one CSV writer: spreadsheet formulas arrive as text', () => {
  it('prefixes cells (and headers) a spreadsheet would run, and leaves phone numbers alone', async () => {
    const ids = await catalogBasics(t.app.db);
    const dataset = await storedDataset(t.app, ids);
    const csv = [
      'name,=cmd|\' /C calc\'!A0,note,phone',
      '"=cmd|\' /C calc\'!A0",+SUM(1+1),"@HYPERLINK(""http://evil.example"")",+15125550199',
      '-2+3,plain,=1+1,555-0100',
    ].join('\n');
    const key = `datasets/${dataset.slug}-formulas.csv`;
    const { bytes } = await t.app.storage.put(key, Readable.from([Buffer.from(csv)]));
    await t.app.db.update(datasetFiles).set({ storageKey: key, bytes }).where(eq(datasetFiles.datasetId, dataset.id));

    for (const url of [`/api/datasets/${dataset.id}/sample.csv`, `/api/datasets/${dataset.id}/sample?format=csv`]) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const lines = res.body.replace(/^\uFEFF/, '').trim().split('\n');
      expect(lines[0]).toBe('name,\'=cmd|\' /C calc\'!A0,note,phone');
      expect(lines[1]).toBe('\'=cmd|\' /C calc\'!A0,\'+SUM(1+1),"\'@HYPERLINK(""http://evil.example"")",***-***-0199');
      expect(lines[2]).toBe('\'-2+3,plain,\'=1+1,***-***-0100');
    }
  });
});

describe('3. concurrent return requests for one lead', () => {
  it('one is accepted (201), the others answer 409, and the log keeps none of what the user typed', async () => {
    const buyer = await advertiser(t.app, { dollars: 30, costPerLeadCents: 900 });
    const [sent] = (await new Client(t.app).post(buyer.config.ingestPath, person(424242))).json().results;
    expect(sent.outcome).toBe('delivered');
    const details = 'Caller said wrong number, private-note-7731';
    const answers = await Promise.all(Array.from({ length: 6 }, () =>
      buyer.client.post(`/api/leads/${sent.leadId}/return`, { reason: 'invalid_contact', details })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code)).toEqual(Array(5).fill('RETURN_EXISTS'));
    const returns = await t.app.db.execute(sql`select count(*)::int as n from lead_returns where lead_id = ${sent.leadId}`);
    expect(rowsOf<{ n: number }>(returns)[0]!.n).toBe(1);
    expect(log.join('\n')).not.toContain('private-note-7731');
  });
});

describe('4. admin categories and providers count their datasets', () => {
  it('GET /api/admin/categories and /providers say how many datasets each has', async () => {
    const ids = await catalogBasics(t.app.db);
    const empty = await catalogBasics(t.app.db);
    await storedDataset(t.app, ids);
    await storedDataset(t.app, ids);
    const categories = (await admin.get('/api/admin/categories')).json<{ id: string; datasets: number }[]>();
    expect(categories.find((c) => c.id === ids.categoryId)?.datasets).toBe(2);
    expect(categories.find((c) => c.id === empty.categoryId)?.datasets).toBe(0);
    const providers = (await admin.get('/api/admin/providers')).json<{ id: string; datasets: number }[]>();
    expect(providers.find((p) => p.id === ids.providerId)?.datasets).toBe(2);
    expect(providers.find((p) => p.id === empty.providerId)?.datasets).toBe(0);
  });
});

describe('5. revenue is one figure everywhere: dataset sales net of refunds; downloads made stay counted', () => {
  const today = new Date().toISOString().slice(0, 10);
  async function figures() {
    const stats = (await admin.get('/api/admin/stats')).json();
    const insights = (await admin.get('/api/admin/datasets/insights')).json();
    const analytics = (await admin.get(`/api/admin/analytics?from=${today}&to=${today}&interval=day`)).json();
    return {
      dashboard: stats.revenue.totalCents as number, dashboard30: stats.revenue.last30DaysCents as number, refunded: stats.revenue.refundedCents as number,
      datasetsTab: insights.totals.revenueCents as number, analytics: analytics.totals.revenueCents as number,
      analyticsToday: analytics.series.at(-1).revenueCents as number, downloads: insights.totals.downloads as number,
    };
  }

  it('after a full refund the dashboard, the datasets tab and analytics all drop the sale; a downloaded copy stays a download', async () => {
    const ids = await catalogBasics(t.app.db);
    const kept = await storedDataset(t.app, ids, { priceCents: 40_000 });
    const unopened = await storedDataset(t.app, ids, { priceCents: 15_000 });
    const before = await figures();

    const { client: buyer } = await signUp(t.app);
    const order = await buy(buyer, [kept.id, unopened.id]);
    const grant = order.downloads.find((d) => d.dataset.id === kept.id)!;
    const { url } = (await buyer.post(`/api/downloads/${grant.id}/link`, { format: 'csv' })).json();
    expect((await buyer.get(new URL(url, 'http://localhost').pathname + new URL(url, 'http://localhost').search)).statusCode).toBe(200);
    const paid = await figures();
    for (const key of ['dashboard', 'dashboard30', 'datasetsTab', 'analytics', 'analyticsToday'] as const) expect(paid[key] - before[key], key).toBe(55_000);
    expect(paid.downloads - before.downloads).toBe(2);

    expect((await admin.post(`/api/admin/orders/${order.id}/refunds`, { reason: 'Customer asked' })).statusCode).toBe(200);
    const refunded = await figures();
    for (const key of ['dashboard', 'dashboard30', 'datasetsTab', 'analytics', 'analyticsToday'] as const) expect(refunded[key], key).toBe(before[key]);
    expect(refunded.refunded - before.refunded).toBe(55_000);
    // The downloaded copy stays counted; the one never opened comes off.
    expect(refunded.downloads - before.downloads).toBe(1);
  });
});

describe('6. home statistics: labels for one and many, and an editable minimum below which a figure gives way', () => {
  it('seeds each statistic with its singular label and a number minimum the admins can change (numbers only)', async () => {
    await seedContentDefaults(t.app.db);
    const items = (await admin.get('/api/admin/content')).json().items as { key: string; type: string; value: string }[];
    const item = (key: string) => items.find((i) => i.key === key);
    expect(item('home_stats_users_min')).toMatchObject({ type: 'number', value: '100' });
    expect(item('home_stats_users_label_one')).toMatchObject({ value: 'Active User' });
    for (const stat of ['datasets', 'records', 'providers', 'categories']) {
      expect(item(`home_stats_${stat}_label`), stat).toBeDefined();
      expect(item(`home_stats_${stat}_min`)?.type, stat).toBe('number');
    }
    const refused = await admin.request({ method: 'PUT', url: '/api/admin/content', payload: { changes: [{ key: 'home_stats_users_min', value: 'a few' }] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(CONTENT_MESSAGES.number);
    const saved = await admin.request({ method: 'PUT', url: '/api/admin/content', payload: { changes: [{ key: 'home_stats_users_min', value: '25' }] } });
    expect(saved.statusCode).toBe(200);
    expect((await new Client(t.app).get('/api/content')).json().items.find((i: { key: string }) => i.key === 'home_stats_users_min').value).toBe('25');
  });
});

describe('7. the formats a dataset is listed with are the formats its purchase downloads in', () => {
  it('lists CSV, JSON, Excel and XML on every dataset (whatever the admin form sends), counts them so, and promises no API', async () => {
    const ids = await catalogBasics(t.app.db);
    const created = await admin.post('/api/admin/datasets', {
      title: 'Formats Check Leads', description: 'Checks the listed formats', ...ids, priceCents: 1000, recordCount: 10, dataFormats: ['API'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await new Client(t.app).get(`/api/datasets/${created.json().slug}`)).json();
    expect(listed.dataFormats).toEqual([...DELIVERY_FORMATS]);
    const facets = (await new Client(t.app).get('/api/catalog/facets')).json<{ total: number; formats: { format: string; count: number }[] }>();
    for (const format of DELIVERY_FORMATS) expect(facets.formats.find((f) => f.format === format)?.count, format).toBe(facets.total);
    expect(facets.formats.find((f) => f.format === 'API')?.count ?? 0).toBe(0);
    expect((await new Client(t.app).get('/api/datasets?format=API')).json().items).toEqual([]);
    // What a purchase downloads in: one link per format, each answered.
    const { client: buyer } = await signUp(t.app);
    const dataset = await storedDataset(t.app, ids);
    const grant = (await buy(buyer, [dataset.id])).downloads[0]!;
    for (const format of ['csv', 'json', 'xlsx', 'xml']) expect((await buyer.post(`/api/downloads/${grant.id}/link`, { format })).statusCode, format).toBe(200);
  });
});

describe('8. the demo reviews never repeat a text or an author on one dataset', () => {
  it.each(DATASETS.map((d) => [d.slug, d] as const))('%s', (_slug, dataset) => {
    const reviews = reviewsFor(dataset, rowSpecOf(dataset).kind, 90);
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(new Set(reviews.map((r) => r.comment)).size).toBe(reviews.length);
    expect(new Set(reviews.map((r) => r.title)).size).toBe(reviews.length);
    expect(new Set(reviews.map((r) => r.authorName)).size).toBe(reviews.length);
  });
});

describe('9. purchases and balance top-ups are listed apart, purchases first, and every order count says what it counts', () => {
  it('GET /api/orders lists purchases unless asked for top-ups, with both counts; the admin figures split them too', async () => {
    const before = (await admin.get('/api/admin/stats')).json().orders;
    const ids = await catalogBasics(t.app.db);
    const { client } = await signUp(t.app);
    for (let i = 0; i < 3; i++) await recharge(client, 20);
    const order = await buy(client, [(await storedDataset(t.app, ids)).id]);

    const purchases = (await client.get('/api/orders')).json();
    expect(purchases.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(purchases).toMatchObject({ total: 1, counts: { purchase: 1, recharge: 3 } });
    const topUps = (await client.get('/api/orders?type=recharge')).json();
    expect(topUps.items).toHaveLength(3);
    expect(topUps.items.every((o: { type: string }) => o.type === 'recharge')).toBe(true);
    expect((await client.get('/api/orders?type=refund')).statusCode).toBe(400);
    expect((await client.get('/api/account/summary')).json().stats.totalOrders).toBe(1);

    const after = (await admin.get('/api/admin/stats')).json().orders;
    expect(after.purchases - before.purchases).toBe(1);
    expect(after.recharges - before.recharges).toBe(3);
    expect(after.total).toBe(after.purchases + after.recharges);
  });
});

describe('12. the forms learn how long to wait from the server, so a person is never refused as a bot', () => {
  it('GET /api/forms/token says how old the token must be before a form is sent', async () => {
    const token = (await new Client(t.app).get('/api/forms/token')).json();
    expect(token).toMatchObject({ token: expect.any(String), minAgeMs: FORM_MIN_AGE_MS });
  });
});

describe('13. a wrong address or an impossible filter says what is wrong', () => {
  it('an order id that is not one is an order not found (404), not a format error', async () => {
    const { client } = await signUp(t.app);
    const res = await client.get('/api/orders/abc');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    expect(res.body).not.toContain('UUID');
    // Any other malformed id in an address is a plain 404 too.
    const dataset = await new Client(t.app).get('/api/datasets/by-id/abc');
    expect(dataset.statusCode).toBe(404);
    expect(dataset.body).not.toContain('UUID');
  });

  it('an inverted price range is refused with the reason, for the listing and the facet counts', async () => {
    for (const url of ['/api/datasets?priceMin=200&priceMax=50', '/api/catalog/facets?priceMin=200&priceMax=50']) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe(PRICE_RANGE_INVERTED);
    }
    expect((await new Client(t.app).get('/api/datasets?priceMin=50&priceMax=50')).statusCode).toBe(200);
  });
});

describe('14. an unverified address can ask for its verification link again, within a limit', () => {
  it('sends a fresh link to the signed-in user, and refuses after five in 15 minutes', async () => {
    const { client, user } = await signUp(t.app);
    const links = async () => (await t.app.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.kind, 'verify-email')))).length;
    const sentAtSignUp = await links();
    const resend = () => client.post('/api/auth/send-verification-email', { email: user.email, callbackURL: '/?verified=1' });
    expect((await resend()).statusCode).toBe(200);
    expect(await links()).toBe(sentAtSignUp + 1);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await resend()).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('15. column names and types as people write them', () => {
  it.each([
    ['ST', 'state'], ['State Code', 'state'], ['Lead #', 'source_id'], ['Lead No', 'source_id'], ['Consent Language', 'consent_text'],
    ['TCPA Language', 'consent_text'], ['Zip5', 'zip'], ['E-mail Address', 'email'], ['Opt-in Time', 'consent_timestamp'],
  ])('the CSV mapping guesses %s as %s', (header, field) => {
    expect(leadFieldFor(header)).toBe(field);
  });

  it('the dataset upload types ZIP codes, ids and codes as text, quantities as numbers', async () => {
    const ids = await catalogBasics(t.app.db);
    const dataset = await storedDataset(t.app, ids);
    const csv = [
      'Zip Code,Lead ID,policyNumber,NAICS,Account #,Employees,Number of Employees,Phone,Revenue',
      '02134,1001,55501,524210,0042,12,12,5125550100,1200.50',
      '78701,1002,55502,524126,0043,250,250,5125550101,98000.00',
    ].join('\n');
    const res = await admin.upload(`/api/admin/datasets/${dataset.id}/file`, { name: 'agencies.csv', content: csv });
    expect(res.statusCode, res.body).toBe(200);
    const types = Object.fromEntries((res.json().columns as { name: string; type: string }[]).map((c) => [c.name, c.type]));
    expect(types).toEqual({
      'Zip Code': 'string', 'Lead ID': 'string', policyNumber: 'string', NAICS: 'string', 'Account #': 'string',
      Employees: 'integer', 'Number of Employees': 'integer', Phone: 'phone', Revenue: 'decimal',
    });
    const zip = (res.json().columns as { name: string; example: string }[]).find((c) => c.name === 'Zip Code');
    expect(zip?.example).toBe('02134');
  });
});

describe('18. pages load less: JSON answers compressed, the content store as the site reads it', () => {
  it('compresses JSON for a browser that accepts it, sends the content store as keys and values, and never compresses a purchased file', async () => {
    await seedContentDefaults(t.app.db);
    const content = await t.app.inject({ method: 'GET', url: '/api/content', headers: { 'accept-encoding': 'br, gzip' } });
    expect(content.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(content.rawPayload).toString('utf8')) as { items: object[] };
    expect(body.items.length).toBeGreaterThan(100);
    expect(body.items.every((item) => Object.keys(item).sort().join() === 'key,value')).toBe(true);
    expect(content.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 3);

    const { client } = await signUp(t.app);
    const grant = (await buy(client, [(await storedDataset(t.app, await catalogBasics(t.app.db))).id])).downloads[0]!;
    const file = await client.get(`/api/downloads/${grant.id}/file?format=json`, { 'accept-encoding': 'br, gzip' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(file.body)).toEqual([{ name: 'Ann', state: 'TX' }, { name: 'Bob', state: 'FL' }]);
  });
});
