import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addonUsage, categories, datasetFiles, datasets, downloadGrants, orderItems, orders, providers, subscriptions } from '../../../db/schema';
import { Client, createTestApp, signUp, type TestContext } from '../../../test/harness';
import { teamOf } from '../../teams/team-membership';
import { createGrantsForOrder } from '../grants';

let t: TestContext;
const DAY = 86_400_000;

const CSV = [
  'first_name,last_name,email,phone,address,zip,state',
  'mary,mcdonald,mary@example.com,(212) 736-5000,123 north main street,10001,new york',
  "SEAN,O'BRIEN,sean@mailinator.com,999-736-5000,500 Park Avenue South,02134,MA",
  'Ann,Lee,,512-463-4630,,,',
].join('\n') + '\n';

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

let n = 0;
/** A signed-up buyer with a completed order of a dataset whose file is `CSV`, and the grant. */
async function buyerWithGrant() {
  const db = t.database.db;
  const i = ++n;
  const [cat] = await db.insert(categories).values({ name: `C${i}`, slug: `addons-c${i}` }).returning({ id: categories.id });
  const [prov] = await db.insert(providers).values({ name: `P${i}`, slug: `addons-p${i}` }).returning({ id: providers.id });
  const [ds] = await db.insert(datasets).values({
    title: `Contacts ${i}`, slug: `contacts-${i}`, description: 'Contacts', categoryId: cat!.id, providerId: prov!.id, priceCents: 1000,
  }).returning({ id: datasets.id });
  const key = `datasets/contacts-${i}.csv`;
  const { bytes } = await t.app.storage.put(key, Readable.from([Buffer.from(CSV)]));
  await db.insert(datasetFiles).values({ datasetId: ds!.id, storageKey: key, bytes, rows: 3, columns: [], sha256: 'x' });
  const { client } = await signUp(t.app);
  const userId = (await client.get('/api/me')).json().id as string;
  const paidAt = new Date();
  const [ord] = await db.insert(orders).values({
    userId, orderNumber: `ORD-ADDONS-${i}`, totalAmountCents: 1000, userEmail: 'x@example.com',
    billingDetails: { name: 'X', email: 'x@example.com' }, status: 'completed', paymentStatus: 'paid', paidAt,
  }).returning({ id: orders.id });
  await db.insert(orderItems).values({ orderId: ord!.id, datasetId: ds!.id, title: 'T', priceCents: 1000 });
  await createGrantsForOrder(db, { id: ord!.id, userId, paidAt });
  const [grant] = await db.select({ id: downloadGrants.id }).from(downloadGrants).where(eq(downloadGrants.userId, userId));
  return { client, userId, datasetId: ds!.id, grantId: grant!.id };
}

/** The user's team on Professional with the per-dataset add-ons given. */
async function subscribe(userId: string, addons: { verification: boolean; enhancement: boolean }) {
  const { teamId } = await teamOf(t.database.db, userId);
  const now = Date.now();
  const [row] = await t.database.db.insert(subscriptions).values({
    teamId, plan: 'professional', status: 'active', ...addons,
    billingAnchor: new Date(now), currentPeriodStart: new Date(now), currentPeriodEnd: new Date(now + 30 * DAY),
  }).returning({ id: subscriptions.id });
  return row!.id;
}

const fileUrl = (grantId: string, format: string) => `/api/downloads/${grantId}/file?format=${format}`;

describe('download add-ons', () => {
  it('without add-ons on the plan the CSV is the stored file, byte for byte, and nothing is billed', async () => {
    const b = await buyerWithGrant();
    const subscriptionId = await subscribe(b.userId, { verification: false, enhancement: false });
    const res = await b.client.get(fileUrl(b.grantId, 'csv'));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(Buffer.from(CSV))).toBe(true);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(CSV)));
    expect((await b.client.get('/api/downloads/addons')).json()).toEqual({ verification: false, enhancement: false });
    expect(await t.database.db.select().from(addonUsage).where(eq(addonUsage.subscriptionId, subscriptionId))).toEqual([]);
  });

  describe('with Data Verification Plus and Data Enhancement', () => {
    let b: Awaited<ReturnType<typeof buyerWithGrant>>;
    let subscriptionId: string;
    beforeAll(async () => {
      b = await buyerWithGrant();
      subscriptionId = await subscribe(b.userId, { verification: true, enhancement: true });
    });

    it('adds the verification and derived columns and normalises names, phones, addresses and states in the CSV', async () => {
      const res = await b.client.get(fileUrl(b.grantId, 'csv'));
      expect(res.statusCode).toBe(200);
      // Generated anew: no length, no resume.
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['accept-ranges']).toBeUndefined();
      const rows = parse<Record<string, string>>(res.body, { columns: true });
      expect(Object.keys(rows[0]!)).toEqual(['first_name', 'last_name', 'email', 'phone', 'address', 'zip', 'state', 'verification', 'state_derived', 'time_zone']);
      expect(rows[0]).toEqual({
        first_name: 'Mary', last_name: 'McDonald', email: 'mary@example.com', phone: '+12127365000', address: '123 N main St',
        zip: '10001', state: 'NY', verification: 'ok', state_derived: 'NY', time_zone: 'America/New_York',
      });
      expect(rows[1]).toMatchObject({
        first_name: 'Sean', last_name: "O'Brien", phone: '999-736-5000', address: '500 Park Ave S', state: 'MA',
        verification: 'email: disposable domain; phone: unassigned area code', state_derived: 'MA', time_zone: 'America/New_York',
      });
      // No ZIP: the state comes from the phone's area code.
      expect(rows[2]).toMatchObject({ phone: '+15124634630', verification: 'ok', state_derived: 'TX', time_zone: 'America/Chicago' });
    });

    it('carries the same columns in the JSON', async () => {
      const res = await b.client.get(fileUrl(b.grantId, 'json'));
      expect(res.statusCode).toBe(200);
      const rows = res.json<Record<string, string>[]>();
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatchObject({ last_name: 'McDonald', verification: 'ok', state_derived: 'NY', time_zone: 'America/New_York' });
      expect(rows[1]!.verification).toBe('email: disposable domain; phone: unassigned area code');
    });

    it('gives a signed link\'s bearer the grant\'s team\'s add-ons, in XML too', async () => {
      const link = (await b.client.post(`/api/downloads/${b.grantId}/link`, { format: 'xml' })).json<{ url: string }>();
      const res = await new Client(t.app).get(link.url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<last_name>McDonald</last_name>');
      expect(res.body).toContain('<verification>email: disposable domain; phone: unassigned area code</verification>');
      expect(res.body).toContain('<state_derived>TX</state_derived><time_zone>America/Chicago</time_zone>');
    });

    it('carries them in the Excel file too', async () => {
      const res = await b.client.get(fileUrl(b.grantId, 'xlsx'));
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([undefined, 'first_name', 'last_name', 'email', 'phone', 'address', 'zip', 'state', 'verification', 'state_derived', 'time_zone']);
      expect(sheet.getRow(2).getCell(8).value).toBe('ok');
      expect(sheet.getRow(4).getCell(9).value).toBe('TX');
    });

    it('records each add-on once for the dataset, however often it is downloaded', async () => {
      await b.client.get(fileUrl(b.grantId, 'csv'));
      const usage = await t.database.db.select().from(addonUsage).where(eq(addonUsage.subscriptionId, subscriptionId));
      expect(usage.map((u) => u.addon).sort()).toEqual(['enhancement', 'verification']);
      expect(usage.every((u) => u.datasetId === b.datasetId)).toBe(true);
    });

    it('reports the verification summary, and the download center knows the add-ons', async () => {
      const res = await b.client.get(`/api/downloads/${b.grantId}/verification-report`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        rows: 3, rowsWithProblems: 1,
        fields: [
          { column: 'email', kind: 'email', valid: 1, invalid: 1, empty: 1, reasons: { 'disposable domain': 1 } },
          { column: 'phone', kind: 'phone', valid: 2, invalid: 1, empty: 0, reasons: { 'unassigned area code': 1 } },
        ],
      });
      expect((await b.client.get('/api/downloads/addons')).json()).toEqual({ verification: true, enhancement: true });
    });
  });

  it('refuses the report without Data Verification Plus, and another user\'s grant', async () => {
    const b = await buyerWithGrant();
    expect((await b.client.get(`/api/downloads/${b.grantId}/verification-report`)).statusCode).toBe(403);
    const other = await buyerWithGrant();
    await subscribe(other.userId, { verification: true, enhancement: false });
    expect((await other.client.get(`/api/downloads/${b.grantId}/verification-report`)).statusCode).toBe(404);
  });
});
