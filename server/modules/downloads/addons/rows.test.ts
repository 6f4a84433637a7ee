import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { contactColumns } from '../../../../common/contact-columns';
import { rowEnhancer } from './enhance-rows';
import { transformCsvRows } from './row-stream';
import { rowVerifier } from './verify-rows';

const text = async (s: Readable) => { const parts: Buffer[] = []; for await (const c of s) parts.push(c as Buffer); return Buffer.concat(parts).toString(); };

describe('contactColumns', () => {
  it('finds contact columns by header name, in any common spelling', () => {
    const header = ['Lead ID', 'First Name', 'lastName', 'E-mail', 'Mobile Phone', 'Zip Code', 'State', 'Street Address', 'email_address', 'company_name', 'ip_address'];
    expect(contactColumns(header).map((c) => [c.name, c.kind])).toEqual([
      ['First Name', 'first_name'], ['lastName', 'last_name'], ['E-mail', 'email'], ['Mobile Phone', 'phone'],
      ['Zip Code', 'zip'], ['State', 'state'], ['Street Address', 'address'], ['email_address', 'email'],
    ]);
  });

  it('takes the data dictionary\'s phone and e-mail types over the names', () => {
    const header = ['contact_no', 'reach_at', 'notes'];
    const dictionary = [{ name: 'contact_no', type: 'phone' }, { name: 'reach_at', type: 'email' }, { name: 'notes', type: 'string' }];
    expect(contactColumns(header, dictionary).map((c) => c.kind)).toEqual(['phone', 'email']);
  });
});

describe('row transforms', () => {
  it('verifies every phone and e-mail column and counts the reasons', () => {
    const v = rowVerifier(['name', 'phone', 'work_phone', 'email']);
    expect(v.header).toEqual(['name', 'phone', 'work_phone', 'email', 'verification']);
    expect(v.row(['A', '212-736-5000', '', 'a@example.com'])).toEqual(['A', '212-736-5000', '', 'a@example.com', 'ok']);
    expect(v.row(['B', '911-736-5000', '212-555-0100', 'b@@x'])).toEqual(['B', '911-736-5000', '212-555-0100', 'b@@x',
      'phone: invalid area code; work_phone: fictional number; email: invalid local part']);
    expect(v.report()).toEqual({
      rows: 2, rowsWithProblems: 1,
      fields: [
        { column: 'phone', kind: 'phone', valid: 1, invalid: 1, empty: 0, reasons: { 'invalid area code': 1 } },
        { column: 'work_phone', kind: 'phone', valid: 0, invalid: 1, empty: 1, reasons: { 'fictional number': 1 } },
        { column: 'email', kind: 'email', valid: 1, invalid: 1, empty: 0, reasons: { 'invalid local part': 1 } },
      ],
    });
  });

  it('derives state and time zone from the ZIP, else the area code, else the state given; leaves what it cannot fix', () => {
    const e = rowEnhancer(['first_name', 'phone', 'zip', 'state']);
    expect(e.header).toEqual(['first_name', 'phone', 'zip', 'state', 'state_derived', 'time_zone']);
    expect(e.row(['anne-marie', '(512) 463-4630', '10001', 'texas'])).toEqual(['Anne-Marie', '+15124634630', '10001', 'TX', 'NY', 'America/New_York']);
    expect(e.row(['Jo', '512.463.4630', '', ''])).toEqual(['Jo', '+15124634630', '', '', 'TX', 'America/Chicago']);
    expect(e.row(['Jo', 'n/a', '', 'Oregon'])).toEqual(['Jo', 'n/a', '', 'OR', '', 'America/Los_Angeles']);
    expect(e.row(['', '', '', ''])).toEqual(['', '', '', '', '', '']);
  });
});

describe('transformCsvRows', () => {
  const CSV = '\ufeffname,phone\r\n"Doe, jane","212-736-5000"\nbob\n"multi\nline",999-736-5000,extra\n';

  it('writes valid CSV with the added columns, quoting what needs it, padding short rows and dropping cells past the header', async () => {
    const out = await text(transformCsvRows(Readable.from([Buffer.from(CSV)]), [(h) => rowVerifier(h), (h) => rowEnhancer(h)]));
    expect(parse(out)).toEqual([
      ['name', 'phone', 'verification', 'state_derived', 'time_zone'],
      ['Doe, jane', '+12127365000', 'ok', 'NY', 'America/New_York'],
      ['bob', '', 'ok', '', ''],
      ['multi\nline', '999-736-5000', 'phone: unassigned area code', '', ''],
    ]);
  });

  it('gives the same output wherever the input chunks are cut', async () => {
    const whole = await text(transformCsvRows(Readable.from([Buffer.from(CSV)]), [(h) => rowVerifier(h)]));
    const bytes = Buffer.from(CSV);
    const oneByOne = Readable.from([...bytes].map((b) => Buffer.from([b])));
    expect(await text(transformCsvRows(oneByOne, [(h) => rowVerifier(h)]))).toBe(whole);
  });

  it('streams a large file in bounded pieces', async () => {
    const rows = 50_000;
    async function* source() {
      yield Buffer.from('name,phone,email\n');
      for (let i = 0; i < rows; i += 1000) {
        yield Buffer.from(Array.from({ length: 1000 }, (_, k) => `Person ${i + k},212-736-${String(1000 + (k % 9000)).padStart(4, '0')},p${i + k}@example.com\n`).join(''));
      }
    }
    let lines = 0;
    let largest = 0;
    for await (const chunk of transformCsvRows(Readable.from(source()), [(h) => rowVerifier(h)])) {
      largest = Math.max(largest, (chunk as Buffer).length);
      lines += (chunk as Buffer).toString().split('\r\n').length - 1;
    }
    expect(lines).toBe(rows + 1);
    expect(largest).toBeLessThan(1 << 18);
  });
});
