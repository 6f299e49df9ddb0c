import type { WidgetResult } from '@granary/contract';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTick, formatValue } from '../format-value';
import { seriesColor } from '../palette';
import { useChartColors } from '@/components/chart-colors';
import { fullTime, rowsByTime, timeTick } from './series-data';

type LineGraphProps = { widget: WidgetResult; large?: boolean };

/**
 * Long series names (a drive's path) wrap the legend onto many lines: past 40% of the panel it
 * scrolls, or on a phone it left no room for the lines themselves.
 */
const legendStyle = { fontSize: 11, maxHeight: '40%', overflowY: 'auto' } as const;

/** A time series per server (or drive, or API), over the chosen range. */
export function LineGraph({ widget, large = false }: LineGraphProps) {
  const colors = useChartColors();
  const rows = rowsByTime(widget.series);
  const axis = { fontSize: 11, fill: colors.text };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="time"
          type="number"
          domain={[widget.start, widget.end]}
          tickFormatter={timeTick(widget.end - widget.start)}
          tick={axis}
          stroke={colors.grid}
          minTickGap={24}
        />
        <YAxis
          tickFormatter={(value: number) => formatTick(value, widget.unit)}
          tick={axis}
          stroke={colors.grid}
          width={large ? 90 : 72}
        />
        <Tooltip
          labelFormatter={(time) => fullTime(Number(time))}
          formatter={(value) => formatValue(Number(value), widget.unit)}
          contentStyle={{ background: colors.paper, borderColor: colors.grid, fontSize: 12 }}
          labelStyle={{ color: colors.primaryText }}
        />
        {(large || widget.series.length <= 6) && (
          <Legend wrapperStyle={{ ...legendStyle, color: colors.text }} iconSize={8} />
        )}
        {widget.series.map((series, index) => (
          <Line
            key={series.label}
            dataKey={`s${index}`}
            name={series.label}
            stroke={seriesColor(index)}
            dot={false}
            strokeWidth={1.6}
            isAnimationActive={false}
            connectNulls
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
