import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { signedLinks } from '../../lib/signed-links';
import { convertCsv, CsvParser, jsonValue, xmlElementName, xmlText } from './convert';

const CSV = '\ufeffid,name,note\r\n1,"Doe, Jane","say ""hi""\nbye"\r\n\r\n2,Zoë 😀,\r\n3,"",x"y\n4,,"a,""b"",c"';

function records(chunks: Buffer[]): string[][] {
  const out: string[][] = [];
  const parser = new CsvParser((fields, count) => out.push(fields.slice(0, count)));
  for (const c of chunks) parser.write(c);
  parser.end();
  return out;
}

const text = async (s: Readable) => { const parts: Buffer[] = []; for await (const c of s) parts.push(c as Buffer); return Buffer.concat(parts); };

describe('jsonValue', () => {
  const TYPES = ['integer', 'decimal', 'boolean', 'string', 'date', 'phone', undefined];
  const cell = fc.oneof(fc.string(), fc.integer().map(String), fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    fc.constantFrom('', ' ', '007', '.5', '-.25', '1e5', '12.', 'yes', 'N', 'True', '0x1F', '9007199254740993', '1200.50'));

  it('always writes valid JSON that keeps the cell: its text, or a number equal to it, or the boolean it spells', () => {
    fc.assert(fc.property(fc.constantFrom(...TYPES), cell, (type, value) => {
      const parsed: unknown = JSON.parse(jsonValue(type, value));
      if (typeof parsed === 'string') expect(parsed).toBe(value);
      else if (typeof parsed === 'number') {
        expect(['integer', 'decimal']).toContain(type);
        expect(parsed).toBe(Number(value));
        expect(Number.isSafeInteger(parsed) || type === 'decimal').toBe(true);
      } else if (typeof parsed === 'boolean') {
        expect(type).toBe('boolean');
        expect(/^(true|yes|y)$/i.test(value.trim())).toBe(parsed);
      } else {
        expect(parsed).toBeNull();
        expect(value.trim()).toBe('');
      }
    }), { numRuns: 2000 });
  });

  it('leaves a code with a leading zero, a 16-digit number and text-typed cells as text', () => {
    expect(jsonValue('integer', '007')).toBe('"007"');
    expect(jsonValue('integer', '9007199254740993')).toBe('"9007199254740993"');
    expect(jsonValue('string', '42')).toBe('"42"');
    expect(jsonValue('decimal', '-.5')).toBe('-0.5');
  });
});

describe('CsvParser', () => {
  const expected = parse(CSV, { bom: true, skip_empty_lines: true, relax_quotes: true, record_delimiter: ['\r\n', '\n'] });

  it('parses quotes, embedded commas, quotes and newlines, CRLF, a BOM and multi-byte characters like csv-parse', () => {
    expect(records([Buffer.from(CSV)])).toEqual(expected);
  });

  it('gives the same records wherever the chunks are cut, even inside a character or a quote pair', () => {
    const bytes = Buffer.from(CSV);
    for (let size = 1; size <= 7; size++) {
      const chunks = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(records(chunks)).toEqual(expected);
    }
  });
});

describe('conversions', () => {
  it('names XML elements validly and escapes what XML cannot carry', () => {
    expect(['1st col', 'e-mail', 'xmlData', 'Zoë', 'a<b>', ''].map(xmlElementName)).toEqual(['_1st_col', 'e-mail', '_xmlData', 'Zoë', 'a_b_', '_']);
    expect(xmlText('a & b < c > d\r\n\u0001 😀')).toBe('a &amp; b &lt; c &gt; d&#13;\n\ufffd 😀');
    expect(xmlText('plain')).toBe('plain');
  });

  it('continues an XLSX on a new sheet, with the header, past the rows a sheet holds', async () => {
    const csv = `n\n${Array.from({ length: 7 }, (_, i) => i).join('\n')}\n`;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await text(convertCsv(Readable.from([Buffer.from(csv)]), 'xlsx', { rowsPerSheet: 3 })) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((ws) => ws.name)).toEqual(['Data', 'Data 2', 'Data 3', 'Data 4']);
    expect(wb.worksheets.map((ws) => ws.getSheetValues().slice(1).map((r) => (r as unknown[])[1]))).toEqual([
      ['n', '0', '1'], ['n', '2', '3'], ['n', '4', '5'], ['n', '6'],
    ]);
  });

  it.each(['json', 'xml', 'xlsx'] as const)('destroys the source when the %s output is destroyed, and fails the output when the source fails', async (format) => {
    let served = 0;
    const endless = new Readable({
      read() { setImmediate(() => this.push(Buffer.from(served++ === 0 ? 'a,b\n' : '1,2\n'.repeat(1000)))); },
    });
    const out = convertCsv(endless, format);
    await new Promise<void>((r) => out.once('data', () => { out.destroy(); r(); }));
    await vi.waitFor(() => expect(endless.destroyed).toBe(true));

    const broken = new Readable({ read() { this.destroy(new Error('disk went away')); } });
    await expect(text(convertCsv(broken, format))).rejects.toThrow();
  });
});

describe('signed links', () => {
  const links = signedLinks('a-secret-that-is-long-enough-0123456789');
  const soon = () => new Date(Date.now() + 60_000);

  it('verifies its own token for the same payload until it expires', () => {
    const token = links.sign('download:1:csv:u', soon());
    expect(links.verify(token, 'download:1:csv:u')).toBe(true);
    expect(links.verify(token, 'download:1:csv:u', new Date(Date.now() + 61_000))).toBe(false);
  });

  it('rejects another payload, a tampered token, another secret or purpose, and garbage', () => {
    const token = links.sign('download:1:csv:u', soon());
    expect(links.verify(token, 'download:1:json:u')).toBe(false);
    expect(links.verify(token.replace(/^[0-9a-z]+/, (e) => (parseInt(e, 36) + 3600).toString(36)), 'download:1:csv:u')).toBe(false);
    expect(links.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'download:1:csv:u')).toBe(false);
    // The last character's spare bits: a respelling that decodes to the same bytes is still refused.
    const spare = token.slice(0, -1) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(token.at(-1)!) + 1];
    expect(links.verify(spare, 'download:1:csv:u')).toBe(false);
    expect(signedLinks('another-secret-that-is-long-enough-0123').verify(token, 'download:1:csv:u')).toBe(false);
    expect(signedLinks('a-secret-that-is-long-enough-0123456789', 'other').verify(token, 'download:1:csv:u')).toBe(false);
    for (const junk of ['', '.', 'abc', `${token}x`, token.split('.')[1]!]) expect(links.verify(junk, 'download:1:csv:u')).toBe(false);
  });
});
