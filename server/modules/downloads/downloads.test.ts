import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadGrants } from '../../db/schema';
import { signedLinks } from '../../lib/signed-links';
import { datasetFixtures } from '../../test/dataset-fixtures';
import { Client, createTestApp, signUp, TEST_SECRET, type TestContext } from '../../test/harness';

let t: TestContext;
const DAY = 86_400_000;

// Every awkward thing a CSV field can hold, and headers that are not valid XML names.
const TRICKY_CSV = [
  'id,full name,1st col,notes,xml_tag,city',
  '1,"Doe, Jane","She said ""hi""","line one',
  'line two",<b>&amp;</b>,Zürich',
  '2,Ünïcødé 😀 李,"a,b,c","crlf\r\ninside",a > b & c < d,São Paulo',
  '3,,,,,',
  '4,\'single\',"""",tab\there,]]>,"trailing ""q"""',
].join('\n') + '\n';
const TRICKY_ROWS = parse<Record<string, string>>(TRICKY_CSV, { columns: true });
const TRICKY_HEADER = Object.keys(TRICKY_ROWS[0]!);

const { storedDataset, paidOrder: order } = datasetFixtures(() => t, 'test');

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });
afterEach(() => { vi.useRealTimers(); });

/** A dataset with `csv` (the tricky one unless told) stored as its file; no file when csv is null. */
const dataset = (o: { title?: string; formats?: string[]; csv?: string | null } = {}) => storedDataset({ ...o, csv: o.csv === undefined ? TRICKY_CSV : o.csv });

async function buyer() {
  const { client } = await signUp(t.app);
  const me = (await client.get('/api/me')).json();
  return { client, id: me.id as string };
}

/** `by`: the member the link was made for (links name them). */
const fileUrl = (grantId: string, format: string, token?: string, by?: string) =>
  `/api/downloads/${grantId}/file?format=${format}${token ? `&token=${encodeURIComponent(token)}` : ''}${by ? `&by=${by}` : ''}`;
const anonymous = () => new Client(t.app);
const grantRow = async (id: string) => (await t.database.db.select().from(downloadGrants).where(eq(downloadGrants.id, id)))[0]!;

/** `<record><a>..</a>...</record>` -> [[name, text], ...] per record, entities decoded. */
function parseXmlRecords(xml: string): [string, string][][] {
  const decode = (s: string) => s.replace(/&#13;/g, '\r').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...xml.matchAll(/<record>([\s\S]*?)<\/record>/g)].map(([, body]) =>
    [...body!.matchAll(/<([^\s>/]+)>([\s\S]*?)<\/\1>/g)].map(([, name, text]) => [name!, decode(text!)] as [string, string]));
}

/**
 * The cells of every sheet, read from the sheet XML itself (exceljs's own reader decodes entities twice, so a literal
 * "&amp;" in a value would read back as "&"); exceljs must still open the workbook and see the same shape.
 */
async function xlsxRows(body: Buffer): Promise<string[][]> {
  const zip = await JSZip.loadAsync(body);
  const sheets = Object.keys(zip.files).filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f)).sort();
  const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const rows: string[][] = [];
  for (const sheet of sheets) {
    const xml = await zip.file(sheet)!.async('string');
    for (const [, row] of xml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)) {
      rows.push([...row!.matchAll(/<c [^>]*?(?:\/>|>(?:<v>([\s\S]*?)<\/v>|<is><t[^>]*>([\s\S]*?)<\/t><\/is>)?<\/c>)/g)]
        .map(([, v, t]) => decode(v ?? t ?? '')));
    }
  }
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  expect(wb.worksheets.reduce((sum, ws) => sum + ws.actualRowCount, 0)).toBe(rows.length);
  expect(wb.worksheets[0]!.getRow(1).values).toEqual([undefined, ...rows[0]!]);
  return rows;
}

describe('file formats', () => {
  let owner: Awaited<ReturnType<typeof buyer>>;
  let grantId: string;
  beforeAll(async () => {
    owner = await buyer();
    const d = await dataset();
    grantId = (await order(owner.id, [d.id])).grant;
  });

  it('streams the CSV exactly as stored, with its length, type and file name', async () => {
    const res = await owner.client.get(fileUrl(grantId, 'csv'));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(Buffer.from(TRICKY_CSV))).toBe(true);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(TRICKY_CSV)));
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="test-dataset-\d+\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('converts to a JSON array of objects keyed by the header row, every value intact', async () => {
    const res = await owner.client.get(fileUrl(grantId, 'json'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="test-dataset-\d+\.json"$/);
    expect(JSON.parse(res.body)).toEqual(TRICKY_ROWS);
  });

  it('types JSON values by the data dictionary: numbers and booleans, null for their empty cells, text otherwise', async () => {
    const csv = 'zip,age,premium,smoker,joined,ref\n02134,42,1200.50,yes,2026-01-02,007\n90210,,.5,N,,12\n10001,unknown,-3,maybe,x,\n';
    const typed = await storedDataset({ csv, columns: [
      { name: 'zip', type: 'string' }, { name: 'age', type: 'integer' }, { name: 'premium', type: 'decimal' },
      { name: 'smoker', type: 'boolean' }, { name: 'joined', type: 'date' }, { name: 'ref', type: 'string' },
    ] });
    const grant = (await order(owner.id, [typed.id])).grant;
    const res = await owner.client.get(fileUrl(grant, 'json'));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual([
      { zip: '02134', age: 42, premium: 1200.5, smoker: true, joined: '2026-01-02', ref: '007' },
      { zip: '90210', age: null, premium: 0.5, smoker: false, joined: '', ref: '12' },
      // A cell its type does not fit is kept as the text it is: nothing is lost or guessed.
      { zip: '10001', age: 'unknown', premium: -3, smoker: 'maybe', joined: 'x', ref: '' },
    ]);
  });

  it('converts to XML with valid element names and escaped values', async () => {
    const res = await owner.client.get(fileUrl(grantId, 'xml'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="test-dataset-\d+\.xml"$/);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<records>')).toBe(true);
    expect(res.body.trimEnd().endsWith('</records>')).toBe(true);
    expect(res.body.slice(res.body.indexOf('?>') + 2)).not.toMatch(/<[^>]*\s[^>]*>|<\/?\d|<b>/); // no spaces or leading digits in names, no raw markup
    const names = ['id', 'full_name', '_1st_col', 'notes', '_xml_tag', 'city'];
    expect(parseXmlRecords(res.body)).toEqual(TRICKY_ROWS.map((row) => TRICKY_HEADER.map((h, i) => [names[i], row[h]])));
  });

  it('converts to an XLSX workbook whose cells are the CSV\'s values', async () => {
    const res = await owner.client.get(fileUrl(grantId, 'xlsx'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="test-dataset-\d+\.xlsx"$/);
    // The one change: a line break inside a cell is Excel's LF.
    const cells = TRICKY_ROWS.map((r) => TRICKY_HEADER.map((h) => r[h]!.replace(/\r\n/g, '\n')));
    expect(await xlsxRows(res.rawPayload)).toEqual([TRICKY_HEADER, ...cells]);
  });

  it('counts each download with its time and format', async () => {
    const before = await grantRow(grantId);
    const started = Date.now();
    await owner.client.get(fileUrl(grantId, 'xml'));
    await owner.client.get(fileUrl(grantId, 'json'));
    const after = await grantRow(grantId);
    expect(after.downloadCount).toBe(before.downloadCount + 2);
    expect(after.lastFormat).toBe('json');
    expect(after.lastDownloadedAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    const listed = (await owner.client.get('/api/downloads')).json().items.find((g: { id: string }) => g.id === grantId);
    expect(listed).toMatchObject({ downloadCount: after.downloadCount, lastFormat: 'json', lastDownloadedAt: after.lastDownloadedAt!.toISOString() });
  });

  it('answers an empty file with an empty document in every format', async () => {
    const d = await dataset({ csv: 'a,b\n' });
    const g = (await order(owner.id, [d.id])).grant;
    expect(JSON.parse((await owner.client.get(fileUrl(g, 'json'))).body)).toEqual([]);
    expect(parseXmlRecords((await owner.client.get(fileUrl(g, 'xml'))).body)).toEqual([]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await owner.client.get(fileUrl(g, 'xlsx'))).rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).values).toEqual([undefined, 'a', 'b']);
  });
});

describe('GET /api/downloads', () => {
  it('lists the user\'s grants of completed orders only, with stats over all of them', async () => {
    const u = await buyer();
    const a = await dataset({ title: 'Aardvark Auto Leads', formats: ['CSV', 'JSON'] });
    const b = await dataset({ title: 'Beluga Life Leads', formats: ['CSV', 'Excel'] });
    const c = await dataset({ title: 'Caracal Health Leads', formats: ['XML'], csv: null });
    const pending = await dataset({ title: 'Pending Leads' });
    const done = await order(u.id, [a.id, b.id]);
    const old = await order(u.id, [c.id], { paidAt: new Date(Date.now() - 31 * DAY) });
    await order(u.id, [pending.id], { status: 'pending' });
    await order(u.id, [pending.id], { status: 'failed' });
    await u.client.get(fileUrl(done.grantOf(a.id), 'csv'));
    await u.client.get(fileUrl(done.grantOf(a.id), 'json'));
    await u.client.get(fileUrl(done.grantOf(b.id), 'csv'));

    const res = await u.client.get('/api/downloads');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.items.map((g: { dataset: { id: string } }) => g.dataset.id).sort()).toEqual([a.id, b.id, c.id].sort());
    const expired = list.items.find((g: { id: string }) => g.id === old.grant);
    expect(expired).toMatchObject({ expired: true, fileBytes: null, orderNumber: old.orderNumber });
    const bytes = Buffer.byteLength(TRICKY_CSV);
    expect(list.stats).toEqual({ totalPurchases: 3, totalDownloads: 3, activeDownloads: 2, expiredDownloads: 1, totalBytes: 2 * bytes });

    const search = (await u.client.get('/api/downloads?search=beluga')).json();
    expect(search.items.map((g: { id: string }) => g.id)).toEqual([done.grantOf(b.id)]);
    expect(search.stats).toEqual(list.stats);
    const byOrder = (await u.client.get(`/api/downloads?search=${old.orderNumber}`)).json();
    expect(byOrder.items.map((g: { id: string }) => g.id)).toEqual([old.grant]);
    const excel = (await u.client.get('/api/downloads?format=excel')).json();
    expect(excel.items.map((g: { id: string }) => g.id)).toEqual([done.grantOf(b.id)]);
    expect((await u.client.get('/api/downloads?format=json')).json().items.map((g: { id: string }) => g.id)).toEqual([done.grantOf(a.id)]);
    expect((await u.client.get('/api/downloads?format=xml')).json().items.map((g: { id: string }) => g.id)).toEqual([old.grant]);
    expect((await u.client.get('/api/downloads?format=pdf')).statusCode).toBe(400);
  });

  it('shows nothing of another user\'s grants', async () => {
    const owner = await buyer();
    const other = await buyer();
    await order(owner.id, [(await dataset()).id]);
    expect((await other.client.get('/api/downloads')).json()).toEqual({
      items: [], stats: { totalPurchases: 0, totalDownloads: 0, activeDownloads: 0, expiredDownloads: 0, totalBytes: 0 },
    });
  });
});

describe('download links and access', () => {
  it('signs a short-lived link that downloads without a session', async () => {
    const u = await buyer();
    const g = (await order(u.id, [(await dataset()).id])).grant;
    const res = await u.client.post(`/api/downloads/${g}/link`, { format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    const link = res.json();
    expect(link.url).toMatch(new RegExp(`^/api/downloads/${g}/file\\?format=xlsx&token=[^&]+&by=${u.id}$`));
    expect(link.filename).toMatch(/^test-dataset-\d+\.xlsx$/);
    const ttl = new Date(link.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    const file = await anonymous().get(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${link.filename}"`);
    expect((await xlsxRows(file.rawPayload)).length).toBe(TRICKY_ROWS.length + 1);
    expect((await grantRow(g)).lastFormat).toBe('xlsx');
  });

  it('rejects a tampered, expired, other-format or other-user token', async () => {
    const u = await buyer();
    const other = await buyer();
    const g = (await order(u.id, [(await dataset()).id])).grant;
    const { url } = (await u.client.post(`/api/downloads/${g}/link`, { format: 'csv' })).json();
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    const links = signedLinks(TEST_SECRET, 'download');
    const forOther = links.sign(`download:${g}:csv:${other.id}`, new Date(Date.now() + 60_000));
    const expectForbidden = async (res: Awaited<ReturnType<Client['get']>>) => {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('LINK_INVALID');
    };
    await expectForbidden(await anonymous().get(fileUrl(g, 'csv', flipped, u.id)));
    await expectForbidden(await anonymous().get(fileUrl(g, 'json', token, u.id)));
    await expectForbidden(await anonymous().get(fileUrl(g, 'csv', token, other.id)));
    await expectForbidden(await anonymous().get(fileUrl(g, 'csv', token)));
    await expectForbidden(await anonymous().get(fileUrl(g, 'csv', forOther, u.id)));
    // Signed for a user outside the grant's team: refused too.
    await expectForbidden(await anonymous().get(fileUrl(g, 'csv', forOther, other.id)));
    await expectForbidden(await anonymous().get(fileUrl(g, 'csv', 'garbage', u.id)));
    await expectForbidden(await other.client.get(fileUrl(g, 'csv', flipped, u.id)));
    // The owner's own session still works whatever the token says.
    expect((await u.client.get(fileUrl(g, 'json', token, u.id))).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1000 });
    await expectForbidden(await anonymous().get(fileUrl(g, 'csv', token, u.id)));
    vi.useRealTimers();
    expect((await anonymous().get(fileUrl(g, 'csv', token, u.id))).statusCode).toBe(200);
    expect((await grantRow(g)).downloadCount).toBe(2);
  });

  it('answers 404 for another user\'s or an unknown grant, and counts nothing', async () => {
    const owner = await buyer();
    const other = await buyer();
    const g = (await order(owner.id, [(await dataset()).id])).grant;
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [g, unknown]) {
      const link = await other.client.post(`/api/downloads/${id}/link`, { format: 'csv' });
      expect(link.statusCode).toBe(404);
      expect(link.json().error).toEqual({ code: 'NOT_FOUND', message: 'Download not found' });
      expect((await other.client.get(fileUrl(id, 'csv'))).statusCode).toBe(404);
    }
    expect((await grantRow(g)).downloadCount).toBe(0);
  });

  it('answers 404 for a grant of an order that is not completed', async () => {
    const u = await buyer();
    const g = (await order(u.id, [(await dataset()).id], { status: 'pending' })).grant;
    expect((await u.client.post(`/api/downloads/${g}/link`, { format: 'csv' })).statusCode).toBe(404);
    expect((await u.client.get(fileUrl(g, 'csv'))).statusCode).toBe(404);
  });

  it('answers 410 once the grant has expired, on the link and on the file', async () => {
    const u = await buyer();
    const d = await dataset();
    const g = (await order(u.id, [d.id], { paidAt: new Date(Date.now() - 31 * DAY) })).grant;
    const expired = { code: 'DOWNLOAD_EXPIRED', message: 'This download link has expired. Download links are valid for 30 days from purchase.' };
    const link = await u.client.post(`/api/downloads/${g}/link`, { format: 'csv' });
    expect(link.statusCode).toBe(410);
    expect(link.json().error).toEqual(expired);
    const file = await u.client.get(fileUrl(g, 'json'));
    expect(file.statusCode).toBe(410);
    expect(file.json().error).toEqual(expired);
    // A link signed while the grant was valid does not outlive it.
    const token = signedLinks(TEST_SECRET, 'download').sign(`download:${g}:csv:${u.id}`, new Date(Date.now() + 60_000));
    expect((await anonymous().get(fileUrl(g, 'csv', token, u.id))).statusCode).toBe(410);
    expect((await grantRow(g)).downloadCount).toBe(0);
  });

  it('answers 404 when the dataset has no stored file', async () => {
    const u = await buyer();
    const g = (await order(u.id, [(await dataset({ csv: null })).id])).grant;
    expect((await u.client.post(`/api/downloads/${g}/link`, { format: 'csv' })).statusCode).toBe(404);
    expect((await u.client.get(fileUrl(g, 'csv'))).statusCode).toBe(404);
  });

  it('requires a session (or a link token for the file)', async () => {
    const u = await buyer();
    const g = (await order(u.id, [(await dataset()).id])).grant;
    for (const res of [
      await anonymous().get('/api/downloads'),
      await anonymous().post(`/api/downloads/${g}/link`, { format: 'csv' }),
      await anonymous().get(fileUrl(g, 'csv')),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('validates the format', async () => {
    const u = await buyer();
    const g = (await order(u.id, [(await dataset()).id])).grant;
    expect((await u.client.post(`/api/downloads/${g}/link`, { format: 'pdf' })).statusCode).toBe(400);
    expect((await u.client.get(fileUrl(g, 'pdf'))).statusCode).toBe(400);
  });
});

describe('streaming over a real socket', () => {
  let base: string;
  let cookie: string;
  let grantId: string;
  const opened: Readable[] = [];
  let failAfterFirstChunk = false;

  beforeAll(async () => {
    const u = await buyer();
    cookie = u.client.cookieHeader();
    // ~6 MB: far more than the socket and stream buffers hold, so the server is mid-file when the client leaves.
    const rows = Array.from({ length: 60_000 }, (_, i) => `${i},name ${i},"street ${i}, apt ${i % 50}",${'x'.repeat(60)}`);
    const d = await dataset({ csv: `id,name,address,filler\n${rows.join('\n')}\n` });
    grantId = (await order(u.id, [d.id])).grant;
    const storage = t.app.storage;
    const read = storage.read.bind(storage);
    storage.read = (key) => {
      let stream = read(key);
      if (failAfterFirstChunk) {
        const file = stream;
        let sent = false;
        stream = new Readable({
          read() {
            if (sent) { this.destroy(new Error('disk went away')); file.destroy(); return; }
            sent = true;
            file.once('readable', () => this.push(file.read()));
          },
        });
      }
      opened.push(stream);
      return stream;
    };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const get = (format: string) => new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(`${base}${fileUrl(grantId, format)}`, { headers: { cookie } }, resolve).on('error', reject);
  });

  it.each(['csv', 'json', 'xml', 'xlsx'])('closes the stored file when the client disconnects (%s)', async (format) => {
    const res = await get(format);
    expect(res.statusCode).toBe(200);
    await new Promise((r) => res.once('data', r));
    const source = opened.at(-1)!;
    res.destroy();
    await vi.waitFor(() => expect(source.destroyed).toBe(true), { timeout: 5000 });
  });

  it.each(['csv', 'json', 'xlsx'])('aborts the response when the file fails after headers were sent (%s)', async (format) => {
    failAfterFirstChunk = true;
    try {
      const res = await get(format);
      expect(res.statusCode).toBe(200);
      const outcome = await new Promise<string>((resolve) => {
        res.on('data', () => {});
        res.once('end', () => resolve(res.complete ? 'complete' : 'truncated'));
        res.once('aborted', () => resolve('aborted'));
        res.once('error', () => resolve('aborted'));
      });
      expect(outcome).not.toBe('complete');
    } finally {
      failAfterFirstChunk = false;
    }
  });
});
