// Real-Time Data Delivery end to end, to a local receiver that checks signatures: a replaced dataset file reaches the
// teams that hold it with the add-on (and no one else), a charged lead of a team member is pushed once, a failing
// receiver is retried and the endpoint turned off at the limit, and the settings are refused without the add-on or to
// a plain member.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISABLE_AFTER_FAILED_DELIVERIES } from '../../../../common/lead-delivery';
import { REALTIME_MESSAGES, type RealtimeView } from '../../../../common/realtime';
import { emailOutbox, realtimeDeliveries, realtimeEndpoints, subscriptions, teamMembers } from '../../../db/schema';
import { ADMIN_ENV, catalogBasics, signUpAdmin, storedDataset } from '../../../test/admin-fixtures';
import { advertiser, person } from '../../../test/lead-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../../test/harness';
import { teamOf } from '../../teams/team-membership';

interface Received { headers: IncomingHttpHeaders; body: string }
let receiver: Server;
let base: string;
const received: Received[] = [];
/** Statuses the receiver answers per path, in turn; 200 once they run out. */
const scripts = new Map<string, number[]>();
let t: TestContext;
let admin: Client;
let ids: { categoryId: string; providerId: string };
const DAY = 86_400_000;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    req.on('end', () => {
      received.push({ headers: { ...req.headers, path: req.url }, body });
      res.writeHead(scripts.get(req.url!)?.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // A receiver on this machine (private targets allowed, as in development); tries 1 s, 2 s apart, 3 per delivery.
  t = await createTestApp({ ...ADMIN_ENV, ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true' }, { leadDelivery: { tuning: { attempts: 3, retryBaseSeconds: 1 } } });
  admin = (await signUpAdmin(t.app)).client;
  ids = await catalogBasics(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});
beforeEach(() => { received.length = 0; });

/** The receiver's side: the lead webhook docs' verification, on the raw body. */
function verified(r: Received, secret: string) {
  const parts = Object.fromEntries(String(r.headers['x-lead-signature']).split(',').map((p) => p.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${r.body}`).digest('hex');
  return Math.abs(Date.now() / 1000 - Number(parts.t)) < 300 && timingSafeEqual(Buffer.from(String(parts.v1)), Buffer.from(expected));
}

let paths = 0;
/** A signed-in team owner whose plan is live (with Real-Time or not) and, with `endpoint`, a saved endpoint of its own. */
async function team(opts: { realtime: boolean; endpoint?: boolean }) {
  const { client } = await signUp(t.app);
  const userId = (await client.get('/api/me')).json().id as string;
  const { teamId } = await teamOf(t.database.db, userId);
  await t.database.db.insert(subscriptions).values({
    teamId, plan: 'professional', status: 'active', realtime: opts.realtime, billingAnchor: new Date(), currentPeriodStart: new Date(), currentPeriodEnd: new Date(Date.now() + 30 * DAY),
  });
  const path = `/team-${++paths}`;
  let secret = '';
  if (opts.endpoint) {
    const res = await client.request({ method: 'PUT', url: '/api/realtime', payload: { url: `${base}${path}`, enabled: true } });
    expect(res.statusCode, res.body).toBe(200);
    secret = res.json<RealtimeView>().secret!;
  }
  return { client, userId, teamId, path, secret };
}

const mine = (owner: { path: string }) => received.filter((r) => r.headers.path === owner.path);
const view = async (client: Client) => (await client.get('/api/realtime')).json<RealtimeView>();
const waitFor = (check: () => Promise<void> | void, timeout = 20_000) => vi.waitFor(check, { timeout, interval: 100 });
const take = (client: Client, datasetId: string) => client.post('/api/subscription/takes', { datasetId });

describe('dataset.updated', () => {
  it('pushes a replaced file to each team holding the dataset with Real-Time on, signed, and to no other', async () => {
    const dataset = await storedDataset(t.app, ids, { title: 'Texas Shoppers' });
    const holder = await team({ realtime: true, endpoint: true });
    const noAddon = await team({ realtime: false });
    const noGrant = await team({ realtime: true, endpoint: true });
    expect((await take(holder.client, dataset.id)).statusCode).toBe(200);
    expect((await take(noAddon.client, dataset.id)).statusCode).toBe(200);

    const upload = await admin.upload(`/api/admin/datasets/${dataset.id}/file`, { name: 'v2.csv', content: 'name,state\nAnn,TX\nBob,FL\nCy,CA\n' });
    expect(upload.statusCode, upload.body).toBe(200);
    await waitFor(() => expect(mine(holder)).toHaveLength(1));
    const [r] = mine(holder);
    expect(holder.secret).toMatch(/^whsec_/);
    expect(verified(r!, holder.secret)).toBe(true);
    expect(verified(r!, 'whsec_wrong')).toBe(false);
    const body = JSON.parse(r!.body);
    expect(body).toMatchObject({
      type: 'dataset.updated', id: expect.stringMatching(/^evt_/),
      data: { dataset: { id: dataset.id, slug: dataset.slug, title: 'Texas Shoppers' }, rowCount: 3, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), downloadsUrl: 'http://localhost:3000/downloads' },
    });
    await waitFor(async () => expect((await view(holder.client)).deliveries[0]).toMatchObject({ event: 'dataset.updated', status: 'succeeded', statusCode: 200, attempts: 1 }));
    expect(r!.headers['x-lead-delivery-id']).toBe((await view(holder.client)).deliveries[0]!.id);
    expect((await view(noGrant.client)).deliveries).toEqual([]);
    expect((await view(noAddon.client)).deliveries).toEqual([]);
  });

  it('pushes a new price of a held dataset', async () => {
    const dataset = await storedDataset(t.app, ids);
    const holder = await team({ realtime: true, endpoint: true });
    await take(holder.client, dataset.id);
    expect((await admin.request({ method: 'PATCH', url: `/api/admin/datasets/${dataset.id}`, payload: { priceCents: 3900 } })).statusCode).toBe(200);
    await waitFor(() => expect(mine(holder)).toHaveLength(1));
    expect(JSON.parse(mine(holder)[0]!.body).data.dataset.priceCents).toBe(3900);
  });
});

describe('lead.charged', () => {
  it('pushes a charged lead of a team member once, with the lead webhook\'s body', async () => {
    const owner = await team({ realtime: true, endpoint: true });
    const member = await advertiser(t.app, { dollars: 50 });
    const memberId = (await member.client.get('/api/me')).json().id as string;
    await t.database.db.insert(teamMembers).values({ teamId: owner.teamId, userId: memberId, role: 'member' })
      .onConflictDoUpdate({ target: teamMembers.userId, set: { teamId: owner.teamId, role: 'member' } });
    const res = await new Client(t.app).post(member.config.ingestPath, [person(1), person(2)]);
    expect(res.json().results.map((x: { outcome: string }) => x.outcome)).toEqual(['delivered', 'delivered']);
    await waitFor(() => expect(mine(owner)).toHaveLength(2));
    const bodies = mine(owner).map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type)).toEqual(['lead.charged', 'lead.charged']);
    expect(bodies.map((b) => b.data.id).sort()).toEqual(res.json().results.map((x: { leadId: string }) => x.leadId).sort());
    expect(bodies[0].data).toMatchObject({ test: false, import: { id: member.config.id }, status: 'delivered', lastName: 'Rivera' });
    expect(mine(owner).every((r) => verified(r, owner.secret))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mine(owner)).toHaveLength(2);
  });
});

describe('failures', () => {
  it(`retries a failing receiver, and turns the endpoint off after ${DISABLE_AFTER_FAILED_DELIVERIES} failed deliveries in a row, telling the owner`, async () => {
    const owner = await team({ realtime: true, endpoint: true });
    const dataset = await storedDataset(t.app, ids);
    await take(owner.client, dataset.id);
    // The first failed deliveries, as if they had happened.
    await t.database.db.update(realtimeEndpoints).set({ consecutiveFailures: DISABLE_AFTER_FAILED_DELIVERIES - 1 }).where(eq(realtimeEndpoints.teamId, owner.teamId));
    scripts.set(owner.path, [500, 503, 500]);
    await admin.upload(`/api/admin/datasets/${dataset.id}/file`, { name: 'v2.csv', content: 'id\n1\n' });
    await waitFor(async () => expect((await view(owner.client)).deliveries[0]).toMatchObject({ status: 'retrying', attempts: 1, statusCode: 500 }));
    await waitFor(async () => expect((await view(owner.client)).deliveries[0]).toMatchObject({ status: 'failed', attempts: 3, error: 'Answered HTTP 500' }));
    expect(new Set(mine(owner).map((r) => r.headers['x-lead-delivery-id'])).size).toBe(1);
    await waitFor(async () => expect((await view(owner.client)).disabledAt).toBeTruthy());
    const ownerEmail = (await owner.client.get('/api/me')).json().email as string;
    await waitFor(async () => {
      const [notice] = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, ownerEmail), eq(emailOutbox.kind, 'realtime_disabled')));
      expect(notice?.link).toBe('http://localhost:3000/account/billing');
    });

    // Off: a replay is refused until it is saved enabled again, which also clears the count.
    const deliveryId = (await view(owner.client)).deliveries[0]!.id;
    const refused = await owner.client.post(`/api/realtime/deliveries/${deliveryId}/replay`);
    expect(refused.json().error.message).toBe(REALTIME_MESSAGES.disabled);
    const saved = await owner.client.request({ method: 'PUT', url: '/api/realtime', payload: { url: `${base}${owner.path}`, enabled: true } });
    expect(saved.json()).toMatchObject({ disabledAt: null, consecutiveFailures: 0, secret: null });
    const replay = await owner.client.post(`/api/realtime/deliveries/${deliveryId}/replay`);
    expect(replay.statusCode, replay.body).toBe(201);
    await waitFor(() => expect(mine(owner).at(-1)?.headers['x-lead-delivery-id']).toBe(replay.json().id));
    expect(JSON.parse(mine(owner).at(-1)!.body).id).toBe(JSON.parse(mine(owner)[0]!.body).id);
  });

  it('ends a queued delivery, without counting it, once the plan no longer has Real-Time', async () => {
    const owner = await team({ realtime: true, endpoint: true });
    await t.database.db.update(subscriptions).set({ realtime: false }).where(eq(subscriptions.teamId, owner.teamId));
    const [queued] = await t.database.db.insert(realtimeDeliveries)
      .values({ teamId: owner.teamId, event: 'ping', payload: { id: 'evt_1', type: 'ping', occurredAt: new Date().toISOString(), data: {} } }).returning();
    await t.app.jobs.send('subscriptions.realtime-deliver', { deliveryId: queued!.id });
    await waitFor(async () => {
      const [row] = await t.database.db.select().from(realtimeDeliveries).where(eq(realtimeDeliveries.id, queued!.id));
      expect(row).toMatchObject({ status: 'failed', attempts: 0, error: 'Real-Time Data Delivery left the plan before this delivery was sent.' });
    });
    expect(mine(owner)).toHaveLength(0);
    const [endpoint] = await t.database.db.select().from(realtimeEndpoints).where(eq(realtimeEndpoints.teamId, owner.teamId));
    expect(endpoint!.consecutiveFailures).toBe(0);
  });
});

describe('settings', () => {
  it('sends a signed ping, rolls the secret (shown once), and reads it back without the secret', async () => {
    const owner = await team({ realtime: true, endpoint: true });
    const ping = await owner.client.post('/api/realtime/test');
    expect(ping.json()).toMatchObject({ event: 'ping', status: 'succeeded', statusCode: 200, attempts: 1 });
    expect(verified(mine(owner)[0]!, owner.secret)).toBe(true);
    const rolled = (await owner.client.post('/api/realtime/roll-secret')).json<RealtimeView>().secret!;
    expect(rolled).not.toBe(owner.secret);
    await owner.client.post('/api/realtime/test');
    expect(verified(mine(owner)[1]!, rolled)).toBe(true);
    expect(await view(owner.client)).toMatchObject({ planHasRealtime: true, canManage: true, url: `${base}${owner.path}`, enabled: true, secret: null });
  });

  it('refuses a team without the add-on, pointing to Billing & Plans', async () => {
    const owner = await team({ realtime: false });
    expect(await view(owner.client)).toMatchObject({ planHasRealtime: false, deliveries: [] });
    for (const res of [
      await owner.client.request({ method: 'PUT', url: '/api/realtime', payload: { url: `${base}/x`, enabled: true } }),
      await owner.client.post('/api/realtime/test'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(REALTIME_MESSAGES.noAddon);
    }
  });

  it('lets a plain member read the settings but not change them', async () => {
    const owner = await team({ realtime: true, endpoint: true });
    const { client } = await signUp(t.app);
    const memberId = (await client.get('/api/me')).json().id as string;
    await t.database.db.insert(teamMembers).values({ teamId: owner.teamId, userId: memberId, role: 'member' });
    expect(await view(client)).toMatchObject({ planHasRealtime: true, canManage: false, url: `${base}${owner.path}`, secret: null });
    const res = await client.request({ method: 'PUT', url: '/api/realtime', payload: { url: `${base}/mine`, enabled: true } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(REALTIME_MESSAGES.managersOnly);
  });

  it('checks the address with the outbound policy', async () => {
    const owner = await team({ realtime: true });
    const res = await owner.client.request({ method: 'PUT', url: '/api/realtime', payload: { url: 'http://169.254.169.254/latest/meta-data/', enabled: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.url).toContain('169.254.169.254 is a cloud metadata address');
  });
});
