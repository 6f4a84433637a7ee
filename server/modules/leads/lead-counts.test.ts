// Live counts: an upload's and a configuration's leads by their current status, which a recharge changes after the
// upload's report was written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, jobsSettled, recharge } from '../../test/lead-fixtures';
import { createTestApp, signUp, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const CSV = ['email,first_name', 'ann@gmail.com,Ann', 'bob@gmail.com,Bob', 'cy@gmail.com,Cy', 'not-an-email,Di', 'ann@gmail.com,Ann'].join('\n');
const MAPPING = JSON.stringify({ email: 'email', first_name: 'first_name' });
const zero = { delivered: 0, pending: 0, overCap: 0, rejected: 0, duplicate: 0, test: 0, returned: 0 };

describe('live lead counts', () => {
  it('shows an upload\'s waiting leads as delivered once a recharge has paid for them, on the same endpoint', async () => {
    const { client, config } = await advertiser(t.app, { costPerLeadCents: 500 });
    const report = (await client.upload('/api/leads/import', { name: 'leads.csv', content: CSV }, { configId: config.id, mapping: MAPPING })).json();
    expect(report.counts).toMatchObject({ pending: 3, rejected: 1, already_imported: 1 });
    await jobsSettled(t.app);

    const path = `/api/leads/imports/${report.importId}/counts`;
    const waiting = await client.get(path);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toEqual({
      ...zero, pending: 3, rejected: 1, importId: report.importId, status: 'completed', rows: 5, alreadyImported: 1, chargedCents: 0, settled: false,
    });
    expect((await client.get(`/api/lead-configs/${config.id}/counts`)).json()).toEqual({
      today: { ...zero, pending: 3, rejected: 1 }, allTime: { ...zero, pending: 3, rejected: 1 }, settled: false,
    });

    await recharge(client, 20);
    await jobsSettled(t.app);
    expect((await client.get(path)).json()).toMatchObject({ ...zero, delivered: 3, rejected: 1, alreadyImported: 1, chargedCents: 1500, settled: true });
    expect((await client.get(`/api/lead-configs/${config.id}/counts`)).json()).toEqual({
      today: { ...zero, delivered: 3, rejected: 1 }, allTime: { ...zero, delivered: 3, rejected: 1 }, settled: true,
    });
  });

  it('counts leads held over the import\'s daily cap as over cap', async () => {
    const { client, config } = await advertiser(t.app, { dollars: 50, costPerLeadCents: 500 });
    expect((await client.request({ method: 'PATCH', url: `/api/lead-configs/${config.id}`, payload: { dailyLeadCap: 2 } })).statusCode).toBe(200);
    const report = (await client.upload('/api/leads/import', { name: 'leads.csv', content: CSV }, { configId: config.id, mapping: MAPPING })).json();
    await jobsSettled(t.app);
    expect((await client.get(`/api/leads/imports/${report.importId}/counts`)).json()).toMatchObject({ ...zero, delivered: 2, overCap: 1, rejected: 1, settled: false });
    expect((await client.get(`/api/lead-configs/${config.id}/counts`)).json().today).toEqual({ ...zero, delivered: 2, overCap: 1, rejected: 1 });
  });

  it('answers 404 for another advertiser\'s upload or configuration', async () => {
    const { client, config } = await advertiser(t.app, { dollars: 10 });
    const report = (await client.upload('/api/leads/import', { name: 'leads.csv', content: CSV }, { configId: config.id, mapping: MAPPING })).json();
    const { client: stranger } = await signUp(t.app);
    expect((await stranger.get(`/api/leads/imports/${report.importId}/counts`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/lead-configs/${config.id}/counts`)).statusCode).toBe(404);
    expect((await client.get('/api/leads/imports/not-a-uuid/counts')).statusCode).toBe(400);
  });
});
