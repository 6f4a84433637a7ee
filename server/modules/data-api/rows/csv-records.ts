// CSV records found at the byte level, each with the byte offset just after it: what lets a cursor resume a read of
// the stored file exactly where the last page stopped (a ranged read from that byte), whatever characters the rows
// hold. Quotes and line feeds are ASCII, so they are never part of a multi-byte UTF-8 character: counting quote bytes
// tells a line feed inside a quoted field from one that ends a record.
const LF = 0x0a, CR = 0x0d, QUOTE = 0x22, COMMA = ',';

/** Return false to stop: the splitter then ignores the rest of what it is given. */
export type RecordHandler = (line: Buffer, end: number) => boolean | void;

export class RecordSplitter {
  private rest: Buffer = Buffer.alloc(0);
  /** Absolute offset of `rest[0]`. */
  private base: number;
  /** How much of `rest` was scanned for quotes, and whether an odd number was seen (inside a quoted field). */
  private scanned = 0;
  private inQuotes = false;
  private stopped = false;

  constructor(start: number, private readonly onRecord: RecordHandler) { this.base = start; }

  get done() { return this.stopped; }

  write(chunk: Buffer): void {
    if (this.stopped) return;
    const buf = this.rest.length ? Buffer.concat([this.rest, chunk]) : chunk;
    let lineStart = 0;
    let i = this.scanned;
    // The next quote's position, looked for once per quote (not once per line: a file without quotes would make each
    // line's search run to the end of the chunk).
    let quote = buf.indexOf(QUOTE, i);
    for (;;) {
      const lf = buf.indexOf(LF, i);
      if (lf < 0) break;
      while (quote >= 0 && quote < lf) { this.inQuotes = !this.inQuotes; quote = buf.indexOf(QUOTE, quote + 1); }
      i = lf + 1;
      if (this.inQuotes) continue;
      const end = lf > lineStart && buf[lf - 1] === CR ? lf - 1 : lf;
      if (end > lineStart && this.onRecord(buf.subarray(lineStart, end), this.base + lf + 1) === false) {
        this.stopped = true;
        return;
      }
      lineStart = i;
    }
    // The unfinished record is copied: `chunk` may be a pooled buffer that its stream reuses.
    this.rest = Buffer.from(buf.subarray(lineStart));
    this.base += lineStart;
    this.scanned = buf.length - lineStart;
    // The tail's quotes (the loop above counts only those before a line feed): the scan resumes after them.
    while (quote >= 0) { this.inQuotes = !this.inQuotes; quote = buf.indexOf(QUOTE, quote + 1); }
  }

  /** The last record, when the file does not end with a line break. */
  end(): void {
    if (this.stopped || !this.rest.length) return;
    let line = this.rest;
    if (line[line.length - 1] === CR) line = line.subarray(0, -1);
    if (line.length) this.onRecord(line, this.base + this.rest.length);
    this.rest = Buffer.alloc(0);
  }
}

/** One record's fields (RFC 4180 quoting; lenient like the download converter: text after a closing quote is kept). */
export function parseRecord(line: Buffer): string[] {
  let s = line.toString('utf8');
  if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
  if (!s.includes('"')) return s.split(COMMA);
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let value = '';
    if (s[i] === '"') {
      i++;
      for (;;) {
        const q = s.indexOf('"', i);
        if (q < 0) { value += s.slice(i); i = s.length; break; }
        if (s[q + 1] === '"') { value += s.slice(i, q + 1); i = q + 2; continue; }
        value += s.slice(i, q);
        i = q + 1;
        break;
      }
      const comma = s.indexOf(COMMA, i);
      value += s.slice(i, comma < 0 ? s.length : comma);
      i = comma < 0 ? s.length : comma;
    } else {
      const comma = s.indexOf(COMMA, i);
      value = s.slice(i, comma < 0 ? s.length : comma);
      i = comma < 0 ? s.length : comma;
    }
    fields.push(value);
    if (i >= s.length) return fields;
    i++; // the comma
    if (i === s.length) { fields.push(''); return fields; }
  }
}
