// The business over a date range: totals, revenue / orders / sign-ups / leads per period as charts with their numbers,
// plans (MRR and churn), and the top datasets and categories. Used by /admin/analytics and the dashboard's Analytics tab.
import { lazy, Suspense } from 'react';
import type { Analytics, AnalyticsQuery, SubscriptionAnalytics } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatTile } from '../../../components/ui/stat-tile';
import { useAdminGet } from '../admin-api';
import { queryString } from '../ui/use-list-params';
import { ListState, Table, td, th } from '../../../components/ui/table';
import { AlertTriangle, BadgeDollarSign, CalendarClock, CalendarX, FileSpreadsheet, Percent, ReceiptText, Repeat, ShoppingBag, TrendingDown, Undo2, UserPlus, Wallet, Zap } from 'lucide-react';
import type { SeriesDef } from './series-chart';

// recharts is the heaviest part of the admin area: it loads when a chart is first shown.
const SeriesChart = lazy(() => import('./series-chart'));

type Point = Analytics['series'][number];
type Key = Exclude<keyof Point, 'period'>;
type PlanPoint = SubscriptionAnalytics['series'][number];
type PlanKey = Exclude<keyof PlanPoint, 'period'>;

const count = (n: number) => n.toLocaleString('en-US');
const money = (cents: number) => formatCents(cents).replace(/\.00$/, '');

const CHARTS: { title: string; series: SeriesDef<Key>[] }[] = [
  { title: 'Revenue and orders', series: [
    { key: 'revenueCents', label: 'Net revenue', color: '#2563eb', kind: 'bar', format: money },
    { key: 'orders', label: 'Orders', color: '#f59e0b', kind: 'line', format: count },
    { key: 'planRevenueCents', label: 'Plans (in net revenue)', color: '#0d9488', kind: 'line', format: money, sameAxisAs: 'revenueCents' },
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
            <StatTile icon={Repeat} label="Plans (in net revenue)" value={formatCents(data.totals.planRevenueCents)} tone="bg-teal-50 text-teal-600" />
          </dl>

          {CHARTS.map((chart) => <ChartSection key={chart.title} title={chart.title} data={data.series} series={chart.series} range={range} />)}

          <PlansAnalytics range={range} />

          <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TopTable title="Top datasets" rows={data.topDatasets.map((d) => ({ id: d.id, name: d.title, units: d.units, revenueCents: d.revenueCents }))} />
            <TopTable title="Top categories" rows={data.topCategories.map((c) => ({ id: c.id, name: c.name, units: c.units, revenueCents: c.revenueCents }))} />
          </div>
        </div>
      )}
    </ListState>
  );
}

const PLAN_CHART: SeriesDef<PlanKey>[] = [
  { key: 'mrrCents', label: 'MRR at period end', color: '#0d9488', kind: 'bar', format: money },
  { key: 'churned', label: 'Plans ended', color: '#ef4444', kind: 'line', format: count },
  { key: 'churnedMrrCents', label: 'MRR lost', color: '#f97316', kind: 'line', format: money, sameAxisAs: 'mrrCents' },
];

/**
 * Plans: MRR now and at each period's end, and churn. Every plan is valued at today's price list and team size (the
 * server keeps no price history), so a price change moves past MRR too.
 */
function PlansAnalytics({ range }: { range: AnalyticsQuery }) {
  const plans = useAdminGet<SubscriptionAnalytics>(`/api/admin/analytics/subscriptions?${queryString(range)}`, { placeholder: true });
  const data = plans.data;
  const rate = data?.range.churnRate;
  return (
    <section aria-labelledby="plans-analytics" className="mt-6">
      <h2 id="plans-analytics" className="text-lg font-semibold text-slate-900">Plans</h2>
      <p className="mt-1 text-sm text-slate-600">MRR: the monthly amounts of the live (active or past due) plans, at today's prices. Churn: plans ended in the range over plans live at its start.</p>
      <div className="mt-3">
        <ListState query={plans} what="plan figures" empty={false} emptyText="">
          {data && (
            <div className={plans.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <StatTile icon={Repeat} label="MRR now" value={formatCents(data.current.mrrCents)} tone="bg-teal-50 text-teal-600" />
                <StatTile icon={CalendarClock} label="Active plans" value={count(data.current.active)} tone="bg-green-50 text-green-600" />
                <StatTile icon={AlertTriangle} label="Past due" value={count(data.current.pastDue)} tone="bg-red-50 text-red-600" />
                <StatTile icon={CalendarX} label={`Plans ended in range (of ${count(data.range.liveAtStart)} live at its start)`} value={count(data.range.churned)} tone="bg-slate-100 text-slate-600" />
                <StatTile icon={Percent} label="Churn rate" value={rate == null ? '—' : `${(rate * 100).toFixed(1)}%`} tone="bg-orange-50 text-orange-600" />
                <StatTile icon={TrendingDown} label="MRR lost to churn" value={formatCents(data.range.churnedMrrCents)} tone="bg-rose-50 text-rose-600" />
              </dl>
              <ChartSection title="MRR and churn" data={data.series} series={PLAN_CHART} range={range} />
            </div>
          )}
        </ListState>
      </div>
    </section>
  );
}

function ChartSection<P extends { period: string }>({ title, data, series, range }: {
  title: string; data: P[]; series: SeriesDef<Extract<keyof P, string>>[]; range: AnalyticsQuery;
}) {
  const label = (p: string) => periodLabel(p, range.interval);
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Suspense fallback={<Skeleton className="h-[260px] rounded-lg" />}>
          <SeriesChart data={data} series={series} periodLabel={label} />
        </Suspense>
        <Table caption={`${title} per ${range.interval}`} label={`${title}: figures`} frame="plain"
          className="max-h-[260px] overflow-y-auto rounded-lg border border-slate-100" headClassName="sticky top-0 bg-slate-50" head={<>
            <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-slate-600">Period</th>
            {series.map((s) => <th key={s.key} scope="col" className="px-3 py-2 text-right text-xs font-semibold text-slate-600">{s.label}</th>)}
          </>}>
          {data.map((point) => (
            <tr key={point.period}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap text-slate-700">{label(point.period)}</th>
              {series.map((s) => <td key={s.key} className="px-3 py-1.5 text-right tabular-nums">{s.format(Number(point[s.key]))}</td>)}
            </tr>
          ))}
        </Table>
      </div>
    </section>
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
