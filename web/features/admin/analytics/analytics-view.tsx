// The business over a date range: totals, revenue / orders / sign-ups / leads per period as charts with their numbers,
// and the top datasets and categories. Used by /admin/analytics and the dashboard's Analytics tab.
import { lazy, Suspense } from 'react';
import type { Analytics, AnalyticsQuery } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatTile } from '../../../components/ui/stat-tile';
import { useAdminGet } from '../admin-api';
import { queryString } from '../ui/use-list-params';
import { ListState, Table, td, th } from '../../../components/ui/table';
import { BadgeDollarSign, FileSpreadsheet, ReceiptText, ShoppingBag, Undo2, UserPlus, Wallet, Zap } from 'lucide-react';
import type { SeriesDef } from './series-chart';

// recharts is the heaviest part of the admin area: it loads when a chart is first shown.
const SeriesChart = lazy(() => import('./series-chart'));

type Point = Analytics['series'][number];
type Key = Exclude<keyof Point, 'period'>;

const count = (n: number) => n.toLocaleString('en-US');
const money = (cents: number) => formatCents(cents).replace(/\.00$/, '');

const CHARTS: { title: string; series: SeriesDef<Key>[] }[] = [
  { title: 'Revenue and orders', series: [
    { key: 'revenueCents', label: 'Net revenue', color: '#2563eb', kind: 'bar', format: money },
    { key: 'orders', label: 'Orders', color: '#f59e0b', kind: 'line', format: count },
  ] },
  { title: 'New users', series: [{ key: 'newUsers', label: 'New users', color: '#10b981', kind: 'bar', format: count }] },
  { title: 'Leads and lead spend', series: [
    { key: 'leads', label: 'Leads', color: '#8b5cf6', kind: 'bar', format: count },
    { key: 'leadSpendCents', label: 'Lead spend', color: '#ef4444', kind: 'line', format: money },
  ] },
];

export function periodLabel(period: string, interval: AnalyticsQuery['interval']) {
  const date = new Date(`${period}T00:00:00Z`);
  if (interval === 'month') return date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export function AnalyticsView({ range }: { range: AnalyticsQuery }) {
  const analytics = useAdminGet<Analytics>(`/api/admin/analytics?${queryString(range)}`, { placeholder: true });
  const label = (p: string) => periodLabel(p, range.interval);
  const data = analytics.data;
  return (
    <ListState query={analytics} what="analytics" empty={false} emptyText="">
      {data && (
        <div className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile icon={BadgeDollarSign} label="Net revenue" value={formatCents(data.totals.revenueCents)} tone="bg-blue-50 text-blue-600" />
            <StatTile icon={ShoppingBag} label="Orders" value={count(data.totals.orders)} tone="bg-amber-50 text-amber-600" />
            <StatTile icon={ReceiptText} label="Average order" value={formatCents(data.totals.averageOrderCents)} tone="bg-slate-100 text-slate-600" />
            <StatTile icon={Undo2} label="Refunded" value={formatCents(data.totals.refundedCents)} tone="bg-red-50 text-red-600" />
            <StatTile icon={UserPlus} label="New users" value={count(data.totals.newUsers)} tone="bg-green-50 text-green-600" />
            <StatTile icon={Zap} label="Leads" value={count(data.totals.leads)} tone="bg-violet-50 text-violet-600" />
            <StatTile icon={FileSpreadsheet} label="Lead spend" value={formatCents(data.totals.leadSpendCents)} tone="bg-rose-50 text-rose-600" />
            <StatTile icon={Wallet} label="Balance recharges (net of refunds)" value={formatCents(data.totals.rechargesCents)} tone="bg-emerald-50 text-emerald-600" />
          </dl>

          {CHARTS.map((chart) => (
            <section key={chart.title} className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">{chart.title}</h2>
              <div className="mt-4 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
                <Suspense fallback={<Skeleton className="h-[260px] rounded-lg" />}>
                  <SeriesChart data={data.series} series={chart.series} periodLabel={label} />
                </Suspense>
                <Table caption={`${chart.title} per ${range.interval}`} label={`${chart.title}: figures`} frame="plain"
                  className="max-h-[260px] overflow-y-auto rounded-lg border border-slate-100" headClassName="sticky top-0 bg-slate-50" head={<>
                    <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-slate-600">Period</th>
                    {chart.series.map((s) => <th key={s.key} scope="col" className="px-3 py-2 text-right text-xs font-semibold text-slate-600">{s.label}</th>)}
                  </>}>
                  {data.series.map((point) => (
                    <tr key={point.period}>
                      <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap text-slate-700">{label(point.period)}</th>
                      {chart.series.map((s) => <td key={s.key} className="px-3 py-1.5 text-right tabular-nums">{s.format(point[s.key])}</td>)}
                    </tr>
                  ))}
                </Table>
              </div>
            </section>
          ))}

          <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TopTable title="Top datasets" rows={data.topDatasets.map((d) => ({ id: d.id, name: d.title, units: d.units, revenueCents: d.revenueCents }))} />
            <TopTable title="Top categories" rows={data.topCategories.map((c) => ({ id: c.id, name: c.name, units: c.units, revenueCents: c.revenueCents }))} />
          </div>
        </div>
      )}
    </ListState>
  );
}

function TopTable({ title, rows }: { title: string; rows: { id: string; name: string; units: number; revenueCents: number }[] }) {
  return (
    <section>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">No sales in this range.</p>
      ) : (
        <Table caption={`${title} by revenue`} head={<><th scope="col" className={th}>Name</th><th scope="col" className={`${th} text-right`}>Sold</th><th scope="col" className={`${th} text-right`}>Revenue</th></>}>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={`${td} font-medium text-slate-900`}>{r.name}</td>
              <td className={`${td} text-right tabular-nums`}>{count(r.units)}</td>
              <td className={`${td} text-right tabular-nums`}>{formatCents(r.revenueCents)}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
