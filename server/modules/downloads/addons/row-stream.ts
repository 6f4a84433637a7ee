// The stored CSV streamed through row transforms and written back as CSV, record by record (memory flat): the layer
// the add-ons put in front of the format conversion, so CSV, JSON, XML and XLSX downloads all carry their columns.
import { pipeline, type Readable } from 'node:stream';
import { csvLine, safeCsvLine } from '../../../lib/csv-export';
import { RecordTransform } from '../convert';

/** A change to every row of a file, made from its header: the new header, and each row's new cells. */
export interface RowTransform {
  header: string[];
  /** `cells` has exactly the original header's width. */
  row(cells: string[]): string[];
}

class CsvRowTransform extends RecordTransform {
  private steps: RowTransform[] = [];

  constructor(private readonly makeSteps: ((header: string[]) => RowTransform)[], private readonly line: (cells: string[]) => string) {
    super(false);
  }

  protected header(names: string[]) {
    let header = names;
    this.steps = this.makeSteps.map((make) => { const step = make(header); header = step.header; return step; });
    if (names.length) this.out += this.line(header);
  }

  protected row(fields: string[], count: number) {
    // Cells past the header have no column (the converted formats drop them too); short rows get empty cells.
    let cells = fields.slice(0, Math.min(count, this.columns));
    while (cells.length < this.columns) cells.push('');
    for (const step of this.steps) cells = step.row(cells);
    this.out += this.line(cells);
  }

  protected finish() { /* CSV has no closing part */ }
}

/**
 * `source` (CSV bytes) with each transform applied in turn, each made from the header the previous one gave. Errors
 * and destruction travel both ways, as in convertCsv. `forPeople`: the CSV is the download itself, so its cells are
 * neutralised (lib/csv-export.ts); otherwise it is read back by a converter and keeps the values.
 */
export function transformCsvRows(source: Readable, steps: ((header: string[]) => RowTransform)[], opts: { forPeople?: boolean } = {}): Readable {
  const out = new CsvRowTransform(steps, opts.forPeople ? safeCsvLine : csvLine);
  pipeline(source, out, () => { /* errors reach the consumer through `out` being destroyed */ });
  return out;
}
