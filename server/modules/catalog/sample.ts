// A dataset's sample: the first rows of its stored CSV, with personal fields masked before they leave the server.
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import type { DatasetSample } from '../../../common/catalog';

export const SAMPLE_ROWS = 10;

/** `jane.doe@gmail.com` -> `j***@g***.com`: enough to see the shape, not enough to contact anyone. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return value ? '***' : '';
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const tld = labels.length > 1 ? `.${labels.pop()}` : '';
  const domain = labels[0] ?? '';
  return `${local[0]}***@${domain ? `${domain[0]}***` : '***'}${tld}`;
}

/** `(512) 555-1234` -> `***-***-1234`. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (!digits) return '';
  return digits.length < 4 ? '***' : `***-***-${digits.slice(-4)}`;
}

/** `Doe` -> `D.`: a first name plus an initial does not identify a person. */
export function maskSurname(value: string): string {
  const initial = value.trim()[0];
  return initial ? `${initial.toUpperCase()}.` : '';
}

/** `1985-03-14` or `3/14/1985` -> `1985-**-**`: the year tells an age band, not a birthday. */
export function maskDate(value: string): string {
  const year = /\b(19|20)\d{2}\b/.exec(value)?.[0];
  return value.trim() ? (year ? `${year}-**-**` : '***') : '';
}

/** `123 Main St Apt 4` -> `*** Main St Apt *`: the street without the numbers that find the door. */
export function maskAddress(value: string): string {
  return value.replace(/\d+/g, '***');
}

type Masker = (value: string) => string;

export function maskerFor(column: string): Masker | null {
  const name = column.toLowerCase();
  if (/e-?mail/.test(name)) return maskEmail;
  if (/phone|mobile|fax/.test(name)) return maskPhone;
  if (/^(last_?name|surname|family_?name)$/.test(name)) return maskSurname;
  if (/birth|(^|_)dob($|_)/.test(name)) return maskDate;
  if (/address|street/.test(name)) return maskAddress;
  return null;
}

/** A value as the public may see it: masked if its column holds personal data (masking twice changes nothing). */
export function publicValue(column: string, value: string): string {
  const mask = maskerFor(column);
  return mask ? mask(value) : value;
}

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
