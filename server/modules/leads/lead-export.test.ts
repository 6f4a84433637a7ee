// The leads export as JSON: the same filters as the list and the CSV (status=delivered: charged leads only), and a lead
// not charged is masked there as everywhere else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, person } from '../../test/lead-fixtures';
import { Client, createTestApp, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('JSON export of leads', () => {
  it('streams the filtered leads as one array; status=delivered keeps the charged ones, each readable in full', async () => {
    const { client, config } = await advertiser(t.app, { dollars: 10, costPerLeadCents: 500 });
    const results = (await new Client(t.app).post(config.ingestPath, [person(1, { address: '12 Oak St' }), person(2), person(3)])).json().results;
    expect(results.map((r: { outcome: string }) => r.outcome)).toEqual(['delivered', 'delivered', 'pending']);

    const all = await client.get('/api/leads/export.json');
    expect(all.headers['content-type']).toContain('application/json');
    expect(all.headers['content-disposition']).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.json"/);
    const leads = all.json<{ id: string; status: string; held: boolean; email: string; data: Record<string, string> }[]>();
    expect(leads).toHaveLength(3);
    expect(all.body).not.toContain('pat.rivera.3@gmail.com');
    expect(leads.find((l) => l.status === 'pending')).toMatchObject({ held: true, email: 'p***@g***.com' });

    const charged = (await client.get(`/api/leads/export.json?status=delivered&configId=${config.id}`)).json<typeof leads>();
    expect(charged.map((l) => l.email).sort()).toEqual(['pat.rivera.1@gmail.com', 'pat.rivera.2@gmail.com']);
    expect(charged.find((l) => l.email === 'pat.rivera.1@gmail.com')!.data.address).toBe('12 Oak St');
  });

  it('answers an empty array, and nothing of anyone else\'s', async () => {
    const { client } = await advertiser(t.app);
    const res = await client.get('/api/leads/export.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await new Client(t.app).get('/api/leads/export.json')).statusCode).toBe(401);
  });
});
