// The one CSV writer for every CSV the site produces for people to open (admin and account exports, dataset samples):
// rows are pulled from an iterator as the client reads, so an export of any size holds one page in memory, and every
// cell (headers too) that a spreadsheet would run as a formula is neutralised. Purchased data files are not written
// here: they are streamed byte for byte as their provider uploaded them (downloads/convert.ts).
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
