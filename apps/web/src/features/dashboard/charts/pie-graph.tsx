import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WidgetResult } from '@granary/contract';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatValue } from '../format-value';
import { seriesColor } from '../palette';
import { useChartColors } from '@/components/chart-colors';
import { lastValues } from './series-data';

/** Shares of a whole at the end of the range (usable capacity: used and free). */
export function PieGraph({ widget }: { widget: WidgetResult }) {
  const colors = useChartColors();
  const slices = lastValues(widget.series);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={slices}
              dataKey="value"
              nameKey="label"
              innerRadius="55%"
              outerRadius="85%"
              stroke={colors.paper}
              isAnimationActive={false}
            >
              {slices.map((slice, index) => (
                <Cell key={slice.label} fill={seriesColor(index)} />
              ))}
            </Pie>
            <Tooltip
              formatter={(value) => formatValue(Number(value), widget.unit)}
              contentStyle={{ background: colors.paper, borderColor: colors.grid, fontSize: 12 }}
              itemStyle={{ color: colors.primaryText }}
            />
          </PieChart>
        </ResponsiveContainer>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {slices.map((slice, index) => (
          <Typography
            key={slice.label}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'flex', gap: 0.5 }}
          >
            <Box
              component="span"
              sx={{ width: 8, height: 8, mt: '5px', borderRadius: '2px', bgcolor: seriesColor(index) }}
            />
            {slice.label}: {formatValue(slice.value, widget.unit)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
