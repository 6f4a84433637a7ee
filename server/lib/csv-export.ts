// The one rule for every CSV the site writes for people to open: every cell (headers too) that a spreadsheet would run
// as a formula is neutralised (safeCell). It holds for admin and account exports and dataset samples (sendCsv, here:
// rows pulled from an iterator as the client reads, one page in memory), for the data API's rows.csv and for a CSV
// download with plan add-ons (safeCsvLine). The original values are kept where no spreadsheet runs them: the plain
// CSV download of a bought file is the provider's bytes as stored (the Download Center says so), and JSON, XML,
// NDJSON and the API's JSON pages carry the values unchanged; XLSX cells are written as text, never as formulas.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

type Cell = string | number | null | undefined;
export interface CsvColumn<T> { header: string; value: (row: T) => Cell }

/** Rows of any shape, each column read by its `value`. */
export function sendCsv<T>(reply: FastifyReply, filename: string, columns: CsvColumn<T>[], rows: AsyncIterable<T> | Iterable<T>) {
  return sendCsvTable(reply, filename, columns.map((c) => c.header), mapRows(rows, (row) => columns.map((c) => c.value(row))));
}

/** A table already laid out as cells (a header line, then rows of cells in the header's order). */
export function sendCsvTable(reply: FastifyReply, filename: string, header: string[], rows: AsyncIterable<Cell[]> | Iterable<Cell[]>) {
  const records = Readable.from(mapRows(rows, (cells) => cells.map(safeCell)));
  const body = records.pipe(stringify({ header: true, columns: header.map((h) => String(safeCell(h))), bom: true }));
  records.on('error', (err) => body.destroy(err));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

async function* mapRows<T, U>(rows: AsyncIterable<T> | Iterable<T>, map: (row: T) => U) {
  for await (const row of rows) yield map(row);
}

const NEEDS_QUOTES = /[",\r\n]/;
const quoted = (v: string) => (NEEDS_QUOTES.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * One CSV record, CRLF-ended, quoted as RFC 4180 needs, values as they are: for a CSV the site reads back itself
 * (the add-ons' rows on their way to JSON, XML or XLSX).
 */
export const csvLine = (cells: readonly string[]) => `${cells.map(quoted).join(',')}\r\n`;

/** One CSV record for a person to open: csvLine with every cell through safeCell. */
export const safeCsvLine = (cells: readonly string[]) => csvLine(cells.map((cell) => String(safeCell(cell))));

/**
 * A cell starting with = + - @ (or tab/CR) is a formula to Excel and Sheets: prefix it so it stays text. A plain signed
 * number or phone number (+15125550199) is left alone: it cannot run anything.
 */
export function safeCell(value: Cell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const formula = /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s().-]+$/.test(value));
  return formula ? `'${value}` : value;
}
