/**
 * A line chart of figures over days (recharts). Import it lazily: the charting library is
 * loaded only on the pages that draw a chart. Colours come from the design tokens; the data
 * is also given as a table for screen readers.
 */
import { useEffect, useState } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface TrendSeries<K extends string> {
  key: K;
  label: string;
  /** a colour token name, e.g. "primary" */
  token: string;
}

export interface TrendChartProps<K extends string> {
  data: Array<{ date: string } & Record<K, number>>;
  series: TrendSeries<K>[];
  /** what the chart shows, for screen readers */
  label: string;
  height?: number;
  dateLabel: string;
}

function tokenColour(token: string): string {
  if (typeof window === 'undefined') return '#4f46e5';
  return (
    getComputedStyle(document.documentElement).getPropertyValue(`--lu-color-${token}`).trim() ||
    '#4f46e5'
  );
}

export function TrendChart<K extends string>({
  data,
  series,
  label,
  height = 260,
  dateLabel,
}: TrendChartProps<K>) {
  // read the token colours after mount, and again when the theme changes
  const [theme, setTheme] = useState(() =>
    typeof document === 'undefined' ? 'light' : (document.documentElement.dataset.theme ?? 'light'),
  );
  useEffect(() => {
    const observer = new MutationObserver(() =>
      setTheme(document.documentElement.dataset.theme ?? 'light'),
    );
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    return () => observer.disconnect();
  }, []);
  const grid = tokenColour('border');
  const text = tokenColour('muted-foreground');
  return (
    <figure data-slot="trend-chart" data-theme={theme} className="lu:relative lu:w-full">
      <div role="img" aria-label={label} style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
            <CartesianGrid stroke={grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={(value: string) => value.slice(5)}
              tick={{ fill: text, fontSize: 12 }}
              stroke={grid}
              minTickGap={24}
            />
            <YAxis tick={{ fill: text, fontSize: 12 }} stroke={grid} allowDecimals={false} />
            <Tooltip
              contentStyle={{
                background: tokenColour('surface-raised'),
                border: `1px solid ${grid}`,
                borderRadius: 8,
                color: tokenColour('foreground'),
              }}
            />
            <Legend wrapperStyle={{ fontSize: 12, color: text }} />
            {series.map((line) => (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={line.label}
                stroke={tokenColour(line.token)}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {/* a table ignores the width sr-only gives it; the block around it clips it for real */}
      <div className="lu:sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{dateLabel}</th>
              {series.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.date}>
                <th scope="row">{point.date}</th>
                {series.map((line) => (
                  <td key={line.key}>{point[line.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export default TrendChart;
