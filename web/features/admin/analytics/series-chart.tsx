// One chart of the analytics series (recharts, loaded only with the admin pages that draw charts). The same numbers are
// always shown in a table next to it: a chart alone says nothing to a screen reader or to someone who needs exact figures.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** `sameAxisAs`: drawn on another series' axis (the same unit: money beside money), so the two compare by height. */
export interface SeriesDef<K extends string = string> { key: K; label: string; color: string; kind: 'bar' | 'line'; format: (value: number) => string; sameAxisAs?: K }

interface SeriesChartProps {
  /** One object per period: `period` (YYYY-MM-DD) and a number under each series' key. */
  data: { period: string }[];
  series: SeriesDef[];
  periodLabel: (period: string) => string;
  height?: number;
}

export default function SeriesChart({ data, series, periodLabel, height = 260 }: SeriesChartProps) {
  const format = (value: number, key: string) => series.find((s) => s.key === key)?.format(value) ?? String(value);
  return (
    <div aria-hidden="true" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
        {/* The chart is hidden from assistive tech (the table beside it has the figures), so it must not take focus. */}
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false} tabIndex={-1}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="period" tickFormatter={periodLabel} tick={{ fontSize: 12, fill: '#64748b' }} minTickGap={16} />
          {series.filter((s) => !s.sameAxisAs).map((s, i) => (
            <YAxis key={s.key} yAxisId={s.key} orientation={i === 0 ? 'left' : 'right'} hide={i > 1} width={64}
              tickFormatter={(v: number) => s.format(v)} tick={{ fontSize: 12, fill: '#64748b' }} allowDecimals={false} />
          ))}
          <Tooltip labelFormatter={(p) => periodLabel(String(p))} formatter={(value, name, item) => [format(Number(value), String(item.dataKey)), name]} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s) => (s.kind === 'bar'
            ? <Bar key={s.key} yAxisId={s.sameAxisAs ?? s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            : <Line key={s.key} yAxisId={s.sameAxisAs ?? s.key} dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={false} isAnimationActive={false} />))}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
