// The stored CSV streamed through row transforms and written back as CSV, record by record (memory flat): the layer
// the add-ons put in front of the format conversion, so CSV, JSON, XML and XLSX downloads all carry their columns.
import { Transform, pipeline, type Readable, type TransformCallback } from 'node:stream';
import { CsvParser } from '../convert';

/** A change to every row of a file, made from its header: the new header, and each row's new cells. */
export interface RowTransform {
  header: string[];
  /** `cells` has exactly the original header's width. */
  row(cells: string[]): string[];
}

const NEEDS_QUOTES = /[",\r\n]/;
const csvCell = (v: string) => (NEEDS_QUOTES.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

const OUT_CHUNK = 1 << 16;

class CsvRowTransform extends Transform {
  private out = '';
  private steps: RowTransform[] | null = null;
  private width = 0;
  private readonly parser = new CsvParser((fields, count) => {
    if (!this.steps) {
      let header = fields.slice(0, count);
      this.width = header.length;
      this.steps = this.makeSteps.map((make) => { const step = make(header); header = step.header; return step; });
      this.out += csvLine(header);
      return;
    }
    // Cells past the header have no column (the converted formats drop them too); short rows get empty cells.
    let cells = fields.slice(0, Math.min(count, this.width));
    while (cells.length < this.width) cells.push('');
    for (const step of this.steps) cells = step.row(cells);
    this.out += csvLine(cells);
  });

  constructor(private readonly makeSteps: ((header: string[]) => RowTransform)[]) {
    super({ readableHighWaterMark: 1 << 16, writableHighWaterMark: 1 << 16 });
  }

  private flushOut() {
    if (this.out.length) this.push(Buffer.from(this.out, 'utf8'));
    this.out = '';
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    try {
      this.parser.write(chunk);
      if (this.out.length >= OUT_CHUNK) this.flushOut();
      done();
    } catch (err) { done(err as Error); }
  }

  override _flush(done: TransformCallback) {
    try {
      this.parser.end();
      this.flushOut();
      done();
    } catch (err) { done(err as Error); }
  }
}

/**
 * `source` (CSV bytes) with each transform applied in turn, each made from the header the previous one gave. Errors
 * and destruction travel both ways, as in convertCsv.
 */
export function transformCsvRows(source: Readable, steps: ((header: string[]) => RowTransform)[]): Readable {
  const out = new CsvRowTransform(steps);
  pipeline(source, out, () => { /* errors reach the consumer through `out` being destroyed */ });
  return out;
}
