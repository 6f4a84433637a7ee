// CSV upload: column mapping, per-row errors, several batches, the same file twice, and what is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedLeads, leadImports } from '../../db/schema';
import { advertiser, ledgerMatchesBalance } from '../../test/lead-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const upload = (client: Client, fields: Record<string, string>, file: { name: string; type?: string; content: string | Buffer }) =>
  client.upload('/api/leads/import', file, fields);

const MAPPING = {
  'First': 'first_name', 'Last': 'last_name', 'Email Address': 'email', 'Mobile': 'phone', 'State': 'state', 'Zip': 'zip',
  'Opt-in Time': 'consent_timestamp', 'Opt-in Text': 'consent_text', 'Notes': 'extra', 'Internal': 'ignore',
};
const HEADER = 'First,Last,Email Address,Mobile,State,Zip,Opt-in Time,Opt-in Text,Notes,Internal';

describe('CSV import', () => {
  it('maps columns, reports bad rows by line, charges good rows, and keeps the run\'s report', async () => {
    const { client, config, user } = await advertiser(t.app, { dollars: 30, costPerLeadCents: 1000 });
    const csv = '\uFEFF' + [
      HEADER,
      'Ann,Lee,ann@gmail.com,512-867-5309,Texas,78701,2026-11-01T09:00:00Z,I agree,"Wants a quote, soon",x',
      'Bob,Stone,not-an-email,12,TX,78701,,,,x',
      'Cy,Diaz,cy@gmail.com,,Florida,33101,,,"multi\nline note",x',
      ',,,,,,,,,',
      'Di,Park,di@gmail.com,(305) 418-0100,FL,33101,,,,x',
      'Ed,Moss,ed@gmail.com,,NY,10001,,,,x',
    ].join('\n');
    const res = await upload(client, { configId: config.id, mapping: JSON.stringify(MAPPING) }, { name: 'october-leads.csv', content: csv });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      fileName: 'october-leads.csv', rows: 5, chargedCents: 3000,
      counts: { delivered: 3, pending: 1, rejected: 1, duplicate: 0, already_imported: 0, test: 0 },
      errors: [{ row: 3, messages: ['A lead needs a valid e-mail address or phone number.', 'email: "not-an-email" is not valid', 'phone: "12" is not valid'] }],
      errorsTruncated: false,
    });
    const stored = await t.database.db.select().from(importedLeads).where(eq(importedLeads.configId, config.id));
    // The row without a usable contact is kept as failed with its reasons, never charged.
    expect(stored).toHaveLength(5);
    expect(stored.find((l) => l.status === 'failed')).toMatchObject({ costCents: 0, chargedAt: null, errors: report.errors[0].messages });
    const ann = stored.find((l) => l.email === 'ann@gmail.com')!;
    expect(ann).toMatchObject({ sourcePlatform: 'csv', phone: '+15128675309', importId: report.importId, consent: { timestamp: '2026-11-01T09:00:00.000Z', text: 'I agree' } });
    expect(ann.leadData).toEqual({ first_name: 'Ann', last_name: 'Lee', email: 'ann@gmail.com', phone: '+15128675309', state: 'TX', zip: '78701', Notes: 'Wants a quote, soon' });
    expect(stored.find((l) => l.email === 'cy@gmail.com')!.leadData.Notes).toBe('multi line note');
    const [run] = await t.database.db.select().from(leadImports).where(eq(leadImports.id, report.importId));
    expect(run).toMatchObject({ status: 'completed', sha256: expect.stringMatching(/^[0-9a-f]{64}$/), report: { rows: 5 } });
    expect(await ledgerMatchesBalance(t.database.db, user.email ? stored[0]!.userId : '')).toEqual({ balance: 0, ledger: 0 });

    // The same file again: every row is already there, nothing is charged twice.
    const again = (await upload(client, { configId: config.id, mapping: JSON.stringify(MAPPING) }, { name: 'october-leads.csv', content: csv })).json();
    expect(again).toMatchObject({ rows: 5, chargedCents: 0, counts: { already_imported: 5, rejected: 0, delivered: 0, pending: 0 } });
    expect(await t.database.db.$count(importedLeads, eq(importedLeads.configId, config.id))).toBe(5);
  });

  it('streams a file of several thousand rows through the pipeline in batches', async () => {
    const { client, config } = await advertiser(t.app, { dollars: 9000, costPerLeadCents: 200 });
    const lines = ['email,phone,first_name,last_name,lead_id'];
    for (let i = 0; i < 4500; i++) lines.push(`lead${i}@gmail.com,+1512${String(3000000 + i)},Sam,"Park, Jr.",row-${i}`);
    lines.push('lead7@gmail.com,,Sam,Again,row-dup');
    const mapping = { email: 'email', phone: 'phone', first_name: 'first_name', last_name: 'last_name', lead_id: 'source_id' };
    const report = (await upload(client, { configId: config.id, mapping: JSON.stringify(mapping) }, { name: 'big.csv', content: lines.join('\r\n') })).json();
    expect(report).toMatchObject({ rows: 4501, counts: { delivered: 4500, duplicate: 1 }, chargedCents: 4500 * 200 });
    expect((await client.get('/api/balance')).json().balanceCents).toBe(900_000 - 4500 * 200);
    expect((await client.get('/api/leads?search=row-4499')).json().items[0].name).toBe('Sam Park, Jr.');
    // 4,500 leads charged in 23 batches: some 10 s alone, over a minute beside the browser journeys (scripts/test.mjs).
  }, 120_000);

  it('refuses what is not a CSV file, an unmapped contact column, and other users\' configurations', async () => {
    const { client, config } = await advertiser(t.app, { dollars: 1 });
    const mapping = JSON.stringify({ email: 'email' });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const disguised = await upload(client, { configId: config.id, mapping }, { name: 'leads.csv', content: png });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error.code).toBe('NOT_CSV');
    expect((await upload(client, { configId: config.id, mapping }, { name: 'photo.png', type: 'image/png', content: 'email\na@b.co' })).statusCode).toBe(415);
    const unmapped = await upload(client, { configId: config.id, mapping: JSON.stringify({ email: 'first_name' }) }, { name: 'l.csv', content: 'email\na@b.co' });
    expect(unmapped.json().error).toEqual({ code: 'MAPPING_INCOMPLETE', message: 'Map a column to E-mail or Phone: a lead needs one of them.' });
    expect((await upload(client, { mapping }, { name: 'l.csv', content: 'email\na@b.co' })).statusCode).toBe(400);
    const broken = await upload(client, { configId: config.id, mapping }, { name: 'l.csv', content: 'email,name\n"a@b.co,Ann\n' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.code).toBe('INVALID_CSV');

    const { client: stranger } = await signUp(t.app);
    expect((await upload(stranger, { configId: config.id, mapping }, { name: 'l.csv', content: 'email\na@b.co' })).statusCode).toBe(404);
    expect((await upload(new Client(t.app), { configId: config.id, mapping }, { name: 'l.csv', content: 'email\na@b.co' })).statusCode).toBe(401);
    expect(await t.database.db.$count(importedLeads, eq(importedLeads.configId, config.id))).toBe(0);
  });
});
