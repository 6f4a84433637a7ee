// The price list: an import pays at least the list price for its source and lead type (the list price when it names
// none); admins keep the list inside SPEC.md's $1.50-$15, every change audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_SOURCES, LEAD_MESSAGES, LEAD_TYPES } from '../../../common/leads';
import { auditLog, leadImportConfigs } from '../../db/schema';
import { newConfig } from '../../test/lead-fixtures';
import { Client, createTestApp, newUser, signUp, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => { t = await createTestApp({ ADMIN_EMAILS: 'pricing-admin@example.com' }); });
afterAll(async () => { await t?.close(); });

const admin = async () => (await signUp(t.app, newUser({ email: 'pricing-admin@example.com' }))).client;
const patch = (client: Client, id: string, payload: object) => client.request({ method: 'PATCH', url: `/api/lead-configs/${id}`, payload });

describe('the price list', () => {
  it('has a seeded price for every source and lead type, inside $1.50-$15, read by signed-in users only', async () => {
    expect((await new Client(t.app).get('/api/lead-prices')).statusCode).toBe(401);
    const { client } = await signUp(t.app);
    const list = (await client.get('/api/lead-prices')).json();
    expect(list).toHaveLength(CAMPAIGN_SOURCES.length * LEAD_TYPES.length);
    expect(list[0]).toMatchObject({ source: 'facebook', leadType: 'auto', priceCents: 400 });
    expect(list.filter((p: { priceCents: number }) => p.priceCents < 150 || p.priceCents > 1500)).toEqual([]);
  });

  it('prices a new import at the list price when it names no cost, and refuses one under it with the minimum', async () => {
    const { client } = await signUp(t.app);
    const body = { campaignName: 'FB auto', campaignSource: 'facebook', leadType: 'auto', facebook: { pageId: '1234567890' } };
    const cheap = await client.post('/api/lead-configs', { ...body, costPerLeadCents: 399 });
    expect(cheap.statusCode).toBe(422);
    const message = 'Cost per lead for Facebook Lead Ads auto insurance leads is at least $4.00 (the list price).';
    expect(LEAD_MESSAGES.belowListPrice('facebook', 'auto', 400)).toBe(message);
    expect(cheap.json().error).toEqual({ code: 'BELOW_LIST_PRICE', message, fields: { costPerLeadCents: message } });
    expect((await client.post('/api/lead-configs', { ...body, campaignSource: 'other' })).json()).toMatchObject({ leadType: 'auto', costPerLeadCents: 200 });
    const noType = await client.post('/api/lead-configs', { campaignName: 'Untyped', campaignSource: 'other', costPerLeadCents: 500 });
    expect(noType.json().error.fields.leadType).toBe(LEAD_MESSAGES.leadType);

    // Bidding above the list is fine; an edit under it, or a dearer type the price does not cover, is refused.
    const config = await newConfig(client, { campaignSource: 'google', leadType: 'auto', costPerLeadCents: 900 });
    expect((await patch(client, config.id, { costPerLeadCents: 599 })).json().error.message).toBe(LEAD_MESSAGES.belowListPrice('google', 'auto', 600));
    expect((await patch(client, config.id, { leadType: 'medicare' })).json().error.message).toBe(LEAD_MESSAGES.belowListPrice('google', 'medicare', 1050));
    expect((await patch(client, config.id, { leadType: 'medicare', costPerLeadCents: 1050 })).json()).toMatchObject({ leadType: 'medicare', costPerLeadCents: 1050 });
  });

  it('lets an import made before the price list keep its price until its advertiser chooses a type', async () => {
    const { client } = await signUp(t.app);
    const config = await newConfig(client, { costPerLeadCents: 500 });
    await t.database.db.update(leadImportConfigs).set({ leadType: null, costPerLeadCents: 100 }).where(eq(leadImportConfigs.id, config.id));
    expect((await client.get(`/api/lead-configs/${config.id}`)).json()).toMatchObject({ leadType: null, costPerLeadCents: 100 });
    expect((await patch(client, config.id, { campaignName: 'Renamed', costPerLeadCents: 120 })).json()).toMatchObject({ campaignName: 'Renamed', costPerLeadCents: 120 });
    expect((await patch(client, config.id, { leadType: 'life' })).statusCode).toBe(422);
  });

  it('is changed by admins only, within $1.50-$15, each change audited; imports keep the price they were saved with', async () => {
    const { client: advertiser } = await signUp(t.app);
    const before = await newConfig(advertiser, { campaignSource: 'linkedin', leadType: 'home', costPerLeadCents: undefined });
    expect(before.costPerLeadCents).toBe(800);
    const url = '/api/admin/lead-prices/linkedin/home';
    expect((await advertiser.request({ method: 'PUT', url, payload: { priceCents: 900 } })).statusCode).toBe(403);
    expect((await new Client(t.app).request({ method: 'PUT', url, payload: { priceCents: 900 } })).statusCode).toBe(401);

    const boss = await admin();
    for (const priceCents of [149, 1501, 9.5]) {
      const res = await boss.request({ method: 'PUT', url, payload: { priceCents } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.priceCents).toBe(LEAD_MESSAGES.listPrice);
    }
    expect((await boss.request({ method: 'PUT', url: '/api/admin/lead-prices/myspace/home', payload: { priceCents: 900 } })).statusCode).toBe(400);
    const set = await boss.request({ method: 'PUT', url, payload: { priceCents: 900 } });
    expect(set.json()).toMatchObject({ source: 'linkedin', leadType: 'home', priceCents: 900 });
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'lead_price'), eq(auditLog.entityId, 'linkedin:home')));
    expect(audit).toMatchObject([{ action: 'lead_price.update', actorEmail: 'pricing-admin@example.com', before: { priceCents: 800 }, after: { priceCents: 900 } }]);

    expect((await advertiser.get(`/api/lead-configs/${before.id}`)).json().costPerLeadCents).toBe(800);
    // Saved again as it is (the form sends every field), the import keeps its price; a new price must meet the list.
    expect((await patch(advertiser, before.id, { campaignName: 'Renamed', leadType: 'home', costPerLeadCents: 800 })).statusCode).toBe(200);
    expect((await patch(advertiser, before.id, { costPerLeadCents: 850 })).json().error.message).toBe(LEAD_MESSAGES.belowListPrice('linkedin', 'home', 900));
    expect((await newConfig(advertiser, { campaignSource: 'linkedin', leadType: 'home', costPerLeadCents: undefined })).costPerLeadCents).toBe(900);
  });
});
