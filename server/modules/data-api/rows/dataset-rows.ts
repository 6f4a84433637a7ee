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
import { planRowSteps } from '../../downloads/addons/download-addons';
import type { RowTransform } from '../../downloads/addons/row-stream';
import { csvLine } from '../../downloads/addons/row-stream';
import { jsonString, uniqueNames } from '../../downloads/convert';
import { teamHoldsDataset } from '../../downloads/grants';
import { parseRecord, RecordSplitter } from './csv-records';
import { rowSelection, type RowSelection } from './row-selection';

/**
 * How much of the file one page may read before it answers with what it found (and a cursor to go on): a filter that
 * few rows match cannot make a page read the whole file. At ~200 bytes a row, about 20,000 rows.
 */
export const PAGE_SCAN_BYTES = 4 << 20;

export interface RowsSource {
  storageKey: string;
  bytes: number;
  /** Identifies the file's version: a cursor given for another version is refused. */
  sha256: string;
  selection: RowSelection;
  /** The stored row (header width) as delivered: add-on steps applied. */
  cells: (line: Buffer) => string[];
}

/** The rows of a dataset the key's team holds (bought or taken into its plan), or 404 alike for one it does not or none. */
export async function openRows(db: Db, teamId: string, datasetId: string, filter: V1RowsFilter, now = new Date()): Promise<RowsSource> {
  const [file] = await db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, datasetId));
  if (!file || !await teamHoldsDataset(db, teamId, datasetId, now)) throw notFound('Dataset');
  const dictionary = file.columns;
  const stored = uniqueNames(dictionary.map((c) => c.name));
  const steps = await planRowSteps(db, { teamId }, { datasetId, columns: dictionary });
  const transforms: RowTransform[] = [];
  let header = stored;
  for (const make of steps ?? []) { const step = make(header); transforms.push(step); header = step.header; }
  const width = stored.length;
  const cells = (line: Buffer) => {
    let row = parseRecord(line);
    // Cells past the header have no column; short rows get empty cells (as the downloads do).
    if (row.length > width) row = row.slice(0, width);
    while (row.length < width) row.push('');
    for (const t of transforms) row = t.row(row);
    return row;
  };
  return { storageKey: file.storageKey, bytes: file.bytes, sha256: file.sha256, selection: rowSelection(header, dictionary, filter), cells };
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
    const cells = src.cells(line);
    if (test(cells)) rows.push(pick.map((i) => cells[i]!));
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

/** Every wanted row, as NDJSON (one object a line) or CSV (with a header), streamed with flat memory. */
export function rowsStream(storage: Storage, src: RowsSource, format: 'ndjson' | 'csv'): Readable {
  const { pick, test, columns } = src.selection;
  const keys = columns.map((c, i) => `${i === 0 ? '{' : ','}${JSON.stringify(c.name)}:`);
  let out = format === 'csv' ? csvLine(columns.map((c) => c.name)) : '';
  let header = true;
  const splitter = new RecordSplitter(0, (line) => {
    if (header) { header = false; return; }
    const cells = src.cells(line);
    if (!test(cells)) return;
    if (format === 'csv') { out += csvLine(pick.map((i) => cells[i]!)); return; }
    let json = '';
    for (let k = 0; k < pick.length; k++) json += keys[k] + jsonString(cells[pick[k]!]!);
    out += pick.length ? `${json}}\n` : '{}\n';
  });
  const flush = (t: Transform) => { if (out) { t.push(Buffer.from(out, 'utf8')); out = ''; } };
  const transform = new Transform({
    readableHighWaterMark: 1 << 16,
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      try { splitter.write(chunk); flush(this); done(); } catch (err) { done(err as Error); }
    },
    flush(done: TransformCallback) {
      try { splitter.end(); flush(this); done(); } catch (err) { done(err as Error); }
    },
  });
  pipeline(storage.read(src.storageKey, { chunkBytes: 1 << 20 }), transform, () => { /* errors reach the reply through `transform` */ });
  return transform;
}
