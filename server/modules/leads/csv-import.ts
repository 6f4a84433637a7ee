// CSV upload: the file streams through a hash and the CSV parser straight into the pipeline, 200 rows at a time,
// so memory stays flat whatever its size. A row's source id is its mapped lead id column or a hash of the row, so
// uploading the same file again finds every row already imported and charges nothing twice.
import { createHash } from 'node:crypto';
import { finished, Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { eq } from 'drizzle-orm';
import type { CsvImportReport, CsvMapping, IngestOutcome } from '../../../common/leads';
import { INGEST_OUTCOMES, MAX_CSV_ERRORS_REPORTED } from '../../../common/leads';
import { leadImports } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { uploadError } from '../../lib/uploads';
import { qualityRulesOf } from './configs.service';
import { clean } from './normalise';
import { ingestBatch, prepareLead, type ConfigRow, type PipelineDeps, type PreparedLead } from './pipeline';

/**
 * Rows per charging call. Small enough that each call's payload and result strings stay under V8's large-object
 * size and die young (a 1,000-row call made ~3 MB of large objects per call that only full GCs reclaim), large
 * enough that the per-call overhead is a few percent.
 */
const BATCH = 200;

export const csvErrors = {
  notCsv: () => new AppError('NOT_CSV', 415, 'This file is not a CSV file. Export your leads as CSV (comma-separated values) and try again.'),
  noContact: () => new AppError('MAPPING_INCOMPLETE', 400, 'Map a column to E-mail or Phone: a lead needs one of them.'),
  tooLarge: (mb: number) => new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${mb} MB. Split it and upload the parts.`),
};

export async function importCsv(deps: PipelineDeps, config: ConfigRow, upload: { fileName: string; stream: Readable }, mapping: CsvMapping): Promise<CsvImportReport> {
  const mapped = new Set(Object.values(mapping));
  if (!mapped.has('email') && !mapped.has('phone')) throw csvErrors.noContact();
  const started = performance.now();
  const [run] = await deps.db.insert(leadImports).values({ userId: config.userId, configId: config.id, fileName: clean(upload.fileName, 200) || 'leads.csv' }).returning();

  const counts = Object.fromEntries(INGEST_OUTCOMES.map((o) => [o, 0])) as Record<IngestOutcome, number>;
  const errors: CsvImportReport['errors'] = [];
  let errorRows = 0;
  let chargedCents = 0;
  let rows = 0;
  const hash = createHash('sha256');
  let bytes = 0;
  let checked = false;

  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      // Text, not a binary file renamed .csv: no NUL bytes in the first chunk.
      if (!checked) {
        checked = true;
        if (chunk.subarray(0, 8192).includes(0)) return done(csvErrors.notCsv());
      }
      bytes += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const parser = upload.stream.pipe(meter).pipe(parse({
    bom: true, columns: (header: string[]) => header.map((h) => clean(h, 200)), skip_empty_lines: true, skip_records_with_empty_values: true,
    relax_column_count: true,
    trim: true, max_record_size: 256 * 1024, info: true,
  }));
  // finished() also reports a failure that came before this listener could (a multipart body cut short destroys the
  // file stream while the route awaits the database): a pipe from a destroyed stream never ends.
  finished(upload.stream, (err) => { if (err) parser.destroy(err); });
  meter.on('error', (err) => parser.destroy(err));

  const fieldOf = (key: string) => mapping[key] ?? 'extra';
  const rules = qualityRulesOf(config);
  let batch: PreparedLead[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const results = await ingestBatch(deps, config, batch, { platform: 'csv', importId: run!.id });
    for (const r of results) {
      counts[r.outcome]++;
      chargedCents += r.costCents;
      if (r.errors.length) {
        errorRows++;
        if (errors.length < MAX_CSV_ERRORS_REPORTED) errors.push({ row: r.index, messages: r.errors });
      }
    }
    batch = [];
  };

  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      rows++;
      const sourceColumn = Object.keys(record).find((k) => mapping[k] === 'source_id');
      const sourceLeadId = sourceColumn && record[sourceColumn] ? clean(record[sourceColumn], 200) : `csv:${rowHash(record)}`;
      batch.push(prepareLead(record, info.lines, rules, { sourceLeadId, fieldOf }));
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  } catch (err) {
    const unreadable = uploadError(err);
    const failure = err instanceof AppError ? err : unreadable instanceof AppError ? unreadable
      : new AppError('INVALID_CSV', 422, `The file could not be read as CSV after ${rows.toLocaleString('en-US')} rows: ${(err as Error).message}`);
    await deps.db.update(leadImports).set({ status: 'failed', bytes, finishedAt: new Date(), report: { rows, counts, error: failure.message } })
      .where(eq(leadImports.id, run!.id));
    throw failure;
  }

  const report: CsvImportReport = {
    importId: run!.id, fileName: run!.fileName, rows, counts, chargedCents, errors,
    errorsTruncated: errorRows > errors.length, durationMs: Math.round(performance.now() - started),
  };
  await deps.db.update(leadImports).set({ status: 'completed', bytes, sha256: hash.digest('hex'), finishedAt: new Date(), report })
    .where(eq(leadImports.id, run!.id));
  return report;
}

/** Identifies a row by its values: the same row uploaded again gets the same id. */
function rowHash(record: Record<string, string>): string {
  return createHash('sha256').update(JSON.stringify(Object.values(record))).digest('base64url').slice(0, 24);
}
