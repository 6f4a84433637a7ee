import type { DatasetDetail } from '../../../common/catalog';
import { Table } from '../../components/ui/table';

export function DatasetOverview({ dataset }: { dataset: DatasetDetail }) {
  const paragraphs = (dataset.longDescription || dataset.description).split(/\n\s*\n/).filter((p) => p.trim());
  const columns = dataset.file?.columns ?? [];
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 text-slate-700">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {columns.length > 0 && (
        <section aria-labelledby="data-dictionary-heading">
          <h2 id="data-dictionary-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Data dictionary
          </h2>
          <Table label="Data dictionary" frame="bordered" tableClassName="min-w-full divide-y divide-slate-200 text-sm"
            headClassName="bg-slate-50 text-left text-slate-600" bodyClassName="divide-y divide-slate-100 bg-white" head={<>
              <th scope="col" className="px-4 py-2.5 font-medium">Column</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Type</th>
              <th scope="col" className="px-4 py-2.5 font-medium">Example</th>
            </>}>
            {columns.map((column) => (
              <tr key={column.name}>
                <th scope="row" className="px-4 py-2.5 text-left font-mono font-medium text-slate-900">{column.name}</th>
                <td className="px-4 py-2.5 text-slate-600">{column.type}</td>
                <td className="px-4 py-2.5 text-slate-600">{column.example}</td>
              </tr>
            ))}
          </Table>
        </section>
      )}
    </div>
  );
}
