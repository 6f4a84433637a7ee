// The two platform doors. Facebook: verification handshake, X-Hub-Signature-256 checked over the raw body, each lead
// fetched from a local fake of the Graph API by a durable job. Google Ads: the lead form webhook with its key.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { balanceTransactions, importedLeads } from '../../db/schema';
import { jobsSettled, newConfig, recharge, rows } from '../../test/lead-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';
import { facebookVerifyToken } from './configs.service';

const APP_SECRET = 'fb-app-secret-for-tests';
const PAGE_TOKEN = `EAAG${'t0k3n'.repeat(8)}`;
let graph: Server;
/** What the fake Graph API answers per leadgen id; unknown ids are 'no such object' (code 100). */
const graphAnswers = new Map<string, { status: number; body: object }>();
const graphRequests: URL[] = [];
let t: TestContext;

beforeAll(async () => {
  graph = createServer((req, res) => {
    const url = new URL(req.url!, 'http://graph.local');
    graphRequests.push(url);
    const answer = graphAnswers.get(url.pathname.split('/').pop()!) ?? { status: 400, body: { error: { message: 'Unsupported get request. Object does not exist', code: 100 } } };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ FACEBOOK_APP_SECRET: APP_SECRET, FACEBOOK_GRAPH_URL: `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v21.0` });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => graph?.close(resolve));
});
beforeEach(() => { graphRequests.length = 0; });

const sign = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const deliver = (payload: object, signature?: string | null) => {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-hub-signature-256'] = signature ?? sign(body);
  return new Client(t.app).request({ method: 'POST', url: '/api/webhooks/facebook', payload: body, headers });
};
const leadgen = (pageId: string, formId: string, leadgenId: string) => ({
  object: 'page', entry: [{ id: pageId, time: 1763900000, changes: [{ field: 'leadgen', value: { leadgen_id: leadgenId, page_id: pageId, form_id: formId, created_time: 1763900000 } }] }],
});
const graphLead = (id: string, fields: Record<string, string>) => ({
  status: 200,
  body: { id, created_time: '2026-11-23T10:00:00+0000', form_id: '5550001', field_data: Object.entries(fields).map(([name, value]) => ({ name, values: [value] })) },
});

async function facebookAdvertiser(pageId: string, formId = '5550001') {
  const { client } = await signUp(t.app);
  await recharge(client, 50);
  const res = await client.post('/api/lead-configs', {
    campaignName: 'FB Medicare Q4', campaignSource: 'facebook', leadType: 'medicare', costPerLeadCents: 1200, facebook: { pageId, formId, pageAccessToken: PAGE_TOKEN },
  });
  expect(res.statusCode).toBe(201);
  return { client, config: res.json() };
}
const leadsOf = (configId: string) => t.database.db.select().from(importedLeads).where(eq(importedLeads.configId, configId));

describe('Facebook Lead Ads', () => {
  it('tells the web app that Facebook can deliver here, never the app secret', async () => {
    const res = await new Client(t.app).get('/api/config');
    expect(res.json().facebookLeadAds).toBe(true);
    expect(res.body).not.toContain(APP_SECRET);
  });

  it('answers the verification handshake only with the verify token', async () => {
    const token = facebookVerifyToken(undefined, 'test-secret-test-secret-test-secret-0123456789');
    const ok = await new Client(t.app).get(`/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await new Client(t.app).get('/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1')).statusCode).toBe(403);
    expect((await new Client(t.app).get(`/api/webhooks/facebook?hub.verify_token=${token}&hub.challenge=1`)).statusCode).toBe(403);
  });

  it('refuses forged and unsigned deliveries with 401 and stores nothing', async () => {
    const { config } = await facebookAdvertiser('700000001');
    graphAnswers.set('900001', graphLead('900001', { email: 'forged@gmail.com' }));
    const payload = leadgen('700000001', '5550001', '900001');
    expect((await deliver(payload, null)).statusCode).toBe(401);
    expect((await deliver(payload, sign(JSON.stringify(payload), 'not-the-app-secret'))).statusCode).toBe(401);
    expect((await deliver(payload, sign(JSON.stringify({ ...payload, object: 'user' })))).statusCode).toBe(401);
    expect((await deliver(payload, 'sha256=zz')).statusCode).toBe(401);
    await jobsSettled(t.app);
    expect(await leadsOf(config.id)).toEqual([]);
    expect(graphRequests).toEqual([]);
  });

  it('answers at once, then fetches the lead with the page token and runs it through the pipeline', async () => {
    const { client, config } = await facebookAdvertiser('700000002');
    graphAnswers.set('900002', graphLead('900002', {
      full_name: 'Maria Gonzalez', email: 'Maria.G@Gmail.com', phone_number: '+1 (305) 418-0147', zip_code: '33101', state: 'Florida',
      'what_is_your_current_coverage?': 'Medicare Advantage',
    }));
    const res = await deliver(leadgen('700000002', '5550001', '900002'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('EVENT_RECEIVED');
    await jobsSettled(t.app);

    const [lead] = await leadsOf(config.id);
    expect(lead).toMatchObject({
      sourcePlatform: 'facebook', sourceLeadId: '900002', status: 'delivered', email: 'maria.g@gmail.com', phone: '+13054180147', costCents: 1200,
      leadData: { first_name: 'Maria', last_name: 'Gonzalez', state: 'FL', zip: '33101', 'what_is_your_current_coverage?': 'Medicare Advantage' },
      consent: { text: 'Submitted through Facebook Lead Ads form 5550001', timestamp: '2026-11-23T10:00:00.000Z' },
    });
    const fetched = graphRequests.find((u) => u.pathname === '/v21.0/900002')!;
    expect(fetched.searchParams.get('access_token')).toBe(PAGE_TOKEN);
    expect(fetched.searchParams.get('appsecret_proof')).toBe(createHmac('sha256', APP_SECRET).update(PAGE_TOKEN).digest('hex'));
    expect((await client.get('/api/balance')).json().balanceCents).toBe(5000 - 1200);
  });

  it('turns one delivery replayed five times into one lead and one charge', async () => {
    const { client, config } = await facebookAdvertiser('700000003');
    graphAnswers.set('900003', graphLead('900003', { email: 'once@gmail.com', full_name: 'Once Only' }));
    const payload = leadgen('700000003', '5550001', '900003');
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await jobsSettled(t.app);
    const leads = await leadsOf(config.id);
    expect(leads).toHaveLength(1);
    expect(await t.database.db.$count(balanceTransactions, eq(balanceTransactions.reference, leads[0]!.id))).toBe(1);
    expect((await client.get('/api/balance')).json().balanceCents).toBe(5000 - 1200);
  });

  it('keeps a lead Facebook refuses to hand over as failed, uncharged, with the reason', async () => {
    const { config } = await facebookAdvertiser('700000004');
    graphAnswers.set('900004', { status: 400, body: { error: { message: 'Error validating access token: Session has expired', code: 190 } } });
    await deliver(leadgen('700000004', '5550001', '900004'));
    await jobsSettled(t.app);
    const [lead] = await leadsOf(config.id);
    expect(lead).toMatchObject({ status: 'failed', sourceLeadId: '900004', chargedAt: null, errors: ['Facebook did not return the lead: Error validating access token: Session has expired'] });
  });

  it('retries with backoff while the Graph API is down, and drops leads for pages nobody listens to', async () => {
    const { config } = await facebookAdvertiser('700000005');
    graphAnswers.set('900005', { status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2 } } });
    await deliver(leadgen('700000005', '5550001', '900005'));
    const job = async () => (await rows<{ state: string; later: boolean; error: string }>(t.database.db, sql`
      select state, start_after > now() + interval '2 seconds' as later, output->>'message' as error
      from pgboss.job where name = 'leads.facebook-fetch' and data->>'leadgenId' = '900005'`))[0];
    // Failed once, waiting to be tried again later (backoff), with why.
    await expect.poll(job, { timeout: 10_000 }).toMatchObject({ state: 'retry', later: true, error: 'Graph API unavailable: Service temporarily unavailable' });
    expect(await leadsOf(config.id)).toEqual([]);

    expect((await deliver(leadgen('111111111', '5550001', '900006'))).statusCode).toBe(200);
    expect(await t.database.db.$count(importedLeads, eq(importedLeads.sourceLeadId, '900006'))).toBe(0);
  });
});

describe('Google Ads lead forms', () => {
  const body = (key: string, leadId: string, extra: object = {}) => ({
    lead_id: leadId, api_version: '1.0', form_id: 40000000000, campaign_id: 20000000000, google_key: key, gcl_id: 'gclid-1',
    user_column_data: [
      { column_name: 'Full Name', string_value: 'Dana White', column_id: 'FULL_NAME' },
      { column_name: 'User Email', string_value: 'DANA@gmail.com', column_id: 'EMAIL' },
      { column_name: 'User Phone', string_value: '+16504180123', column_id: 'PHONE_NUMBER' },
      { column_name: 'Postal Code', string_value: '94043', column_id: 'POSTAL_CODE' },
      { column_name: 'How many cars?', string_value: '2', column_id: 'how_many_cars?' },
    ],
    ...extra,
  });

  it('refuses a wrong key with 401 and stores nothing; stores a right one\'s lead once', async () => {
    const { client } = await signUp(t.app);
    await recharge(client, 20);
    const config = await newConfig(client, { campaignSource: 'google', costPerLeadCents: 600 });
    const post = (payload: object, id = config.id) => new Client(t.app).post(`/api/webhooks/google-ads/${id}`, payload);

    expect((await post(body('gk_wrong', 'G-1'))).statusCode).toBe(401);
    expect((await post(body('', 'G-1'))).statusCode).toBe(401);
    expect((await post(body(config.google.googleKey, 'G-1'), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await leadsOf(config.id)).toEqual([]);

    expect((await post(body(config.google.googleKey, 'G-1'))).statusCode).toBe(200);
    expect((await post(body(config.google.googleKey, 'G-1'))).statusCode).toBe(200);
    expect((await post(body(config.google.googleKey, 'G-TEST', { is_test: true }))).statusCode).toBe(200);
    const leads = await leadsOf(config.id);
    expect(leads.map((l) => [l.sourceLeadId, l.status, l.chargedAt !== null]).sort()).toEqual([['G-1', 'delivered', true], ['G-TEST', 'test', false]]);
    expect(leads.find((l) => l.sourceLeadId === 'G-1')).toMatchObject({
      email: 'dana@gmail.com', phone: '+16504180123', leadData: { first_name: 'Dana', last_name: 'White', zip: '94043', 'How many cars?': '2' },
    });
    expect((await client.get('/api/balance')).json().balanceCents).toBe(2000 - 600);

    await client.request({ method: 'PATCH', url: `/api/lead-configs/${config.id}`, payload: { active: false } });
    const inactive = await post(body(config.google.googleKey, 'G-2'));
    expect(inactive.statusCode).toBe(409);
    expect(await t.database.db.$count(importedLeads, eq(importedLeads.sourceLeadId, 'G-2'))).toBe(0);
  });
});
