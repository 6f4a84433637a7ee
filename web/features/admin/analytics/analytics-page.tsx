// /admin/analytics: the date range and interval (kept in the URL) and the analytics for it.
import { z } from 'zod';
import { ANALYTICS_INTERVALS } from '../../../../common/admin';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { AdminPage } from '../ui/admin-page';
import { FormField } from '../../../components/ui/form-field';
import { utcDay } from '../ui/format';
import { useListParams } from '../ui/use-list-params';
import { AnalyticsView } from './analytics-view';

const RangeQuery = z.object({
  from: z.iso.date().default(utcDay(29)),
  to: z.iso.date().default(utcDay(0)),
  interval: z.enum(ANALYTICS_INTERVALS).default('day'),
});

const PRESETS: { label: string; days: number; interval: (typeof ANALYTICS_INTERVALS)[number] }[] = [
  { label: 'Last 7 days', days: 6, interval: 'day' },
  { label: 'Last 30 days', days: 29, interval: 'day' },
  { label: 'Last 90 days', days: 89, interval: 'week' },
  { label: 'Last 12 months', days: 364, interval: 'month' },
];

export function AnalyticsPage() {
  const { query, update } = useListParams(RangeQuery);
  const backwards = query.from > query.to;
  return (
    <AdminPage title="Analytics" description="Net revenue (dataset sales and plans less refunds), orders, sign-ups, leads, MRR and churn, computed from the orders, ledger and plans themselves." back={{ to: '/admin', label: 'Admin Dashboard' }}>
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-end">
        <div className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-3">
          <FormField size="sm" id="analytics-from" label="From"><Input id="analytics-from" type="date" value={query.from} max={query.to} onChange={(e) => e.target.value && update({ from: e.target.value })} /></FormField>
          <FormField size="sm" id="analytics-to" label="To"><Input id="analytics-to" type="date" value={query.to} min={query.from} onChange={(e) => e.target.value && update({ to: e.target.value })} /></FormField>
          <FormField size="sm" id="analytics-interval" label="Per">
            <Select id="analytics-interval" value={query.interval} onChange={(e) => update({ interval: e.target.value as typeof query.interval })}>
              <option value="day">Day</option><option value="week">Week</option><option value="month">Month</option>
            </Select>
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((p) => (
            <Button key={p.label} variant="outline" size="sm" onClick={() => update({ from: utcDay(p.days), to: utcDay(0), interval: p.interval })}>{p.label}</Button>
          ))}
        </div>
      </div>
      <div className="mt-6">
        {backwards ? <p role="alert" className="text-sm text-red-600">The start date must be on or before the end date.</p> : <AnalyticsView range={query} />}
      </div>
    </AdminPage>
  );
}
