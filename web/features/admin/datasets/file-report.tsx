// What the server learnt from a dataset's CSV: its size and row count, the data dictionary (each column's name,
// inferred type and an example) and the first rows as buyers' previews show them (personal details masked).
import type { DatasetFileReport } from '../../../../common/admin';
import { formatNumber } from '../../catalog';
import { formatDate } from '../ui/format';
import { Table, td, th } from '../../../components/ui/table';

const UNITS = ['KB', 'MB', 'GB'] as const;

/** 532 -> "532 bytes", 1_572_864 -> "1.5 MB". */
export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}

export function FileFacts({ rows, bytes, uploadedAt }: { rows: number; bytes: number; uploadedAt?: string }) {
  const facts = [['Records', formatNumber(rows)], ['Size', formatBytes(bytes)], ...(uploadedAt ? [['Uploaded', formatDate(uploadedAt)]] : [])];
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs text-slate-500">{term}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DataDictionary({ columns }: { columns: DatasetFileReport['columns'] }) {
  return (
    <Table
      caption="Data dictionary"
      head={<><th scope="col" className={th}>Column</th><th scope="col" className={th}>Type</th><th scope="col" className={th}>Example</th></>}
    >
      {columns.map((column) => (
        <tr key={column.name}>
          <td className={`${td} font-medium whitespace-nowrap text-slate-900`}>{column.name}</td>
          <td className={`${td} text-slate-600`}>{column.type}</td>
          <td className={`${td} max-w-64 truncate text-slate-600`}>{column.example || '—'}</td>
        </tr>
      ))}
    </Table>
  );
}

export function SampleRows({ sample }: { sample: DatasetFileReport['sample'] }) {
  if (sample.rows.length === 0) return null;
  return (
    <Table caption="Sample rows, personal details masked" head={sample.columns.map((c) => <th key={c} scope="col" className={th}>{c}</th>)}>
      {sample.rows.map((row, r) => (
        <tr key={r}>{row.map((cell, c) => <td key={c} className={`${td} whitespace-nowrap text-slate-700`}>{cell}</td>)}</tr>
      ))}
    </Table>
  );
}

/** The answer to an upload: the facts, the dictionary and the masked sample, each under a visible heading. */
export function FileReport({ report }: { report: DatasetFileReport }) {
  return (
    <div className="space-y-4">
      <FileFacts rows={report.rows} bytes={report.bytes} />
      <h4 className="text-sm font-semibold text-slate-900">Data dictionary</h4>
      <DataDictionary columns={report.columns} />
      {report.sample.rows.length > 0 && <h4 className="text-sm font-semibold text-slate-900">Sample rows (personal details masked)</h4>}
      <SampleRows sample={report.sample} />
    </div>
  );
}
