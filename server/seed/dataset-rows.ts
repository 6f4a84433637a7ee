// A dataset's file contents: its data dictionary and its rows as RFC 4180 CSV, generated deterministically.
import { publicValue } from '../lib/masks';
import { createRandom, seedFromString } from './random';
import { BUSINESS_SCHEMAS } from './rows/business';
import { LEAD_SCHEMAS } from './rows/leads';
import type { CellValue, ColumnType, RowKind, RowSchema, RowSpec } from './rows/schema';

export { LEAD_PERSONAL_COLUMNS } from './rows/leads';
export { isLeadKind, type ColumnType, type RowKind, type RowScope, type RowSpec } from './rows/schema';

export interface DictionaryColumn {
  name: string;
  type: ColumnType;
  /** The value of this column in the file's first data row, masked as the public data dictionary shows it. */
  example: string;
}

export interface DatasetRows {
  columns: DictionaryColumn[];
  /** Header then exactly `recordCount` rows, CRLF-terminated, in chunks of roughly `CHUNK_CHARS`. */
  csvChunks(): Generator<string, void, undefined>;
}

const SCHEMAS: Record<RowKind, (spec: RowSpec) => RowSchema> = { ...LEAD_SCHEMAS, ...BUSINESS_SCHEMAS };

const CHUNK_CHARS = 64 * 1024;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CellValue): string {
  if (typeof value === 'number') return String(value);
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function datasetRows(spec: RowSpec): DatasetRows {
  const schema = SCHEMAS[spec.kind](spec);
  const seed = seedFromString(spec.slug);
  // Rows come from one sequential stream, so a fresh stream's row 0 is exactly the file's first row.
  const firstRow = schema.row(createRandom(seed), 0);
  const columns = schema.columns.map(({ name, type }, i) => ({ name, type, example: publicValue(name, String(firstRow[i])) }));

  // Only free-text columns can hold a comma or quote; generated numbers, dates, e-mails and phones never do.
  const mayNeedQuotes = schema.columns.map(({ type }) => type === 'string');
  const csvLine = (cells: readonly CellValue[]): string => {
    let line = '';
    for (let i = 0; i < cells.length; i++) {
      if (i > 0) line += ',';
      const cell = cells[i]!;
      line += mayNeedQuotes[i] ? csvField(cell) : cell;
    }
    return `${line}\r\n`;
  };

  function* csvChunks(): Generator<string, void, undefined> {
    const rng = createRandom(seed);
    let chunk = csvLine(schema.columns.map(({ name }) => name));
    for (let index = 0; index < spec.recordCount; index++) {
      chunk += csvLine(schema.row(rng, index));
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk.length > 0) yield chunk;
  }

  return { columns, csvChunks };
}
