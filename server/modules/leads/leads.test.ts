// Import configurations, the ingest URL and the pipeline's rules, the advertiser's lead views, and lead returns.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, RULE_MESSAGES } from '../../../common/leads';
import { balanceTransactions, importedLeads, leadImportConfigs, leadReturns } from '../../db/schema';
import { advertiser, jobsSettled, ledgerMatchesBalance, newConfig, person, recharge } from '../../test/lead-fixtures';
import { Client, createTestApp, newUser, signUp, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => { t = await createTestApp({ ADMIN_EMAILS: 'returns-desk@gmail.com,leads-admin@gmail.com' }); });
afterAll(async () => { await t?.close(); });

const db = () => t.database.db;

describe('import configurations', () => {
  it('are created with SPEC-range validation, listed newest first, edited, paused and deleted (leads kept)', async () => {
    const { client } = await signUp(t.app);
    const bad = await client.post('/api/lead-configs', { campaignName: ' ', campaignSource: 'other', costPerLeadCents: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ campaignName: LEAD_MESSAGES.campaignName, costPerLeadCents: LEAD_MESSAGES.cost });

    const first = await newConfig(client, { campaignName: 'LinkedIn B2B', campaignSource: 'linkedin', costPerLeadCents: 1500 });
    const second = await newConfig(client, { campaignName: 'Zapier form', campaignSource: 'other', costPerLeadCents: 200 });
    expect(second.ingestUrl).toMatch(/^http:\/\/localhost:3000\/api\/leads\/ingest\/li_[\w-]{32}$/);
    expect((await client.get('/api/lead-configs')).json().map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);

    const renamed = await client.request({ method: 'PATCH', url: `/api/lead-configs/${first.id}`, payload: { campaignName: 'LinkedIn B2B (Q3)', costPerLeadCents: 1200 } });
    expect(renamed.json()).toMatchObject({ campaignName: 'LinkedIn B2B (Q3)', costPerLeadCents: 1200, campaignSource: 'linkedin' });

    await client.post(first.ingestPath, person(1));
    const off = await client.request({ method: 'PATCH', url: `/api/lead-configs/${first.id}`, payload: { active: false } });
    expect(off.json().active).toBe(false);
    const refused = await new Client(t.app).post(first.ingestPath, person(2));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'CONFIG_INACTIVE', message: LEAD_MESSAGES.inactive });
    expect(await db().$count(importedLeads, eq(importedLeads.configId, first.id))).toBe(1);
    // Editing a paused import leaves it paused.
    const renamedOff = await client.request({ method: 'PATCH', url: `/api/lead-configs/${first.id}`, payload: { costPerLeadCents: 1300 } });
    expect(renamedOff.json()).toMatchObject({ costPerLeadCents: 1300, active: false });

    expect((await client.request({ method: 'DELETE', url: `/api/lead-configs/${first.id}` })).statusCode).toBe(204);
    expect((await client.get('/api/lead-configs')).json().map((c: { id: string }) => c.id)).toEqual([second.id]);
    expect((await client.get(`/api/lead-configs/${first.id}`)).statusCode).toBe(404);
    expect((await new Client(t.app).post(first.ingestPath, person(3))).statusCode).toBe(404);
    // History: the lead it brought in is still the user's.
    expect((await client.get('/api/leads')).json().items.map((l: { campaignName: string }) => l.campaignName)).toEqual(['LinkedIn B2B (Q3)']);
  });

  it('refuses text PostgreSQL cannot store (NUL) with a clear 400, not a server error', async () => {
    const { client } = await signUp(t.app);
    const bad = await client.post('/api/lead-configs', { campaignName: 'Spring\u0000', campaignSource: 'other', leadType: 'auto', costPerLeadCents: 500 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.campaignName).toBe('Contains a character that is not allowed.');
    expect((await client.get(`/api/leads?search=${encodeURIComponent('a\u0000b')}`)).statusCode).toBe(400);
    // A lead's own values are cleaned instead: the lead is kept.
    const config = await newConfig(client);
    const res = await new Client(t.app).post(config.ingestPath, person(1, { first_name: 'Ann\u0000ie', lead_id: 'id\u00001' }));
    expect(res.json().results[0]).toMatchObject({ outcome: 'pending' });
    const [lead] = await db().select().from(importedLeads).where(eq(importedLeads.configId, config.id));
    expect(lead).toMatchObject({ sourceLeadId: 'id 1', leadData: { first_name: 'Ann ie' } });
  });

  it('rotates the ingest URL: the old one stops at once', async () => {
    const { client, config } = await advertiser(t.app);
    const rotated = (await client.post(`/api/lead-configs/${config.id}/rotate`)).json();
    expect(rotated.ingestUrl).not.toBe(config.ingestUrl);
    expect((await new Client(t.app).post(config.ingestPath, person(1))).statusCode).toBe(404);
    expect((await new Client(t.app).post(new URL(rotated.ingestUrl).pathname, person(1))).statusCode).toBe(200);
  });

  it('keeps a Facebook page token sealed at rest and never sends it back', async () => {
    const { client } = await signUp(t.app);
    const token = `EAA${'x'.repeat(40)}`;
    const missingPage = await client.post('/api/lead-configs', { campaignName: 'FB', campaignSource: 'facebook', leadType: 'medicare', costPerLeadCents: 800 });
    expect(missingPage.statusCode).toBe(400);
    const res = await client.post('/api/lead-configs', {
      campaignName: 'FB Medicare', campaignSource: 'facebook', leadType: 'medicare', costPerLeadCents: 800, facebook: { pageId: '1234567890', formId: '99887766', pageAccessToken: token },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain(token);
    expect(res.json().facebook).toMatchObject({ pageId: '1234567890', formId: '99887766', hasPageToken: true, callbackUrl: 'http://localhost:3000/api/webhooks/facebook' });
    expect(res.json().facebook.verifyToken).toMatch(/^[\w-]{32}$/);
    const [stored] = await db().select({ sealed: leadImportConfigs.facebookPageToken }).from(leadImportConfigs).where(eq(leadImportConfigs.id, res.json().id));
    expect(stored!.sealed).toMatch(/^v1:/);
    expect(stored!.sealed).not.toContain('xxxx');
    expect((await client.get(`/api/lead-configs/${res.json().id}`)).body).not.toContain(token);
  });

  it('says what is wrong with a page token: not EAA, other characters, too short (with the length needed), too long', async () => {
    const { client } = await signUp(t.app);
    const tokenError = async (pageAccessToken: string) => {
      const res = await client.post('/api/lead-configs', {
        campaignName: 'FB', campaignSource: 'facebook', leadType: 'medicare', costPerLeadCents: 800, facebook: { pageId: '1234567890', pageAccessToken },
      });
      expect(res.statusCode).toBe(400);
      return res.json().error.fields['facebook.pageAccessToken'];
    };
    expect(await tokenError('xyz123')).toBe(LEAD_MESSAGES.pageToken);
    // Starts with EAA but is far too short: the message says so, and how long a page token is, not "it starts with EAA".
    const short = await tokenError('EAAB12345');
    expect(short).toBe(LEAD_MESSAGES.pageTokenShort(9));
    expect(short).toBe('This token has 9 characters: too short for a Page access token, which is EAA followed by at least 20 letters and digits (usually about 200 characters in all). Copy the whole token.');
    expect(await tokenError(`EAA${'x'.repeat(30)} "`)).toBe(LEAD_MESSAGES.pageTokenCharacters);
    expect(await tokenError(`EAA${'x'.repeat(501)}`)).toBe(LEAD_MESSAGES.pageTokenLong);
    // On an edit too.
    const config = await newConfig(client, { campaignSource: 'other' });
    const edit = await client.request({ method: 'PATCH', url: `/api/lead-configs/${config.id}`, payload: { facebook: { pageAccessToken: 'EAA1' } } });
    expect(edit.json().error.fields['facebook.pageAccessToken']).toBe(LEAD_MESSAGES.pageTokenShort(4));
  });

  it('gives Google Ads configurations a webhook URL and key', async () => {
    const { client } = await signUp(t.app);
    const config = await newConfig(client, { campaignSource: 'google', costPerLeadCents: 600 });
    expect(config.google).toEqual({ webhookUrl: `http://localhost:3000/api/webhooks/google-ads/${config.id}`, googleKey: expect.stringMatching(/^gk_[\w-]{24}$/) });
    const rotated = (await client.post(`/api/lead-configs/${config.id}/rotate`)).json();
    expect(rotated.google.googleKey).not.toBe(config.google.googleKey);
  });
});

describe('the ingest URL', () => {
  it('delivers and charges a funded lead once, with its ledger row referenced by the lead id', async () => {
    const { client, user, config } = await advertiser(t.app, { dollars: 20, costPerLeadCents: 750 });
    const res = await new Client(t.app).post(config.ingestPath, person(1, { lead_id: 'crm-1' }));
    expect(res.statusCode).toBe(200);
    const [result] = res.json().results;
    expect(result).toMatchObject({ outcome: 'delivered', costCents: 750, errors: [] });
    const again = await new Client(t.app).post(config.ingestPath, person(1, { lead_id: 'crm-1', first_name: 'Changed' }));
    expect(again.json().results[0]).toMatchObject({ outcome: 'already_imported', leadId: result.leadId, costCents: 0 });

    expect((await client.get('/api/balance')).json().balanceCents).toBe(2000 - 750);
    const ledger = await db().select().from(balanceTransactions).where(eq(balanceTransactions.reference, result.leadId));
    expect(ledger).toMatchObject([{ kind: 'lead_charge', amountCents: -750, balanceAfterCents: 1250, userId: user.email ? expect.any(String) : '' }]);
    expect(await ledgerMatchesBalance(db(), ledger[0]!.userId)).toEqual({ balance: 1250, ledger: 1250 });
    const detail = (await client.get(`/api/leads/${result.leadId}`)).json();
    expect(detail).toMatchObject({ status: 'delivered', costCents: 750, charge: { kind: 'lead_charge', amountCents: -750, reference: result.leadId } });
    expect(detail.returnableUntil).not.toBeNull();
  });

  it('answers a batch lead by lead; a body with no usable lead is refused with the reason', async () => {
    const { config } = await advertiser(t.app, { dollars: 100 });
    const res = await new Client(t.app).post(config.ingestPath, { leads: [person(1), { first_name: 'No', last_name: 'Contact' }, person(2, { email: '<test lead: dummy data for email>' })] });
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toMatchObject({ delivered: 1, rejected: 1, test: 1 });
    expect(res.json().results[1]).toMatchObject({ outcome: 'rejected', leadId: expect.any(String), errors: [LEAD_MESSAGES.needsContact] });
    const [kept] = await db().select().from(importedLeads).where(eq(importedLeads.id, res.json().results[1].leadId));
    expect(kept).toMatchObject({ status: 'failed', errors: [LEAD_MESSAGES.needsContact], costCents: 0, chargedAt: null });
    const refused = await new Client(t.app).post(config.ingestPath, [{ email: 'nope' }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain(LEAD_MESSAGES.needsContact);
    expect((await new Client(t.app).post('/api/leads/ingest/li_not_a_real_token_at_all', person(1))).statusCode).toBe(404);
    expect((await new Client(t.app).post(config.ingestPath, '{"oops"', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });

  it('applies the import\'s quality rules: a lead that breaks one is kept as failed with the reason, never charged', async () => {
    const { client, config } = await advertiser(t.app, { dollars: 20, costPerLeadCents: 500 });
    const rules = { requireConsent: true, consentMaxAgeDays: 30, serviceStates: ['TX'] };
    const saved = await client.request({ method: 'PATCH', url: `/api/lead-configs/${config.id}`, payload: { qualityRules: rules } });
    expect(saved.json().qualityRules).toEqual({ requirePhone: false, requireEmail: false, minQualityScore: 0, ...rules });
    const consent = (days: number) => ({ consent_text: 'I agree to be called', consent_timestamp: new Date(Date.now() - days * 86_400_000).toISOString() });

    const res = await new Client(t.app).post(config.ingestPath, [
      person(40, consent(2)), person(41, consent(45)), person(42, { ...consent(1), state: 'FL' }), { first_name: 'No', last_name: 'Contact', ...consent(1) },
    ]);
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results.map((r: { outcome: string }) => r.outcome)).toEqual(['delivered', 'rejected', 'rejected', 'rejected']);
    expect(results.map((r: { errors: string[] }) => r.errors)).toEqual([
      [], [RULE_MESSAGES.consentTooOld(30)], [RULE_MESSAGES.outsideArea('FL')], [LEAD_MESSAGES.needsContact, RULE_MESSAGES.noState],
    ]);
    for (const r of results.slice(1)) {
      const detail = (await client.get(`/api/leads/${r.leadId}`)).json();
      expect(detail).toMatchObject({ status: 'failed', errors: r.errors, costCents: 0, chargedAt: null, charge: null });
    }
    expect((await client.get('/api/balance')).json().balanceCents).toBe(2000 - 500);
    const [delivered] = await db().select().from(importedLeads).where(eq(importedLeads.id, results[0].leadId));
    expect(await ledgerMatchesBalance(db(), delivered!.userId)).toEqual({ balance: 1500, ledger: 1500 });

    // Turned off again: the same kind of lead is delivered.
    await client.request({ method: 'PATCH', url: `/api/lead-configs/${config.id}`, payload: { qualityRules: {} } });
    expect((await new Client(t.app).post(config.ingestPath, person(43, consent(45)))).json().results[0].outcome).toBe('delivered');
  });

  it('keeps duplicates of the same e-mail or phone for 30 days, marked and never charged', async () => {
    const { client, config } = await advertiser(t.app, { dollars: 100, costPerLeadCents: 1000 });
    const send = async (lead: object) => (await new Client(t.app).post(config.ingestPath, lead)).json().results[0];
    const original = await send(person(7));
    const sameEmail = await send({ ...person(8), email: 'PAT.RIVERA.7@gmail.com' });
    const samePhone = await send({ ...person(9), phone: '+1 (512) 200-0007' });
    const batch = (await new Client(t.app).post(config.ingestPath, [person(10), person(10)])).json().results;
    expect([original.outcome, sameEmail.outcome, samePhone.outcome, ...batch.map((r: { outcome: string }) => r.outcome)])
      .toEqual(['delivered', 'duplicate', 'duplicate', 'delivered', 'duplicate']);
    const dup = (await client.get(`/api/leads/${sameEmail.leadId}`)).json();
    expect(dup).toMatchObject({ status: 'duplicate', duplicateOfId: original.leadId, chargedAt: null, charge: null });
    expect((await client.get('/api/balance')).json().balanceCents).toBe(10_000 - 2 * 1000);

    // Older than 30 days: a new lead again.
    await db().update(importedLeads).set({ importedAt: sql`now() - interval '31 days'` }).where(eq(importedLeads.configId, config.id));
    expect((await send({ ...person(11), email: 'pat.rivera.7@gmail.com' })).outcome).toBe('delivered');
  });

  it('judges duplicates across all of an advertiser\'s imports, and names the earlier lead', async () => {
    const { client, config } = await advertiser(t.app, { dollars: 100, costPerLeadCents: 1000 });
    const second = await newConfig(client, { campaignName: 'Second source', costPerLeadCents: 1000 });
    const original = (await new Client(t.app).post(config.ingestPath, person(21))).json().results[0];
    const again = (await new Client(t.app).post(second.ingestPath, { ...person(22), phone: person(21).phone })).json().results[0];
    expect([original.outcome, again.outcome]).toEqual(['delivered', 'duplicate']);
    const dup = (await client.get(`/api/leads/${again.leadId}`)).json();
    expect(dup).toMatchObject({
      status: 'duplicate', costCents: 0, chargedAt: null, duplicateOfId: original.leadId,
      duplicateOf: { id: original.leadId, name: `${person(21).first_name} Rivera`, campaignName: config.campaignName },
    });
    expect((await client.get('/api/balance')).json().balanceCents).toBe(10_000 - 1000);

    // Another advertiser's lead with the same contact is not a duplicate for them.
    const other = await advertiser(t.app, { dollars: 100, costPerLeadCents: 1000 });
    expect((await new Client(t.app).post(other.config.ingestPath, person(21))).json().results[0].outcome).toBe('delivered');
  });

  it('masks a lead until it is charged: list, detail, CSV and data export; readable once paid; admins see it whole', async () => {
    const { client, config } = await advertiser(t.app, { costPerLeadCents: 500 });
    const lead = person(30, { address: '12 Oak St', ip_address: '203.0.113.77', trustedform_cert_url: 'https://cert.trustedform.com/0123456789abcdef' });
    const sent = (await new Client(t.app).post(config.ingestPath, lead)).json().results[0];
    expect(sent.outcome).toBe('pending');
    const secrets = [lead.email, lead.phone, '12 Oak St', '203.0.113.77', '0123456789abcdef'];
    const showsNone = (text: string) => secrets.filter((s) => text.includes(s));

    const listed = (await client.get('/api/leads')).json().items[0];
    expect(listed).toMatchObject({ held: true, name: `${lead.first_name} R.`, email: 'p***@g***.com', phone: '***-***-0030' });
    const detail = await client.get(`/api/leads/${sent.leadId}`);
    expect(detail.json()).toMatchObject({ held: true, data: { last_name: 'R.', address: '*** Oak St' } });
    expect(showsNone(detail.body)).toEqual([]);
    expect(showsNone((await client.get('/api/leads/export.csv')).body)).toEqual([]);
    expect(showsNone((await client.get('/api/leads/summary')).body)).toEqual([]);
    expect(showsNone((await client.get('/api/account/export')).body)).toEqual([]);
    const admin = (await signUp(t.app, newUser({ email: 'leads-admin@gmail.com' }))).client;
    const asAdmin = await admin.get(`/api/admin/users/${(await client.get('/api/me')).json().id}`);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json().leads.recent[0]).toMatchObject({ held: true, email: lead.email });

    await recharge(client, 10);
    await jobsSettled(t.app);
    const paid = await client.get(`/api/leads/${sent.leadId}`);
    expect(paid.json()).toMatchObject({ status: 'delivered', held: false, email: lead.email, data: { last_name: 'Rivera', address: '12 Oak St' } });
    expect(showsNone(paid.body)).toEqual(secrets);
    expect(showsNone((await client.get('/api/leads/export.csv')).body)).toEqual(expect.arrayContaining([lead.email, '12 Oak St']));
  });

  it('keeps leads it cannot pay for pending, in order, and never overdraws', async () => {
    const { client, user, config } = await advertiser(t.app, { dollars: 12, costPerLeadCents: 500 });
    const results = (await new Client(t.app).post(config.ingestPath, [person(1), person(2), person(3)])).json().results;
    expect(results.map((r: { outcome: string }) => r.outcome)).toEqual(['delivered', 'delivered', 'pending']);
    // A later lead never jumps the queue, even though the balance could cover a cheaper one.
    await client.request({ method: 'PATCH', url: `/api/lead-configs/${config.id}`, payload: { costPerLeadCents: 200 } });
    expect((await new Client(t.app).post(config.ingestPath, person(4))).json().results[0].outcome).toBe('pending');
    const balance = (await client.get('/api/balance')).json();
    expect(balance).toMatchObject({ balanceCents: 200, pendingLeads: { count: 2, cents: 700 } });
    await jobsSettled(t.app);
    const [owner] = await db().select({ userId: importedLeads.userId }).from(importedLeads).where(eq(importedLeads.configId, config.id)).limit(1);
    expect(await ledgerMatchesBalance(db(), owner!.userId)).toEqual({ balance: 200, ledger: 200 });
    expect(user.email).toContain('@');
  });
});

describe('the advertiser\'s leads', () => {
  it('are summarised, filtered, searched, paged and exported', async () => {
    const { client, config } = await advertiser(t.app, { dollars: 50, costPerLeadCents: 1000 });
    const other = await newConfig(client, { campaignName: 'Other campaign', costPerLeadCents: 1000 });
    await new Client(t.app).post(config.ingestPath, [person(1, { trustedform_cert_url: 'https://cert.trustedform.com/2f4a9c1e7b3d5f60812a4c6e8b0d2f4a6c8e0b1d' }), person(2), { email: 'solo@gmail.com' }]);
    await new Client(t.app).post(other.ingestPath, [person(3), person(4), person(5)]);

    const summary = (await client.get('/api/leads/summary')).json();
    expect(summary.stats).toMatchObject({ totalLeads: 6, totalSpentCents: 5000, activeConfigs: 2 });
    expect(summary.stats.avgQuality).toBeCloseTo(summary.stats.avgQuality, 1);
    expect(summary.recentLeads).toHaveLength(5);
    // The newest is waiting for funds: masked until charged.
    expect(summary.recentLeads[0]).toMatchObject({ held: true, email: 'p***@g***.com' });

    const list = async (q: string) => (await client.get(`/api/leads?${q}`)).json();
    expect((await list(`configId=${other.id}`)).total).toBe(3);
    expect((await list('status=pending')).items.map((l: { email: string }) => l.email)).toEqual(['p***@g***.com']);
    expect((await list('minQuality=90')).items.map((l: { email: string }) => l.email)).toEqual(['pat.rivera.1@gmail.com']);
    expect((await list('search=solo')).total).toBe(1);
    expect((await list(`search=${encodeURIComponent('(512) 200-0002')}`)).items[0].email).toBe('pat.rivera.2@gmail.com');
    expect((await list('search=patd rivera')).items[0].name).toBe('Patd Rivera');
    expect((await list('search=nobody')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(6);
    expect((await list('to=2020-01-01')).total).toBe(0);
    const page2 = await list('limit=4&page=2');
    expect(page2).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(page2.items).toHaveLength(2);

    const csv = await client.get(`/api/leads/export.csv?configId=${config.id}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('E-mail');
    expect(csv.body).toContain('https://cert.trustedform.com/2f4a9c1e7b3d5f60812a4c6e8b0d2f4a6c8e0b1d');
    expect(csv.body).not.toContain('pat.rivera.3@gmail.com');
  });

  it('never matches a held lead by what its advertiser cannot see; matches it in full once charged', async () => {
    const { client, config } = await advertiser(t.app, { costPerLeadCents: 1000 });
    const held = person(71, { source_id: 'fb-held-71' });
    const [r] = (await new Client(t.app).post(config.ingestPath, held)).json().results;
    expect(r.outcome).toBe('pending');
    const found = async (search: string) => (await client.get(`/api/leads?search=${encodeURIComponent(search)}`)).json().items.map((l: { id: string }) => l.id);
    // Substrings of the masked e-mail, phone and surname find nothing, so they cannot be guessed a character at a time.
    for (const hidden of ['pat.rivera.71', 'rivera.71@', '@gmail.com', '2000071', '512200', 'Rivera', `${held.first_name} Riv`]) {
      expect(await found(hidden), hidden).toEqual([]);
    }
    // What the advertiser sees of it does.
    expect(await found(held.first_name)).toEqual([r.leadId]);
    expect(await found('fb-held-71')).toEqual([r.leadId]);
    await recharge(client, 20);
    await jobsSettled(t.app);
    for (const visible of ['pat.rivera.71', '2000071', `${held.first_name} Riv`]) expect(await found(visible), visible).toEqual([r.leadId]);
  });

  it('limits searches to 30 a minute per user; paging and filtering are not limited', async () => {
    const { client } = await advertiser(t.app);
    for (let i = 0; i < 30; i++) expect((await client.get(`/api/leads?search=guess${i}`)).statusCode).toBe(200);
    const over = await client.get('/api/leads?search=guess30');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    for (let i = 0; i < 35; i++) expect((await client.get(`/api/leads?page=${1 + (i % 3)}`)).statusCode).toBe(200);
    // Another user's searches are their own.
    expect((await (await advertiser(t.app)).client.get('/api/leads?search=guess')).statusCode).toBe(200);
  });

  it('shows a lead\'s data, quality reasons and consent proof', async () => {
    const { client, config } = await advertiser(t.app, { dollars: 10 });
    const [r] = (await new Client(t.app).post(config.ingestPath, person(1, {
      consent_text: 'I agree to be contacted by phone and text.', consent_timestamp: '2026-11-20T10:00:00Z', consent_page_url: 'https://quotes.example.com/auto',
      consent_ip: '203.0.113.7', consent_user_agent: 'Mozilla/5.0', jornaya_leadid: '7A9C2E4B-1D3F-4A5B-8C6D-0E1F2A3B4C5D', vehicle: '2019 Honda Civic',
    }))).json().results;
    const lead = (await client.get(`/api/leads/${r.leadId}`)).json();
    expect(lead.data).toMatchObject({ first_name: 'Patb', vehicle: '2019 Honda Civic', state: 'TX' });
    expect(lead.consent).toEqual({
      text: 'I agree to be contacted by phone and text.', timestamp: '2026-11-20T10:00:00.000Z', pageUrl: 'https://quotes.example.com/auto',
      ip: '203.0.113.7', userAgent: 'Mozilla/5.0', jornayaLeadId: '7A9C2E4B-1D3F-4A5B-8C6D-0E1F2A3B4C5D',
    });
    expect(lead.qualityReasons.find((q: { code: string }) => q.code === 'consent_certified')).toBeDefined();
    expect(lead.qualityScore).toBe(lead.qualityReasons.reduce((s: number, q: { points: number }) => s + q.points, 0));
  });
});

describe('lead returns', () => {
  async function deliveredLead() {
    const buyer = await advertiser(t.app, { dollars: 30, costPerLeadCents: 900 });
    const [r] = (await new Client(t.app).post(buyer.config.ingestPath, person(Math.floor(Math.random() * 1e6)))).json().results;
    expect(r.outcome).toBe('delivered');
    return { ...buyer, leadId: r.leadId as string };
  }
  const admin = async () => (await signUp(t.app, newUser({ email: 'returns-desk@gmail.com' }))).client;
  let desk: Client;
  beforeAll(async () => { desk = await admin(); });

  it('can be asked for once within 7 days, only for delivered leads', async () => {
    const { client, leadId, config } = await deliveredLead();
    const bad = await client.post(`/api/leads/${leadId}/return`, { reason: 'because' });
    expect(bad.statusCode).toBe(400);
    const asked = await client.post(`/api/leads/${leadId}/return`, { reason: 'invalid_contact', details: 'Number disconnected' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ return: { status: 'requested', reason: 'invalid_contact', details: 'Number disconnected' }, returnableUntil: null });
    expect((await client.post(`/api/leads/${leadId}/return`, { reason: 'other' })).json().error).toEqual({ code: 'RETURN_EXISTS', message: LEAD_MESSAGES.alreadyReturned });

    const [pending] = (await new Client(t.app).post(config.ingestPath, [person(9001), person(9002), person(9003), person(9004)])).json().results.slice(-1);
    expect(pending.outcome).toBe('pending');
    expect((await client.post(`/api/leads/${pending.leadId}/return`, { reason: 'other' })).json().error.code).toBe('NOT_RETURNABLE');

    const old = await deliveredLead();
    await db().update(importedLeads).set({ chargedAt: sql`now() - interval '8 days'` }).where(eq(importedLeads.id, old.leadId));
    const late = await old.client.post(`/api/leads/${old.leadId}/return`, { reason: 'other' });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toEqual({ code: 'RETURN_WINDOW_CLOSED', message: LEAD_MESSAGES.returnWindow });
  });

  it('approved under concurrent approvals is credited back exactly once', async () => {
    const { client, leadId } = await deliveredLead();
    await client.post(`/api/leads/${leadId}/return`, { reason: 'not_requested' });
    const [ret] = await db().select().from(leadReturns).where(eq(leadReturns.leadId, leadId));
    const decisions = await Promise.all(Array.from({ length: 6 }, () => desk.post(`/api/admin/lead-returns/${ret!.id}/decision`, { decision: 'approve', note: 'Verified: disconnected' })));
    expect(decisions.map((d) => d.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const credits = await db().select().from(balanceTransactions).where(eq(balanceTransactions.reference, `return:${leadId}`));
    expect(credits).toMatchObject([{ kind: 'lead_return', amountCents: 900 }]);
    expect((await client.get('/api/balance')).json().balanceCents).toBe(3000);
    expect((await client.get(`/api/leads/${leadId}`)).json()).toMatchObject({ status: 'returned', return: { status: 'approved', adminNote: 'Verified: disconnected' } });
    expect(await ledgerMatchesBalance(db(), credits[0]!.userId)).toEqual({ balance: 3000, ledger: 3000 });
  });

  it('denied keeps the charge; the queue is for admins only', async () => {
    const { client, leadId } = await deliveredLead();
    await client.post(`/api/leads/${leadId}/return`, { reason: 'out_of_area' });
    const queue = (await desk.get('/api/admin/lead-returns?status=requested')).json();
    const mine = queue.items.find((r: { lead: { id: string } }) => r.lead.id === leadId);
    expect(mine).toMatchObject({ status: 'requested', reason: 'out_of_area', user: { email: expect.stringContaining('@') } });
    expect((await client.get('/api/admin/lead-returns')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/admin/lead-returns')).statusCode).toBe(401);
    expect((await client.post(`/api/admin/lead-returns/${mine.id}/decision`, { decision: 'approve' })).statusCode).toBe(403);
    const denied = await desk.post(`/api/admin/lead-returns/${mine.id}/decision`, { decision: 'deny', note: 'Inside the service area' });
    expect(denied.json()).toMatchObject({ status: 'denied', adminNote: 'Inside the service area' });
    expect((await client.get('/api/balance')).json().balanceCents).toBe(3000 - 900);
    expect((await client.get(`/api/leads/${leadId}`)).json().status).toBe('delivered');
    await jobsSettled(t.app);
  });
});

describe('ownership', () => {
  it('another user\'s configurations, leads and ledger answer 404 or are simply not there', async () => {
    const owner = await advertiser(t.app, { dollars: 10 });
    const [r] = (await new Client(t.app).post(owner.config.ingestPath, person(1))).json().results;
    const { client: stranger } = await signUp(t.app);
    await recharge(stranger, 1);
    expect((await stranger.get(`/api/lead-configs/${owner.config.id}`)).statusCode).toBe(404);
    expect((await stranger.request({ method: 'PATCH', url: `/api/lead-configs/${owner.config.id}`, payload: { active: false } })).statusCode).toBe(404);
    expect((await stranger.request({ method: 'DELETE', url: `/api/lead-configs/${owner.config.id}` })).statusCode).toBe(404);
    expect((await stranger.post(`/api/lead-configs/${owner.config.id}/rotate`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/leads/${r.leadId}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/leads/${r.leadId}/return`, { reason: 'other' })).statusCode).toBe(404);
    expect((await stranger.get('/api/lead-configs')).json()).toEqual([]);
    expect((await stranger.get('/api/leads')).json().total).toBe(0);
    expect((await stranger.get('/api/leads/export.csv')).body).not.toContain('pat.rivera');
    const ledger = (await stranger.get('/api/balance/transactions')).json();
    expect(ledger.items.map((e: { kind: string; amountCents: number }) => [e.kind, e.amountCents])).toEqual([['recharge', 100]]);
    expect((await stranger.get('/api/balance/transactions.csv')).body).not.toContain(r.leadId);
    for (const url of ['/api/lead-configs', '/api/leads', '/api/leads/summary', '/api/balance', '/api/balance/transactions']) {
      expect((await new Client(t.app).get(url)).statusCode).toBe(401);
    }
  });
});
