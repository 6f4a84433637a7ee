// The stored CSV streamed through row transforms and written back as CSV, record by record (memory flat): the layer
// the add-ons put in front of the format conversion, so CSV, JSON, XML and XLSX downloads all carry their columns.
import { pipeline, type Readable } from 'node:stream';
import { RecordTransform } from '../convert';

/** A change to every row of a file, made from its header: the new header, and each row's new cells. */
export interface RowTransform {
  header: string[];
  /** `cells` has exactly the original header's width. */
  row(cells: string[]): string[];
}

const NEEDS_QUOTES = /[",\r\n]/;
const csvCell = (v: string) => (NEEDS_QUOTES.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

class CsvRowTransform extends RecordTransform {
  private steps: RowTransform[] = [];

  constructor(private readonly makeSteps: ((header: string[]) => RowTransform)[]) {
    super(false);
  }

  protected header(names: string[]) {
    let header = names;
    this.steps = this.makeSteps.map((make) => { const step = make(header); header = step.header; return step; });
    if (names.length) this.out += csvLine(header);
  }

  protected row(fields: string[], count: number) {
    // Cells past the header have no column (the converted formats drop them too); short rows get empty cells.
    let cells = fields.slice(0, Math.min(count, this.columns));
    while (cells.length < this.columns) cells.push('');
    for (const step of this.steps) cells = step.row(cells);
    this.out += csvLine(cells);
  }

  protected finish() { /* CSV has no closing part */ }
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
