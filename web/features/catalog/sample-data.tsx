import { Spinner } from '../../components/ui/spinner';
import { Table } from '../../components/ui/table';
import { useDatasetSample } from './catalog-api';

/** The first rows of the file with personal fields masked by the server. */
export function SampleData({ datasetId }: { datasetId: string }) {
  const { data: sample, isPending, isError, error } = useDatasetSample(datasetId);
  if (isPending) return <Spinner label="Loading sample..." />;
  if (isError) return <p role="alert" className="text-sm text-red-700">Sample data could not be loaded: {error.message}</p>;
  if (sample.rows.length === 0) return <p className="text-sm text-slate-600">No sample is available for this dataset yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        A preview of {sample.rows.length} rows. Personal details are masked; the purchased file contains the full values.
      </p>
      <Table label="Sample rows" frame="bordered" tableClassName="min-w-full divide-y divide-slate-200 text-sm"
        headClassName="bg-slate-50 text-left text-slate-600" bodyClassName="divide-y divide-slate-100 bg-white"
        head={sample.columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-2.5 font-medium whitespace-nowrap">{column}</th>
        ))}>
        {sample.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, cellIndex) => (
              <td key={cellIndex} className="px-4 py-2.5 whitespace-nowrap text-slate-700">{cell}</td>
            ))}
          </tr>
        ))}
      </Table>
    </div>
  );
}
