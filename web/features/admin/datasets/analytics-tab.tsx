// Analytics: the five datasets downloaded most and the five that earned most, each with both figures.
import type { DatasetInsights } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { formatNumber } from '../../catalog';
import { ListState, Table, td, th } from '../../../components/ui/table';
import { useDatasetInsights } from './datasets-api';

function TopTable({ id, title, rows }: { id: string; title: string; rows: DatasetInsights['topByDownloads'] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? <p className="text-sm text-slate-600">No datasets yet.</p> : (
        <Table
          caption={title}
          head={(
            <>
              <th scope="col" className={th}>Rank</th>
              <th scope="col" className={th}>Dataset</th>
              <th scope="col" className={`${th} text-right`}>Downloads</th>
              <th scope="col" className={`${th} text-right`}>Revenue</th>
            </>
          )}
        >
          {rows.map((row, i) => (
            <tr key={row.id}>
              <td className={`${td} text-slate-500 tabular-nums`}>{i + 1}</td>
              <td className={`${td} max-w-80 truncate font-medium text-slate-900`}>{row.title}</td>
              <td className={`${td} text-right tabular-nums`}>{formatNumber(row.totalDownloads)}</td>
              <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatCents(row.revenueCents)}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

export function AnalyticsTab() {
  const insights = useDatasetInsights();
  return (
    <ListState query={insights} what="dataset analytics" empty={false} emptyText="">
      {insights.data && (
        <div className="grid grid-cols-1 gap-8 xl:grid-cols-2">
          <TopTable id="top-downloads" title="Top 5 datasets by downloads" rows={insights.data.topByDownloads} />
          <TopTable id="top-revenue" title="Top 5 datasets by revenue" rows={insights.data.topByRevenue} />
        </div>
      )}
    </ListState>
  );
}
