// Format conversion for downloads: the stored CSV streamed into JSON, XML or XLSX with flat memory.
// A small incremental RFC 4180 parser feeds writers that build output in batches (one string per input chunk),
// so the cost per cell is a slice and an append; backpressure is the stream machinery's (Transform/Writable).
import { PassThrough, Transform, Writable, pipeline, type Readable, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type ExcelJS from 'exceljs';
import type { DownloadFormat } from '../../../common/orders';
import { INTEGER_TEXT } from '../catalog/column-types';

export const FORMAT_FILES: Record<DownloadFormat, { ext: string; contentType: string }> = {
  csv: { ext: 'csv', contentType: 'text/csv; charset=utf-8' },
  json: { ext: 'json', contentType: 'application/json; charset=utf-8' },
  xml: { ext: 'xml', contentType: 'application/xml; charset=utf-8' },
  xlsx: { ext: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

/** Called once per record; `fields` is reused between calls, only its first `count` entries are this record's. */
export type RecordSink = (fields: string[], count: number) => void;

const COMMA = 44, LF = 10, CR = 13, QUOTE = 34;

/**
 * Incremental CSV parser (comma, double quotes, CRLF or LF). An unfinished record at the end of a chunk is kept and
 * parsed again with the next chunk, which keeps the hot loop free of resumable state. A UTF-8 BOM is dropped,
 * empty lines are skipped, text after a closing quote is kept (lenient, like a spreadsheet would).
 */
export class CsvParser {
  private rest = '';
  private started = false;
  private readonly decoder = new StringDecoder('utf8');
  private readonly fields: string[] = [];
  private count = 0;

  constructor(private readonly onRecord: RecordSink) {}

  write(chunk: Buffer): void { this.parse(this.decoder.write(chunk), false); }
  end(): void { this.parse(this.decoder.end(), true); }

  private parse(text: string, final: boolean) {
    let s = this.rest.length ? this.rest + text : text;
    if (!this.started) {
      if (!s.length && !final) return;
      this.started = true;
      if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
    }
    const len = s.length;
    let pos = 0;
    while (pos < len) {
      const end = this.record(s, pos, len, final);
      if (end < 0) break;
      const n = this.count;
      if (n > 1 || this.fields[0] !== '') this.onRecord(this.fields, n);
      pos = end;
    }
    this.rest = pos < len ? s.slice(pos) : '';
  }

  /** Parses one record starting at `i`; returns the index after its line break, or -1 when it is not complete yet. */
  private record(s: string, i: number, len: number, final: boolean): number {
    const fields = this.fields;
    let n = 0;
    for (;;) {
      let value: string;
      if (s.charCodeAt(i) === QUOTE) {
        let j = i + 1;
        value = '';
        for (;;) {
          const q = s.indexOf('"', j);
          if (q < 0) {
            if (!final) return -1;
            value += s.slice(j);
            i = len;
            break;
          }
          if (q + 1 >= len && !final) return -1; // a quote at the very end may be the first of an escaped pair
          if (s.charCodeAt(q + 1) === QUOTE) { value += s.slice(j, q + 1); j = q + 2; continue; }
          value += s.slice(j, q);
          i = q + 1;
          break;
        }
        if (i < len) {
          const c = s.charCodeAt(i);
          if (c !== COMMA && c !== LF && c !== CR) {
            let j = i;
            while (j < len) { const d = s.charCodeAt(j); if (d === COMMA || d === LF || d === CR) break; j++; }
            value += s.slice(i, j);
            i = j;
          }
        }
      } else {
        let j = i;
        while (j < len) { const c = s.charCodeAt(j); if (c === COMMA || c === LF || c === CR) break; j++; }
        value = s.slice(i, j);
        i = j;
      }
      fields[n++] = value;
      if (i >= len) {
        if (!final) return -1;
        this.count = n;
        return len;
      }
      const c = s.charCodeAt(i++);
      if (c === COMMA) continue;
      if (c === CR && s.charCodeAt(i) === LF) i++;
      this.count = n;
      return i;
    }
  }
}

/** Header names made unique (JSON keys and XML elements must not repeat); blanks become column_<n>. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((raw, i) => {
    const base = raw.trim() || `column_${i + 1}`;
    let name = base;
    for (let k = 2; seen.has(name); k++) name = `${base}_${k}`;
    seen.add(name);
    return name;
  });
}

const OUT_CHUNK = 1 << 16;

/**
 * A Transform from CSV bytes to records rendered by `header`/`row`/`finish`; output is pushed in ~64 KB strings.
 * Header names are made unique for the formats that key by them (JSON, XML); a CSV rewrite keeps them as they are.
 */
export abstract class RecordTransform extends Transform {
  protected out = '';
  protected columns = 0;
  private headerSeen = false;
  private readonly parser = new CsvParser((fields, count) => {
    if (!this.headerSeen) {
      this.headerSeen = true;
      const names = this.uniqueHeader ? uniqueNames(fields.slice(0, count)) : fields.slice(0, count);
      this.columns = names.length;
      this.header(names);
    } else {
      this.row(fields, count);
      if (this.out.length >= OUT_CHUNK) this.flushOut();
    }
  });

  constructor(private readonly uniqueHeader = true) { super({ readableHighWaterMark: 1 << 16, writableHighWaterMark: 1 << 16 }); }

  protected abstract header(names: string[]): void;
  protected abstract row(fields: string[], count: number): void;
  protected abstract finish(): void;

  private flushOut() {
    if (this.out.length) this.push(Buffer.from(this.out, 'utf8'));
    this.out = '';
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    try {
      this.parser.write(chunk);
      this.flushOut();
      done();
    } catch (err) { done(err as Error); }
  }

  override _flush(done: TransformCallback) {
    try {
      this.parser.end();
      if (!this.headerSeen) this.header([]);
      this.finish();
      this.flushOut();
      done();
    } catch (err) { done(err as Error); }
  }
}

// Characters JSON.stringify would escape (including lone surrogates, which it writes as \uXXXX).
const JSON_SPECIAL = /["\\\u0000-\u001f\ud800-\udfff]/;
export const jsonString = (v: string) => (JSON_SPECIAL.test(v) ? JSON.stringify(v) : `"${v}"`);

// Numbers as the data dictionary's types define them (catalog/column-types.ts: at most 15 integer digits, so a double
// holds them exactly), written as JSON numbers: no leading zero, a digit before the point.
const JSON_DECIMAL = /^-?(0|[1-9]\d{0,14})?\.\d+$/;
const TRUE = /^(true|yes|y)$/i;
const FALSE = /^(false|no|n)$/i;

/**
 * A cell as a JSON value by its column's dictionary type: integers and decimals are numbers, booleans true/false, and
 * an empty cell of those types is null. Any other type, and a cell its type does not fit, stays the string it is.
 */
export function jsonValue(type: string | undefined, cell: string): string {
  switch (type) {
    case 'integer':
    case 'decimal': {
      const v = cell.trim();
      if (v === '') return 'null';
      if (INTEGER_TEXT.test(v)) return v;
      if (type === 'decimal' && JSON_DECIMAL.test(v)) return v.replace(/^(-?)\./, '$10.');
      return jsonString(cell);
    }
    case 'boolean': {
      const v = cell.trim();
      if (v === '') return 'null';
      return TRUE.test(v) ? 'true' : FALSE.test(v) ? 'false' : jsonString(cell);
    }
    default: return jsonString(cell);
  }
}

/** A dictionary's types by column name, for the columns of `names` (a column the dictionary lacks is text). */
const typesOf = (names: string[], dictionary: { name: string; type: string }[] = []): (string | undefined)[] => {
  const byName = new Map(dictionary.map((c) => [c.name, c.type]));
  return names.map((name) => byName.get(name));
};

/**
 * `[{"<header 1>":<value>,...},...]`: values typed by the data dictionary (see jsonValue); without one, every value
 * stays a string, exactly as in the CSV.
 */
export class CsvToJson extends RecordTransform {
  private keys: string[] = [];
  private types: (string | undefined)[] = [];
  private rows = 0;

  constructor(private readonly dictionary: { name: string; type: string }[] = []) { super(); }

  protected header(names: string[]) {
    this.keys = names.map((name, i) => `${i === 0 ? '{' : ','}${JSON.stringify(name)}:`);
    this.types = typesOf(names, this.dictionary);
    this.out += '[';
  }

  protected row(fields: string[], count: number) {
    const { keys, types } = this;
    let line = this.rows++ === 0 ? '\n' : ',\n';
    for (let i = 0; i < keys.length; i++) line += keys[i] + jsonValue(types[i], i < count ? fields[i]! : '');
    this.out += keys.length ? `${line}}` : `${line}{}`;
  }

  protected finish() { this.out += this.rows ? '\n]\n' : ']\n'; }
}

/** A valid XML element name for a column header: invalid characters become `_`, never starting with a digit or "xml". */
export function xmlElementName(header: string): string {
  let name = header.trim().replace(/[^\p{L}\p{N}_.-]/gu, '_');
  if (!/^[\p{L}_]/u.test(name) || /^xml/i.test(name)) name = `_${name}`;
  return name;
}

// Markup characters, CR (parsers turn it into LF unless escaped) and characters XML 1.0 cannot carry at all.
const XML_SPECIAL = /[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;
const XML_REPLACE = /[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;
const xmlEscapeChar = (c: string) => {
  switch (c) {
    case '&': return '&amp;';
    case '<': return '&lt;';
    case '>': return '&gt;';
    case '\r': return '&#13;';
    default: return c.length === 2 ? c : '\ufffd'; // a surrogate pair is kept, anything else cannot be written
  }
};
export const xmlText = (v: string) => (XML_SPECIAL.test(v) ? v.replace(XML_REPLACE, xmlEscapeChar) : v);

/** `<?xml ...?><records><record><col>value</col>...</record>...</records>`. */
export class CsvToXml extends RecordTransform {
  private open: string[] = [];
  private close: string[] = [];

  protected header(names: string[]) {
    const elements = uniqueNames(names.map(xmlElementName));
    this.open = elements.map((e) => `<${e}>`);
    this.close = elements.map((e) => `</${e}>`);
    this.out += '<?xml version="1.0" encoding="UTF-8"?>\n<records>\n';
  }

  protected row(fields: string[], count: number) {
    const { open, close } = this;
    let line = '<record>';
    for (let i = 0; i < open.length; i++) line += open[i]! + (i < count ? xmlText(fields[i]!) : '') + close[i]!;
    this.out += `${line}</record>\n`;
  }

  protected finish() { this.out += '</records>\n'; }
}

/** Excel's limit is 1,048,576 rows a sheet: larger files continue on "Data 2", "Data 3" ..., each with the header. */
export const XLSX_ROWS_PER_SHEET = 1_048_576;

/** A Node stream or one of readable-stream's (archiver's), whose state fields differ by version. */
interface DrainableStream {
  once(event: 'drain', listener: () => void): unknown;
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
}
const needsDrain = (s: DrainableStream | undefined): s is DrainableStream =>
  Boolean(s && (s.writableNeedDrain ?? s._writableState?.needDrain));

/** Feeds parsed records into exceljs's streaming workbook; waits while the zip output is full (backpressure). */
class XlsxSink extends Writable {
  private header: string[] | null = null;
  private sheet: ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']> | null = null;
  private sheets = 0;
  private rowsInSheet = 0;
  private readonly parser = new CsvParser((fields, count) => {
    if (!this.header) {
      this.header = uniqueNames(fields.slice(0, count));
      this.nextSheet();
      return;
    }
    if (this.rowsInSheet >= this.rowsPerSheet) this.nextSheet();
    const width = this.header.length;
    const values = fields.slice(0, Math.min(count, width));
    for (let i = 0; i < values.length; i++) {
      // A line break inside a cell is LF in Excel (and a bare CR would not survive XML parsing anyway).
      if (values[i]!.includes('\r')) values[i] = values[i]!.replace(/\r\n?/g, '\n');
    }
    for (let i = values.length; i < width; i++) values.push('');
    this.sheet!.addRow(values).commit();
    this.rowsInSheet++;
  });

  constructor(private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter, private readonly output: PassThrough,
    private readonly rowsPerSheet: number) {
    super({ highWaterMark: 1 << 16 });
  }

  private nextSheet() {
    this.sheet?.commit();
    this.sheets++;
    this.sheet = this.workbook.addWorksheet(this.sheets === 1 ? 'Data' : `Data ${this.sheets}`);
    this.sheet.addRow(this.header ?? []).commit();
    this.rowsInSheet = 1;
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void) {
    try { this.parser.write(chunk); } catch (err) { return done(err as Error); }
    // exceljs's sheet stream writes into the zip's deflate stream without waiting, so rows would pile up there
    // whenever parsing outruns compression: wait for that stream (and for the output) before taking more input.
    const full = [this.zipInput(), this.output].find(needsDrain);
    if (full) full.once('drain', () => this._write(Buffer.alloc(0), _enc, done));
    else done();
  }

  /** The stream exceljs pipes the current sheet into, inside the zip writer (an exceljs internal; absent -> output only). */
  private zipInput(): DrainableStream | undefined {
    const pipes = (this.sheet as unknown as { stream?: { pipes?: unknown[] } } | null)?.stream?.pipes;
    const target = pipes?.[0] as DrainableStream | undefined;
    return typeof target?.once === 'function' ? target : undefined;
  }

  override _final(done: (err?: Error | null) => void) {
    try {
      this.parser.end();
      if (!this.sheet) this.nextSheet();
      this.sheet!.commit();
    } catch (err) { return done(err as Error); }
    this.workbook.commit().then(() => done(), done);
  }
}

function csvToXlsx(source: Readable, rowsPerSheet: number): Readable {
  const output = new PassThrough({ highWaterMark: 1 << 16 });
  // exceljs is loaded on the first XLSX download only: it would add ~0.2 s and ~30 MB to every server start.
  import('exceljs').then(({ default: excel }) => {
    if (output.destroyed) { source.destroy(); return; }
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: output, useStyles: false, useSharedStrings: false,
      // Fast deflate: XLSX is mostly repeated markup, level 1 keeps most of the gain at a fraction of the CPU.
      zip: { zlib: { level: 1 } },
    });
    const sink = new XlsxSink(workbook, output, rowsPerSheet);
    pipeline(source, sink, (err) => { if (err) output.destroy(err); });
    // The client went away (the reply destroyed the output): stop feeding rows and close the file.
    output.once('close', () => { if (!sink.writableFinished) sink.destroy(); });
  }, (err: unknown) => { source.destroy(); output.destroy(err as Error); });
  return output;
}

/**
 * The stored CSV as `format`, as one readable stream. Destroying the result (client disconnect) destroys the source;
 * a source or conversion error destroys the result, so a half-sent reply is aborted rather than left hanging.
 */
export function convertCsv(source: Readable, format: DownloadFormat,
  opts: { rowsPerSheet?: number; dictionary?: { name: string; type: string }[] } = {}): Readable {
  if (format === 'csv') return source;
  if (format === 'xlsx') return csvToXlsx(source, opts.rowsPerSheet ?? XLSX_ROWS_PER_SHEET);
  const out = format === 'json' ? new CsvToJson(opts.dictionary) : new CsvToXml();
  pipeline(source, out, () => { /* errors reach the consumer through `out` being destroyed */ });
  return out;
}
