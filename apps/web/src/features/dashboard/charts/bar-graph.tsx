import type { WidgetResult } from '@granary/contract';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatTick, formatValue } from '../format-value';
import { seriesColor } from '../palette';
import { useChartColors } from '@/components/chart-colors';
import { lastValues } from './series-data';

/** The latest value of each series as a bar (the object-size distribution). */
export function BarGraph({ widget }: { widget: WidgetResult }) {
  const colors = useChartColors();
  const bars = lastValues(widget.series);
  const axis = { fontSize: 11, fill: colors.text };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 28, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          allowDecimals={false}
          tickFormatter={(value: number) => formatTick(value, widget.unit)}
          tick={axis}
          stroke={colors.grid}
        />
        <YAxis
          type="category"
          dataKey="label"
          interval={0}
          // One line a label: wrapped to the axis' width, '10MB - 64MB' ran into the label below it.
          tick={{ ...axis, width: 200 }}
          stroke={colors.grid}
          width={96}
        />
        <Tooltip
          formatter={(value) => formatValue(Number(value), widget.unit)}
          contentStyle={{ background: colors.paper, borderColor: colors.grid, fontSize: 12 }}
          labelStyle={{ color: colors.primaryText }}
          cursor={{ fill: colors.grid }}
        />
        <Bar dataKey="value" name="Objects" isAnimationActive={false}>
          {bars.map((bar, index) => (
            <Cell key={bar.label} fill={seriesColor(index)} />
          ))}
          <LabelList dataKey="value" position="right" fill={colors.text} fontSize={11} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
