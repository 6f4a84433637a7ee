// A dataset's rows through the data API: every row read exactly once across pages, whatever the filter; filters and
// columns against a brute-force reading of the same file; the streams; what a key may read; a replaced file.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetFiles, subscriptions } from '../../db/schema';
import { datasetFixtures } from '../../test/dataset-fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { teamFixtures, type Person } from '../../test/team-fixtures';
import { PAGE_SCAN_BYTES } from './rows/dataset-rows';

let t: TestContext;
const { person } = teamFixtures(() => t);
const { storedDataset, paidOrder } = datasetFixtures(() => t, 'rows');

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

type Row = Record<string, string>;
const STATES = ['CA', 'TX', 'NY', 'FL', 'WA'];
const CITIES = ['San Jose', 'Austin', 'Albany', 'Miami', 'Seattle'];
const COLUMNS = [
  { name: 'id', type: 'integer' }, { name: 'name', type: 'string' }, { name: 'state', type: 'string' },
  { name: 'zip', type: 'string' }, { name: 'age', type: 'integer' }, { name: 'note', type: 'string' },
];

/** Rows with what CSV makes hard: quoted commas and quotes, line breaks inside a field, non-ASCII, empty cells, CRLF. */
function csvText(count: number, filler = '', ascii = false) {
  const lines = ['id,name,state,zip,age,note'];
  for (let i = 1; i <= count; i++) {
    const note = i % 7 === 0 ? '"line one\nline two, ""quoted"""' : i % 11 === 0 ? (ascii ? 'ZURICH' : 'Zürich 😀 李') : i % 13 === 0 ? '' : `${CITIES[i % 5]}${filler}`;
    lines.push(`${i},"Doe, ${i}",${STATES[i % 5]},${String((i * 7919) % 99999).padStart(5, '0')},${18 + (i % 60)},${note}`);
  }
  const eol = count % 2 ? '\r\n' : '\n';
  return `\ufeff${lines.join(eol)}${count % 3 ? eol : ''}`;
}
const rowsOf = (csv: string): Row[] => parse(csv, { columns: true, bom: true });
/** A row as the JSON answers carry it: the dictionary's integer columns as numbers (an empty one as null). */
const INTEGER_COLUMNS = new Set(COLUMNS.filter((c) => c.type === 'integer').map((c) => c.name));
const asJson = (row: Row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, INTEGER_COLUMNS.has(k) ? (v === '' ? null : Number(v)) : v]));

/** A buyer who holds a dataset of `csv`, and their key; on Enterprise (10,000 requests an hour) unless told. */
async function holder(csv: string, plan: Partial<typeof subscriptions.$inferInsert> = {}) {
  const buyer = await person();
  const dataset = await storedDataset({ csv, columns: COLUMNS });
  await paidOrder(buyer.id, [dataset.id], { email: buyer.email });
  const team = (await buyer.client.get('/api/team')).json();
  const now = new Date();
  await t.database.db.insert(subscriptions).values({
    teamId: team.id, plan: 'enterprise', status: 'active', billingAnchor: now, currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000), ...plan,
  });
  return { buyer, dataset, key: await keyOf(buyer) };
}
async function keyOf(who: Person, scopes = ['datasets:read']) {
  const res = await who.client.post('/api/api-keys', { name: 'Rows', scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ key: string }>().key;
}
const call = (url: string, key: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });

/** Every page from the first to the last, following next_cursor. */
async function allPages(url: string, key: string) {
  const pages: { data: Record<string, unknown>[]; columns: { name: string; type: string }[]; next_cursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(`${url}${url.includes('?') ? '&' : '?'}${cursor ? `cursor=${cursor}` : ''}`, key);
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json());
    cursor = pages.at(-1)!.next_cursor;
  } while (cursor && pages.length < 10_000);
  return { pages, rows: pages.flatMap((p) => p.data) };
}

describe('a dataset\'s rows', () => {
  it('pages through every row exactly once, in file order, whatever the page size', async () => {
    const csv = csvText(233);
    const { dataset, key } = await holder(csv);
    const expected = rowsOf(csv).map(asJson);
    for (const limit of [3, 7, 100, 1000]) {
      const { rows, pages } = await allPages(`/api/v1/datasets/${dataset.id}/rows?limit=${limit}`, key);
      expect(rows).toEqual(expected);
      expect(pages.length).toBe(Math.ceil(233 / limit));
    }
    const first = (await call(`/api/v1/datasets/${dataset.id}/rows?limit=5`, key)).json();
    expect(first.columns).toEqual(COLUMNS);
  });

  it.each([['with non-ASCII text', false], ['in plain ASCII', true]])('filters by state, ZIP prefix and any column, and answers the chosen columns, as a brute-force reading does (%s)', async (_, ascii) => {
    const csv = csvText(401, '', ascii);
    const { dataset, key } = await holder(csv);
    const all = rowsOf(csv);
    const cases: [string, (r: Row) => boolean][] = [
      ['state=ca', (r) => r.state === 'CA'],
      ['zip_prefix=1', (r) => r.zip!.startsWith('1')],
      ['state=TX&zip_prefix=2', (r) => r.state === 'TX' && r.zip!.startsWith('2')],
      ['where=age:gte:60', (r) => Number(r.age) >= 60],
      ['where=age:lt:20&where=state:ne:ny', (r) => Number(r.age) < 20 && r.state !== 'NY'],
      ['where=note:contains:QUOTED', (r) => r.note!.toLowerCase().includes('quoted')],
      ['where=name:eq:doe, 42', (r) => r.name === 'Doe, 42'],
      ['where=note:prefix:al', (r) => r.note!.toLowerCase().startsWith('al')],
      ['where=note:eq:', (r) => r.note === ''],
      ['state=ZZ', () => false],
      ['where=age:eq:30&zip_prefix=0', (r) => r.age === '30' && r.zip!.startsWith('0')],
      ['where=zip:contains:00', (r) => r.zip!.includes('00')],
      ['where=note:eq:zurich', (r) => r.note === 'ZURICH'],
      ['where=note:contains:ICH&state=tx', (r) => r.note!.toLowerCase().includes('ich') && r.state === 'TX'],
    ];
    for (const [query, wanted] of cases) {
      const { rows } = await allPages(`/api/v1/datasets/${dataset.id}/rows?limit=9&${encodeURI(query)}`, key);
      expect(rows, query).toEqual(all.filter(wanted).map(asJson));
    }
    const picked = await allPages(`/api/v1/datasets/${dataset.id}/rows?columns=zip,id&state=WA&limit=50`, key);
    expect(picked.rows).toEqual(all.filter((r) => r.state === 'WA').map((r) => ({ zip: r.zip, id: Number(r.id) })));
    expect(Object.keys(picked.rows[0]!)).toEqual(['zip', 'id']);
    expect(picked.pages[0]!.columns).toEqual([{ name: 'zip', type: 'string' }, { name: 'id', type: 'integer' }]);
  });

  it('bounds what one page reads: a rare match is reached through short pages, never skipped', async () => {
    // ~13 MB: three pages' worth of reading for a filter that matches two rows, one near each end.
    const csv = csvText(40_000, ' '.repeat(300));
    expect(csv.length).toBeGreaterThan(2 * PAGE_SCAN_BYTES);
    const { dataset, key } = await holder(csv);
    const { pages, rows } = await allPages(`/api/v1/datasets/${dataset.id}/rows?where=id:eq:3&limit=10`, key);
    expect(rows.map((r) => r.id)).toEqual([3]);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const last = await allPages(`/api/v1/datasets/${dataset.id}/rows?where=id:gte:39999`, key);
    expect(last.rows.map((r) => r.id)).toEqual([39999, 40000]);
  });

  it('streams every wanted row as NDJSON and as CSV', async () => {
    const csv = csvText(150);
    const { dataset, key } = await holder(csv);
    const wanted = rowsOf(csv).filter((r) => r.state === 'FL').map((r) => ({ id: r.id!, note: r.note! }));
    const ndjson = await call(`/api/v1/datasets/${dataset.id}/rows.ndjson?state=FL&columns=id,note`, key);
    expect(ndjson.statusCode).toBe(200);
    expect(ndjson.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(ndjson.body.trimEnd().split('\n').map((line) => JSON.parse(line))).toEqual(wanted.map(asJson));
    const csvRes = await call(`/api/v1/datasets/${dataset.id}/rows.csv?state=FL&columns=id,note`, key);
    expect(csvRes.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(rowsOf(csvRes.body)).toEqual(wanted);
    const whole = await call(`/api/v1/datasets/${dataset.id}/rows.ndjson`, key);
    expect(whole.body.trimEnd().split('\n').map((line) => JSON.parse(line))).toEqual(rowsOf(csv).map(asJson));
  });

  it('neutralises formula cells in rows.csv as every CSV the site writes, and keeps the values in JSON and NDJSON', async () => {
    const risky = ['=HYPERLINK("http://x.example")', '+SUM(A1:A9)', '@cmd', '-2+3', '\tTAB'];
    const csv = ['id,name,state,zip,age,note', ...risky.map((note, i) => `${i + 1},"Doe, ${i}",TX,78701,40,"${note.replace(/"/g, '""')}"`), '9,Plain,TX,78701,40,-12.5', '10,Phone,TX,78701,40,+1 512 555 0199'].join('\n');
    const { dataset, key } = await holder(csv);
    const notes = (await call(`/api/v1/datasets/${dataset.id}/rows.csv?columns=note`, key)).body;
    expect(rowsOf(notes).map((r) => r.note)).toEqual([...risky.map((note) => `'${note}`), '-12.5', '+1 512 555 0199']);
    const ndjson = (await call(`/api/v1/datasets/${dataset.id}/rows.ndjson?columns=note`, key)).body;
    expect(ndjson.trimEnd().split('\n').map((line) => JSON.parse(line).note)).toEqual([...risky, '-12.5', '+1 512 555 0199']);
    expect((await call(`/api/v1/datasets/${dataset.id}/rows?columns=note&limit=1`, key)).json().data[0].note).toBe(risky[0]);
  });

  it('answers with the plan\'s add-on columns, like a download', async () => {
    const csv = csvText(20);
    const { dataset, key } = await holder(csv, { enhancement: true });
    const page = (await call(`/api/v1/datasets/${dataset.id}/rows?limit=3`, key)).json();
    expect(page.columns.map((c: { name: string }) => c.name)).toEqual([...COLUMNS.map((c) => c.name), 'state_derived', 'time_zone']);
    expect(page.data[0].time_zone).not.toBe('');
  });

  it('refuses what the key may not read and what the file cannot answer, with stable codes', async () => {
    const { buyer, dataset, key } = await holder(csvText(30));
    const stranger = await keyOf(await person());
    expect((await call(`/api/v1/datasets/${dataset.id}/rows`, stranger)).statusCode).toBe(404);
    const notHeld = await storedDataset({ csv: csvText(3), columns: COLUMNS });
    expect((await call(`/api/v1/datasets/${notHeld.id}/rows`, key)).statusCode).toBe(404);
    const catalogOnly = await keyOf(buyer, ['catalog:read']);
    expect((await call(`/api/v1/datasets/${dataset.id}/rows`, catalogOnly)).json().error.code).toBe('API_KEY_SCOPE');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/datasets/${dataset.id}/rows.csv` })).statusCode).toBe(401);

    const refused = async (query: string) => (await call(`/api/v1/datasets/${dataset.id}/rows?${query}`, key)).json().error;
    expect(await refused('columns=id,phone')).toMatchObject({ code: 'INVALID_FILTER', message: expect.stringContaining('no column "phone"') });
    expect(await refused('where=name:gt:b')).toMatchObject({ code: 'INVALID_FILTER', message: expect.stringContaining('holds text') });
    expect(await refused('where=age:gt:old')).toMatchObject({ code: 'INVALID_FILTER' });
    expect((await refused('where=age-above-3')).code).toBe('VALIDATION_ERROR');
    expect((await refused('state=California')).code).toBe('VALIDATION_ERROR');
    expect((await refused('cursor=bm9wZQ')).code).toBe('INVALID_CURSOR');
    const noState = await storedDataset({ csv: 'id,city\n1,Austin\n', columns: [{ name: 'id', type: 'integer' }, { name: 'city', type: 'string' }] });
    await paidOrder(buyer.id, [noState.id]);
    expect((await call(`/api/v1/datasets/${noState.id}/rows?state=TX`, key)).json().error.message).toBe('This dataset has no state column to filter on.');

    // A cursor belongs to its dataset.
    const next = (await call(`/api/v1/datasets/${dataset.id}/rows?limit=2`, key)).json().next_cursor;
    expect((await call(`/api/v1/datasets/${noState.id}/rows?cursor=${next}`, key)).json().error.code).toBe('INVALID_CURSOR');
  });

  it('never mixes two versions of a file: a cursor given before the file was replaced answers 409', async () => {
    const { dataset, key } = await holder(csvText(50));
    const first = (await call(`/api/v1/datasets/${dataset.id}/rows?limit=10`, key)).json();
    await t.database.db.update(datasetFiles).set({ sha256: 'replaced-by-a-new-upload' }).where(eq(datasetFiles.datasetId, dataset.id));
    const res = await call(`/api/v1/datasets/${dataset.id}/rows?limit=10&cursor=${first.next_cursor}`, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('DATASET_CHANGED');
  });

  it('publishes its own OpenAPI document, without a key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.servers).toEqual([{ url: '/api/v1' }]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/catalog/datasets', '/datasets/owned', '/datasets/{id}/rows', '/datasets/{id}/rows.ndjson', '/datasets/{id}/rows.csv']));
    expect(Object.keys(doc.paths).some((p) => !p.startsWith('/'))).toBe(false);
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'http', scheme: 'bearer' });
  });
});
