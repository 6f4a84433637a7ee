// An admin's upload of a dataset's CSV: the file streams once, teed into storage and into the parser, which counts the
// records, profiles every column (the data dictionary) and keeps the first rows masked (the sample). Only a complete,
// valid CSV replaces the dataset's current file; anything else is removed and refused with the reason.
import { createHash } from 'node:crypto';
import { finished, PassThrough, Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { eq } from 'drizzle-orm';
import { DATASET_MESSAGES, type DatasetFileReport } from '../../../common/admin';
import type { Db } from '../../db/client';
import { datasetFiles, datasets } from '../../db/schema';
import type { ChangeFeed } from '../../lib/change-feed';
import { AppError, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { JobQueue } from '../jobs/job-queue';
import { isFileTooLarge, uploadError } from '../../lib/uploads';
import { recordAudit, type Actor } from '../audit/audit.service';
import { ColumnProfile } from './column-types';
import { maskerFor } from '../../lib/masks';
import { SAMPLE_ROWS } from './sample';

const notCsv = (detail?: string) => new AppError('NOT_CSV', 422, detail ? `${DATASET_MESSAGES.notCsv} ${detail}` : DATASET_MESSAGES.notCsv);

export interface UploadDeps { db: Db; storage: Storage; changes: ChangeFeed; jobs: JobQueue }

export async function storeDatasetFile(deps: UploadDeps, actor: Actor, datasetId: string, body: Readable): Promise<DatasetFileReport> {
  const [dataset] = await deps.db.select({ id: datasets.id, slug: datasets.slug, recordCount: datasets.recordCount }).from(datasets).where(eq(datasets.id, datasetId));
  if (!dataset) throw notFound('Dataset');
  const [previous] = await deps.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, datasetId));

  const hash = createHash('sha256');
  let bytes = 0;
  let checked = false;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (!checked) {
        checked = true;
        if (chunk.subarray(0, 8192).includes(0)) return done(notCsv('It looks like a binary file.'));
      }
      bytes += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const toStorage = new PassThrough();
  const parser = parse({ bom: true, skip_empty_lines: true, max_record_size: 1024 * 1024 });
  // finished() also reports a failure that came before this listener could: a multipart body cut short destroys the
  // file stream while the route still awaits the database, and a pipe from a destroyed stream never ends.
  finished(body, (err) => { if (err) meter.destroy(err); });
  // The parser's loop reports the failure; storage only needs to stop (its write fails and is cleaned up below).
  meter.on('error', (err) => { toStorage.destroy(); parser.destroy(err); });
  body.pipe(meter);
  meter.pipe(toStorage);
  meter.pipe(parser);

  const key = `datasets/${dataset.slug}-${Date.now().toString(36)}.csv`;
  const stored = deps.storage.put(key, toStorage);
  let profiles: ColumnProfile[] = [];
  const sample: string[][] = [];
  let rows = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!profiles.length) {
        const names = record.map((h) => h.trim());
        if (!names.some(Boolean) || names.some((n) => n.length > 200)) throw notCsv('The first line must name the columns.');
        profiles = names.map((name, i) => new ColumnProfile(name || `column_${i + 1}`));
        continue;
      }
      rows++;
      record.forEach((value, i) => profiles[i]?.add(value));
      if (sample.length < SAMPLE_ROWS) {
        sample.push(profiles.map((p, i) => {
          const mask = maskerFor(p.name);
          return mask ? mask(record[i] ?? '') : record[i] ?? '';
        }));
      }
    }
    await stored;
    if (!profiles.length) throw notCsv('The file is empty.');
    if (!rows) throw new AppError('NO_ROWS', 422, 'The file names its columns but has no rows of data.');
  } catch (err) {
    // A file that was read to its end is left to finish writing and then removed; one cut short stops now.
    if (!toStorage.writableEnded) toStorage.destroy();
    // The rest of the upload is read and dropped, so the refusal reaches the browser while it is still sending.
    body.unpipe(meter);
    body.resume();
    await stored.catch(() => {});
    await deps.storage.remove(key).catch(() => {});
    if (err instanceof AppError) throw err;
    if (isFileTooLarge(err)) throw err;
    const unreadable = uploadError(err);
    if (unreadable instanceof AppError) throw unreadable;
    // csv-parse's own errors say where and what: an unclosed quote, a row with more columns than the header ...
    throw notCsv((err as Error).message);
  }

  const columns = profiles.map((p) => ({ name: p.name, type: p.type, example: p.maskedExample }));
  const file = { storageKey: key, bytes, rows, columns, sha256: hash.digest('hex') };
  await deps.db.transaction(async (tx) => {
    await tx.insert(datasetFiles).values({ datasetId, ...file })
      .onConflictDoUpdate({ target: datasetFiles.datasetId, set: { ...file, createdAt: new Date() } });
    await tx.update(datasets).set({ recordCount: rows }).where(eq(datasets.id, datasetId));
    await recordAudit(tx, actor, {
      action: 'dataset.file', entityType: 'dataset', entityId: datasetId,
      before: previous ? { rows: previous.rows, bytes: previous.bytes, sha256: previous.sha256 } : null,
      after: { rows, bytes, sha256: file.sha256, columns: columns.map((c) => `${c.name}:${c.type}`) },
    });
    await deps.changes.publish('catalog', tx);
    // Teams holding it with Real-Time Data Delivery hear of the new file (the subscriptions module decides who).
    await deps.jobs.send('subscriptions.dataset-updated', { datasetId }, { tx });
  });
  if (previous && previous.storageKey !== key) await deps.storage.remove(previous.storageKey).catch(() => {});
  return { rows, bytes, columns, sample: { columns: profiles.map((p) => p.name), rows: sample } };
}
