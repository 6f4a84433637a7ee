// Records found at the byte level whatever the chunking: quotes, line breaks inside fields, CRLF, a BOM, multi-byte
// characters cut between chunks, a last line without a break; each record's end offset where the next one starts.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { parseRecord, RecordSplitter } from './csv-records';

const CSV = '\ufeffid,name,note\r\n1,"Doe, Jane","She said ""hi"""\r\n2,Zoë 李,"line one\nline two"\n\n3,,plain\n4,"a,b","""quoted"" start"\n5,"x","no break at the end"';

function split(bytes: Buffer, chunk: number) {
  const records: { fields: string[]; end: number }[] = [];
  const splitter = new RecordSplitter(0, (line, end) => { records.push({ fields: parseRecord(line), end }); });
  for (let i = 0; i < bytes.length; i += chunk) splitter.write(bytes.subarray(i, i + chunk));
  splitter.end();
  return records;
}

describe('RecordSplitter', () => {
  it('gives csv-parse\'s records for every chunk size, each ending where the next one starts', () => {
    const bytes = Buffer.from(CSV);
    const expected: string[][] = parse(CSV, { bom: true, relax_column_count: true, skip_empty_lines: true, record_delimiter: ['\r\n', '\n'] });
    for (let chunk = 1; chunk <= bytes.length; chunk++) {
      const records = split(bytes, chunk);
      expect(records.map((r) => r.fields), `chunks of ${chunk}`).toEqual(expected);
      // Reading on from a record's end gives the records after it: what a cursor relies on.
      const resumed: string[][] = [];
      const from = records[2]!.end;
      const splitter = new RecordSplitter(from, (line) => { resumed.push(parseRecord(line)); });
      splitter.write(bytes.subarray(from));
      splitter.end();
      expect(resumed).toEqual(expected.slice(3));
    }
    expect(split(bytes, 7).at(-1)!.end).toBe(bytes.length);
  });

  it('stops when the handler says so and ignores what follows', () => {
    const seen: string[] = [];
    const splitter = new RecordSplitter(0, (line) => { seen.push(line.toString()); return seen.length < 2; });
    splitter.write(Buffer.from('a\nb\nc\nd\n'));
    splitter.end();
    expect(seen).toEqual(['a', 'b']);
    expect(splitter.done).toBe(true);
  });
});
