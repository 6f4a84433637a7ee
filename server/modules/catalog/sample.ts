// A dataset's sample: the first rows of its stored CSV, with personal fields masked before they leave the server.
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import type { DatasetSample } from '../../../common/catalog';
import { maskerFor, type Masker } from '../../lib/masks';

export const SAMPLE_ROWS = 10;

/**
 * Reads only as far as the sample needs: leaving the loop destroys the parser, and pipeline then
 * closes the file, so a gigabyte dataset costs the same as a small one.
 */
export async function readSample(source: Readable, rows = SAMPLE_ROWS): Promise<DatasetSample> {
  const parser = parse({ relax_column_count: true, bom: true });
  let failure: unknown = null;
  let stopped = false;
  const done = pipeline(source, parser).catch((err: unknown) => { failure = err; });
  let columns: string[] | null = null;
  let maskers: (Masker | null)[] = [];
  const sample: string[][] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!columns) {
        columns = record;
        maskers = columns.map(maskerFor);
        continue;
      }
      sample.push(columns.map((_, i) => {
        const value = record[i] ?? '';
        const mask = maskers[i];
        return mask ? mask(value) : value;
      }));
      if (sample.length >= rows) {
        stopped = true;
        break;
      }
    }
  } finally {
    source.destroy();
  }
  await done;
  // Stopping early aborts the pipeline on purpose; only a failure before that is one.
  if (failure && !stopped) throw failure;
  return { columns: columns ?? [], rows: sample };
}
