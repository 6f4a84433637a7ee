// Streams rows as a CSV download: rows are pulled from an async iterator as the client reads, so an export of any
// size holds one page in memory. Cells that a spreadsheet would run as a formula are neutralised.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export interface CsvColumn<T> { header: string; value: (row: T) => string | number | null | undefined }

export function sendCsv<T>(reply: FastifyReply, filename: string, columns: CsvColumn<T>[], rows: AsyncIterable<T>) {
  const records = Readable.from((async function* () {
    for await (const row of rows) yield columns.map((c) => safeCell(c.value(row)));
  })());
  const body = records.pipe(stringify({ header: true, columns: columns.map((c) => c.header), bom: true }));
  records.on('error', (err) => body.destroy(err));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * A cell starting with = + - @ (or tab/CR) is a formula to Excel and Sheets: prefix it so it stays text. A plain signed
 * number or phone number (+15125550199) is left alone: it cannot run anything.
 */
export function safeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const formula = /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s().-]+$/.test(value));
  return formula ? `'${value}` : value;
}
