// A dataset's rows for the data API, read from its stored CSV (the file downloads stream, with the team's plan add-ons
// applied the same way): a page from a byte offset, which is what the cursor carries, or every wanted row as a stream.
// Nothing is copied into the database: a page is one ranged read that stops once it has its rows.
import { Transform, pipeline, type Readable, type TransformCallback } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { V1RowsFilter } from '../../../../common/data-api';
import type { Db } from '../../../db/client';
import { datasetFiles } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { Storage } from '../../../lib/storage';
import type { DictionaryColumn } from '../../../../common/contact-columns';
import { planRowSteps, type RowStep } from '../../downloads/addons/download-addons';
import type { RowTransform } from '../../downloads/addons/row-stream';
import { safeCsvLine } from '../../../lib/csv-export';
import { jsonValue, uniqueNames } from '../../downloads/convert';
import { teamHoldsDataset } from '../../downloads/grants';
import { parseRecord, RecordSplitter } from './csv-records';
import { rowSelection, type RowSelection } from './row-selection';

/**
 * How much of the file one page may read before it answers with what it found (and a cursor to go on): a filter that
 * few rows match cannot make a page read the whole file. At ~160 bytes a row, about 13,000 rows (~20 ms of parsing).
 */
export const PAGE_SCAN_BYTES = 2 << 20;

export interface RowsSource {
  storageKey: string;
  bytes: number;
  /** Identifies the file's version: a cursor given for another version is refused. */
  sha256: string;
  selection: RowSelection;
  /** The stored row (header width) as delivered: add-on steps applied. */
  cells: (line: Buffer) => string[];
  /** Whether a stored record may be wanted, judged on its bytes before it is parsed. */
  mayMatch: (line: Buffer) => boolean;
}

/** The rows of a dataset the key's team holds (bought or taken into its plan), or 404 alike for one it does not or none. */
export async function openRows(db: Db, teamId: string, datasetId: string, filter: V1RowsFilter, now = new Date()): Promise<RowsSource> {
  const [file] = await db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, datasetId));
  if (!file || !await teamHoldsDataset(db, teamId, datasetId, now)) throw notFound('Dataset');
  const steps = await planRowSteps(db, { teamId }, { datasetId, columns: file.columns });
  return rowsSource(file, steps ?? [], filter);
}

/** How to read one stored file's rows for a filter, with the add-on steps applied to each row. */
export function rowsSource(file: { storageKey: string; bytes: number; sha256: string; columns: DictionaryColumn[] },
  steps: RowStep[], filter: V1RowsFilter): RowsSource {
  const stored = uniqueNames(file.columns.map((c) => c.name));
  const transforms: RowTransform[] = [];
  let header = stored;
  for (const make of steps) { const step = make(header); transforms.push(step); header = step.header; }
  const width = stored.length;
  const cells = (line: Buffer) => {
    let row = parseRecord(line);
    // Cells past the header have no column; short rows get empty cells (as the downloads do).
    if (row.length > width) row = row.slice(0, width);
    while (row.length < width) row.push('');
    for (const t of transforms) row = t.row(row);
    return row;
  };
  const selection = rowSelection(header, file.columns, filter);
  // Add-ons rewrite values (a ZIP or phone normalised), so a stored record's bytes say nothing about the delivered row.
  const needles = transforms.length ? [] : selection.needles;
  const mayMatch = needles.length === 0 ? () => true : (line: Buffer) => needles.every((n) => line.includes(n));
  return { storageKey: file.storageKey, bytes: file.bytes, sha256: file.sha256, selection, cells, mayMatch };
}

/**
 * Up to `limit` wanted rows from byte `from` (null: the file's start, header skipped), reading at most PAGE_SCAN_BYTES.
 * `next` is the byte after the last row read, or null at the end of the file: every row is read by exactly one page.
 */
export async function readRowsPage(storage: Storage, src: RowsSource, from: number | null, limit: number)
  : Promise<{ rows: string[][]; next: number | null }> {
  const start = from ?? 0;
  const { pick, test } = src.selection;
  const rows: string[][] = [];
  let header = from === null;
  let next = start;
  const splitter = new RecordSplitter(start, (line, end) => {
    next = end;
    if (header) { header = false; return true; }
    if (src.mayMatch(line)) {
      const cells = src.cells(line);
      if (test(cells)) rows.push(pick.map((i) => cells[i]!));
    }
    return rows.length < limit && end - start < PAGE_SCAN_BYTES;
  });
  const stream = storage.read(src.storageKey, { start, chunkBytes: 1 << 16 });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      splitter.write(chunk);
      if (splitter.done) break;
    }
    if (!splitter.done) splitter.end();
  } finally {
    stream.destroy();
  }
  return { rows, next: !splitter.done || next >= src.bytes ? null : next };
}

/**
 * A row's chosen cells as a JSON object's text, keyed by column name, each value typed by its dictionary type as
 * downloads type them (convert.ts jsonValue). Written directly: no object per row.
 */
export function rowJsonWriter(columns: { name: string; type?: string }[]): (values: string[]) => string {
  const keys = columns.map((c, i) => `${i === 0 ? '{' : ','}${JSON.stringify(c.name)}:`);
  return (values) => {
    let json = '';
    for (let k = 0; k < keys.length; k++) json += keys[k] + jsonValue(columns[k]!.type, values[k]!);
    return keys.length ? `${json}}` : '{}';
  };
}

/** Output is pushed in pieces of about this size: a string grown much longer costs more in garbage than in writing. */
const OUT_CHUNK = 1 << 16;

/** Every wanted row, as NDJSON (one object a line) or CSV (with a header), streamed with flat memory. */
export function rowsStream(storage: Storage, src: RowsSource, format: 'ndjson' | 'csv'): Readable {
  const { pick, test, columns } = src.selection;
  const json = rowJsonWriter(columns);
  // CSV is for opening in a spreadsheet: neutralised as every CSV the site writes (lib/csv-export.ts); NDJSON keeps the values.
  let out = format === 'csv' ? safeCsvLine(columns.map((c) => c.name)) : '';
  let header = true;
  const flush = () => { if (out) { transform.push(Buffer.from(out, 'utf8')); out = ''; } };
  const splitter = new RecordSplitter(0, (line) => {
    if (header) { header = false; return; }
    if (!src.mayMatch(line)) return;
    const cells = src.cells(line);
    if (!test(cells)) return;
    const values = pick.map((i) => cells[i]!);
    out += format === 'csv' ? safeCsvLine(values) : `${json(values)}\n`;
    if (out.length >= OUT_CHUNK) flush();
  });
  const transform = new Transform({
    readableHighWaterMark: OUT_CHUNK,
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      try { splitter.write(chunk); flush(); done(); } catch (err) { done(err as Error); }
    },
    flush(done: TransformCallback) {
      try { splitter.end(); flush(); done(); } catch (err) { done(err as Error); }
    },
  });
  pipeline(storage.read(src.storageKey, { chunkBytes: 1 << 16 }), transform, () => { /* errors reach the reply through `transform` */ });
  return transform;
}
