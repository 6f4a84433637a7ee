// Reads the start of a CSV file in the browser: its columns, a few rows to preview, and a first guess at the mapping
// (the same aliases the server understands). The file itself is sent whole; only its first 64 KB are read here.
import { parse } from 'csv-parse/browser/esm/sync';
import { leadFieldFor, type CsvMapping } from '../../../common/leads';

export const PREVIEW_ROWS = 5;
const SAMPLE_BYTES = 64 * 1024;

export interface CsvPreview { headers: string[]; rows: string[][] }

export async function previewCsv(file: File): Promise<CsvPreview> {
  let text = await file.slice(0, SAMPLE_BYTES).text();
  // A cut in the middle of a line would look like a malformed last row.
  if (file.size > SAMPLE_BYTES) text = text.slice(0, text.lastIndexOf('\n') + 1);
  if (text.includes('\u0000')) throw new Error('This file is not a CSV file. Export your leads as CSV (comma-separated values) and try again.');
  const records = parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, to_line: PREVIEW_ROWS + 1 });
  const [headers = [], ...rows] = records;
  if (!headers.length || headers.every((h) => !h.trim())) throw new Error('The file has no header row: its first line must name the columns.');
  return { headers: headers.map((h) => h.trim()), rows };
}

/** Known column names map to their field; anything else is kept with each lead as an extra field. */
export function guessMapping(headers: string[]): CsvMapping {
  const used = new Set<string>();
  return Object.fromEntries(headers.map((header) => {
    const field = leadFieldFor(header);
    if (!field || used.has(field)) return [header, 'extra'];
    used.add(field);
    return [header, field];
  }));
}
