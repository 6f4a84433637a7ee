// Charged leads reach the advertiser's own systems: a signed webhook to a local receiver that checks the signature,
// retries with backoff, replay, the endpoint turned off after too many failed deliveries, e-mail per lead, and the
// refusal of addresses inside our network.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISABLE_AFTER_FAILED_DELIVERIES, type DeliveryLogEntry } from '../../../../common/lead-delivery';
import { emailOutbox, leadDeliveries, leadDeliveryEndpoints } from '../../../db/schema';
import { advertiser, jobsSettled, person, recharge } from '../../../test/lead-fixtures';
import { Client, createTestApp, type TestContext } from '../../../test/harness';

interface Received { headers: IncomingHttpHeaders; body: string; at: number }
let receiver: Server;
let hook: string;
const received: Received[] = [];
/** Statuses the receiver answers per import, in turn; 200 once they run out. */
const scripts = new Map<string, number[]>();
let t: TestContext;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      res.writeHead(scripts.get(JSON.parse(body).import.id)?.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`;
  // A receiver on this machine: private targets allowed, as in development; tries 1 s, 2 s apart, 3 per delivery.
  t = await createTestApp({ ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true' }, { leadDelivery: { tuning: { attempts: 3, retryBaseSeconds: 1 } } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});
beforeEach(() => { received.length = 0; });

/** The receiver's side: the docs' verification, on the raw body. */
function verified(r: Received, secret: string) {
  const parts = Object.fromEntries(String(r.headers['x-lead-signature']).split(',').map((p) => p.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${r.body}`).digest('hex');
  return Math.abs(Date.now() / 1000 - Number(parts.t)) < 300 && timingSafeEqual(Buffer.from(String(parts.v1)), Buffer.from(expected));
}

async function withWebhook(opts: { dollars?: number; email?: string } = {}) {
  const owner = await advertiser(t.app, { dollars: opts.dollars ?? 50, costPerLeadCents: 500 });
  const res = await owner.client.request({
    method: 'PUT', url: `/api/lead-configs/${owner.config.id}/delivery`,
    payload: { webhookUrl: hook, webhookEnabled: true, emailEnabled: Boolean(opts.email), emailTo: opts.email ?? '' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...owner, secret: res.json().secret as string };
}

const ingest = (owner: { config: { ingestPath: string } }, leads: object[]) =>
  new Client(t.app).post(owner.config.ingestPath, leads);
const log = async (owner: { client: Client; config: { id: string } }) =>
  (await owner.client.get(`/api/lead-configs/${owner.config.id}/deliveries`)).json<DeliveryLogEntry[]>();
/** What reached the receiver for this owner's import (a delivery of an earlier test may arrive late). */
const mine = (owner: { config: { id: string } }) => received.filter((r) => JSON.parse(r.body).import.id === owner.config.id);
const waitFor = (check: () => Promise<void> | void, timeout = 20_000) => vi.waitFor(check, { timeout, interval: 100 });

describe('lead webhooks', () => {
  it('sends each charged lead, signed, with its delivery id, and logs the answer', async () => {
    const owner = await withWebhook();
    expect(owner.secret).toMatch(/^whsec_/);
    const res = await ingest(owner, [person(1, { address: '100 Congress Ave', city: 'Austin' })]);
    expect(res.json().results[0].outcome).toBe('delivered');
    await waitFor(() => expect(mine(owner)).toHaveLength(1));
    const [r] = mine(owner);
    expect(verified(r!, owner.secret)).toBe(true);
    expect(verified(r!, 'whsec_wrong')).toBe(false);
    const body = JSON.parse(r!.body);
    expect(body).toMatchObject({
      id: res.json().results[0].leadId, test: false, import: { id: owner.config.id, name: 'Spring auto quotes' }, status: 'delivered',
      firstName: 'Patb', lastName: 'Rivera', email: 'pat.rivera.1@gmail.com', phone: '+15122000001', address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701',
    });
    expect(body.chargedAt).toBeTruthy();
    expect(typeof body.qualityScore).toBe('number');
    await waitFor(async () => expect((await log(owner))[0]).toMatchObject({ status: 'succeeded', attempts: 1, statusCode: 200, leadName: 'Patb Rivera' }));
    expect(r!.headers['x-lead-delivery-id']).toBe((await log(owner))[0]!.id);
  });

  it('sends only charged leads: a lead waiting for funds goes once a recharge pays for it', async () => {
    const owner = await withWebhook({ dollars: 5 });
    const res = await ingest(owner, [person(10), person(10), person(11)]);
    expect(res.json().results.map((x: { outcome: string }) => x.outcome)).toEqual(['delivered', 'duplicate', 'pending']);
    await waitFor(() => expect(mine(owner)).toHaveLength(1));
    expect(JSON.parse(mine(owner)[0]!.body).email).toBe('pat.rivera.10@gmail.com');
    await recharge(owner.client, 10);
    await waitFor(() => expect(mine(owner)).toHaveLength(2));
    expect(JSON.parse(mine(owner)[1]!.body).email).toBe('pat.rivera.11@gmail.com');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mine(owner)).toHaveLength(2);
  });

  it('retries a failing receiver with growing waits, under the same delivery id, until it answers 2xx', async () => {
    const owner = await withWebhook();
    scripts.set(owner.config.id, [500, 503]);
    await ingest(owner, [person(20)]);
    await waitFor(async () => expect((await log(owner))[0]).toMatchObject({ status: 'retrying', attempts: 1, statusCode: 500, error: 'Answered HTTP 500' }));
    expect((await log(owner))[0]!.nextRetryAt).toBeTruthy();
    await waitFor(async () => expect((await log(owner))[0]).toMatchObject({ status: 'succeeded', attempts: 3, statusCode: 200, error: null, nextRetryAt: null }));
    expect(mine(owner)).toHaveLength(3);
    expect(new Set(mine(owner).map((r) => r.headers['x-lead-delivery-id'])).size).toBe(1);
    expect(mine(owner)[1]!.at - mine(owner)[0]!.at).toBeGreaterThanOrEqual(900);
    expect(mine(owner)[2]!.at - mine(owner)[1]!.at).toBeGreaterThanOrEqual(1900);
  });

  it('replays a delivery on request: a new delivery id, the same lead', async () => {
    const owner = await withWebhook();
    const leadId = (await ingest(owner, [person(30)])).json().results[0].leadId as string;
    await waitFor(() => expect(mine(owner)).toHaveLength(1));
    const replay = await owner.client.post(`/api/leads/${leadId}/deliveries`);
    expect(replay.statusCode, replay.body).toBe(201);
    await waitFor(() => expect(mine(owner)).toHaveLength(2));
    expect(mine(owner)[1]!.headers['x-lead-delivery-id']).toBe(replay.json().id);
    expect(mine(owner)[1]!.headers['x-lead-delivery-id']).not.toBe(mine(owner)[0]!.headers['x-lead-delivery-id']);
    expect(JSON.parse(mine(owner)[1]!.body).id).toBe(leadId);
    const history = (await owner.client.get(`/api/leads/${leadId}/deliveries`)).json<DeliveryLogEntry[]>();
    expect(history).toHaveLength(2);
    // Someone else's lead answers as a missing one.
    const other = await advertiser(t.app);
    expect((await other.client.post(`/api/leads/${leadId}/deliveries`)).statusCode).toBe(404);
  });

  it('refuses to replay a lead that was not charged', async () => {
    const owner = await withWebhook({ dollars: 0 });
    const leadId = (await ingest(owner, [person(40)])).json().results[0].leadId as string;
    const res = await owner.client.post(`/api/leads/${leadId}/deliveries`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Only charged (delivered) leads are sent to your systems.');
  });

  it(`turns the webhook off after ${DISABLE_AFTER_FAILED_DELIVERIES} failed deliveries in a row, tells the owner, and re-enables on request`, async () => {
    const owner = await withWebhook();
    // The first 19 failed deliveries, as if they had happened.
    await t.database.db.update(leadDeliveryEndpoints).set({ consecutiveFailures: DISABLE_AFTER_FAILED_DELIVERIES - 1 })
      .where(eq(leadDeliveryEndpoints.configId, owner.config.id));
    scripts.set(owner.config.id, [500, 500, 500]);
    await ingest(owner, [person(50)]);
    await waitFor(async () => expect((await log(owner))[0]).toMatchObject({ status: 'failed', attempts: 3 }));
    const settings = async () => (await owner.client.get(`/api/lead-configs/${owner.config.id}/delivery`)).json();
    await waitFor(async () => expect((await settings()).disabledAt).toBeTruthy());
    expect((await settings()).consecutiveFailures).toBe(DISABLE_AFTER_FAILED_DELIVERIES);
    await waitFor(async () => {
      const [notice] = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, owner.user.email), eq(emailOutbox.kind, 'lead_webhook_disabled')));
      expect(notice?.subject).toBe('Lead webhook turned off: Spring auto quotes');
      expect(notice?.link).toBe(`http://localhost:3000/lead-import/configs/${owner.config.id}`);
    });

    // Turned off: new charged leads are not sent, and replays are refused until it is re-enabled.
    const leadId = (await ingest(owner, [person(51)])).json().results[0].leadId as string;
    const refused = await owner.client.post(`/api/leads/${leadId}/deliveries`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('The webhook was turned off after repeated failures: re-enable it first.');
    const enabled = await owner.client.post(`/api/lead-configs/${owner.config.id}/delivery/enable`);
    expect(enabled.json()).toMatchObject({ disabledAt: null, consecutiveFailures: 0 });
    const count = mine(owner).length;
    expect((await owner.client.post(`/api/leads/${leadId}/deliveries`)).statusCode).toBe(201);
    await waitFor(() => expect(mine(owner)).toHaveLength(count + 1));
  });

  it('e-mails each charged lead to an address chosen only once its holder confirmed it by the link sent to it', async () => {
    const owner = await withWebhook({ email: 'sales@agency.example' });
    const mails = (kind: string, to = 'sales@agency.example') => t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));
    const settings = async () => (await owner.client.get(`/api/lead-configs/${owner.config.id}/delivery`)).json();
    expect(await settings()).toMatchObject({ emailTo: 'sales@agency.example', emailPending: true });
    const [ask] = await mails('lead_delivery_confirm');
    expect(ask?.text).toContain('"Spring auto quotes"');
    // Unconfirmed: a charged lead is delivered to the webhook but not e-mailed there.
    await ingest(owner, [person(60)]);
    await waitFor(async () => expect((await log(owner))[0]?.status).toBe('succeeded'));
    await jobsSettled(t.app, ['leads.email-lead']);
    expect(await mails('lead_delivery')).toEqual([]);

    // A wrong or used token answers 410; the right one confirms, once, without an account.
    const token = new URL(ask!.link!).searchParams.get('token')!;
    expect((await new Client(t.app).post('/api/lead-delivery/confirm-email', { token: `${token}x` })).statusCode).toBe(410);
    const confirmed = await new Client(t.app).post('/api/lead-delivery/confirm-email', { token });
    expect(confirmed.json()).toEqual({ email: 'sales@agency.example', importName: 'Spring auto quotes' });
    expect((await new Client(t.app).post('/api/lead-delivery/confirm-email', { token })).statusCode).toBe(410);
    expect(await settings()).toMatchObject({ emailPending: false });
    await ingest(owner, [person(61)]);
    await waitFor(async () => {
      const [mail] = await mails('lead_delivery');
      expect(mail?.subject).toBe('New lead: Patbj Rivera (Spring auto quotes)');
      expect(mail?.text).toContain('E-mail: pat.rivera.61@gmail.com');
    });

    // Another address starts over; the account's own needs no confirmation.
    const put = (emailTo: string) => owner.client.request({ method: 'PUT', url: `/api/lead-configs/${owner.config.id}/delivery`,
      payload: { webhookUrl: hook, webhookEnabled: true, emailEnabled: true, emailTo } });
    expect((await put('leads@other.example')).json()).toMatchObject({ emailPending: true });
    expect(await mails('lead_delivery_confirm', 'leads@other.example')).toHaveLength(1);
    expect((await owner.client.post(`/api/lead-configs/${owner.config.id}/delivery/resend-email-confirmation`)).statusCode).toBe(200);
    expect(await mails('lead_delivery_confirm', 'leads@other.example')).toHaveLength(2);
    expect((await put('')).json()).toMatchObject({ emailTo: '', emailPending: false });
    await ingest(owner, [person(62)]);
    await waitFor(async () => expect((await mails('lead_delivery', owner.user.email)).map((m) => m.subject)).toEqual(['New lead: Patbk Rivera (Spring auto quotes)']));
  });

  it('sends a signed test lead and answers with the status code', async () => {
    const owner = await withWebhook();
    scripts.set(owner.config.id, [202]);
    const res = await owner.client.post(`/api/lead-configs/${owner.config.id}/delivery/test`);
    expect(res.json()).toMatchObject({ ok: true, statusCode: 202, error: null });
    expect(verified(mine(owner)[0]!, owner.secret)).toBe(true);
    expect(JSON.parse(mine(owner)[0]!.body).test).toBe(true);
  });

  it('rotates the secret: later deliveries are signed with the new one only', async () => {
    const owner = await withWebhook();
    const rotated = (await owner.client.post(`/api/lead-configs/${owner.config.id}/delivery/rotate-secret`)).json().secret as string;
    expect(rotated).not.toBe(owner.secret);
    await owner.client.post(`/api/lead-configs/${owner.config.id}/delivery/test`);
    expect(verified(mine(owner)[0]!, rotated)).toBe(true);
    expect(verified(mine(owner)[0]!, owner.secret)).toBe(false);
  });
});

describe('a deleted account', () => {
  it('takes its delivery settings (address, sealed secret, e-mail) and its deliveries with it', async () => {
    const owner = await withWebhook({ email: 'sales@agency.example' });
    await ingest(owner, [person(70)]);
    await waitFor(async () => expect((await log(owner))[0]?.status).toBe('succeeded'));
    expect((await owner.client.post('/api/account/delete', { confirmEmail: owner.user.email })).statusCode).toBe(204);
    expect(await t.database.db.select().from(leadDeliveryEndpoints).where(eq(leadDeliveryEndpoints.configId, owner.config.id))).toEqual([]);
    expect(await t.database.db.select().from(leadDeliveries).where(eq(leadDeliveries.configId, owner.config.id))).toEqual([]);
  });
});

describe('webhook addresses inside our network (production rules for private targets)', () => {
  let strict: TestContext;
  /** A host name that resolves to a public address when saved, and to loopback afterwards (DNS rebinding). */
  let rebound = false;
  beforeAll(async () => {
    strict = await createTestApp({}, {
      leadDelivery: {
        resolve: async (hostname) => {
          const table: Record<string, string> = { 'internal.example.test': '10.0.0.5', 'crm.example.test': '93.184.216.34', 'rebind.example.test': rebound ? '127.0.0.1' : '93.184.216.34' };
          if (!table[hostname]) throw new Error('ENOTFOUND');
          return [{ address: table[hostname], family: 4 }];
        },
      },
    });
  });
  afterAll(async () => { await strict?.close(); });

  const save = (owner: { client: Client; config: { id: string } }, webhookUrl: string) => owner.client.request({
    method: 'PUT', url: `/api/lead-configs/${owner.config.id}/delivery`, payload: { webhookUrl, webhookEnabled: true, emailEnabled: false, emailTo: '' },
  });

  it.each([
    ['http://127.0.0.1:8080/leads', '127.0.0.1 is a loopback address'],
    ['http://10.0.0.5/leads', '10.0.0.5 is a private network address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a cloud metadata address'],
    ['http://[::1]/leads', '::1 is a loopback address'],
    ['http://internal.example.test/leads', 'internal.example.test is a private network address'],
  ])('refuses %s when saved', async (url, why) => {
    const owner = await advertiser(strict.app);
    const res = await save(owner, url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.webhookUrl).toBe(`This address cannot receive leads: ${why}. Use a public address of your own systems.`);
  });

  it('checks again when sending: a name that now resolves to loopback is refused', async () => {
    const owner = await advertiser(strict.app);
    expect((await save(owner, `http://rebind.example.test:${new URL(hook).port}/leads`)).statusCode).toBe(200);
    rebound = true;
    const res = await owner.client.post(`/api/lead-configs/${owner.config.id}/delivery/test`);
    expect(res.json()).toMatchObject({ ok: false, statusCode: null, error: expect.stringContaining('rebind.example.test is a loopback address') });
    expect(received).toHaveLength(0);
  });

  it('takes a public address', async () => {
    const owner = await advertiser(strict.app);
    expect((await save(owner, 'https://crm.example.test/leads')).statusCode).toBe(200);
  });
});
