import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WidgetResult } from '@granary/contract';
import { Area, AreaChart, ResponsiveContainer } from 'recharts';
import { formatValue } from '../format-value';
import { seriesColor } from '../palette';

function tone(widget: WidgetResult): 'error.main' | 'success.main' | 'text.primary' {
  if (widget.unit === 'health' && widget.value !== null && widget.value !== undefined)
    return widget.value >= 1 ? 'success.main' : 'error.main';
  const offline = widget.id === 69 || widget.id === 78;
  return offline && (widget.value ?? 0) > 0 ? 'error.main' : 'text.primary';
}

/** One figure (singleValue), with its trend under it when the widget is a singleRep. */
export function SingleValue({ widget }: { widget: WidgetResult }) {
  const figure = formatValue(widget.value, widget.unit);
  const trend = widget.type === 'singleRep' ? widget.series[0] : undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', justifyContent: 'center' }}>
      <Typography
        data-testid={`widget-value-${widget.id}`}
        sx={{
          fontSize: figure.length > 10 ? '1.25rem' : '1.75rem',
          fontWeight: 650,
          lineHeight: 1.2,
          color: widget.value === null ? 'text.secondary' : tone(widget),
        }}
      >
        {figure}
      </Typography>
      {trend && trend.points.length > 1 && (
        <Box sx={{ height: 28, mt: 0.5 }} aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={trend.points.map(([time, value]) => ({ time, value }))}>
              <Area
                dataKey="value"
                stroke={seriesColor(0)}
                fill={seriesColor(0)}
                fillOpacity={0.15}
                isAnimationActive={false}
                connectNulls
              />
            </AreaChart>
          </ResponsiveContainer>
        </Box>
      )}
    </Box>
  );
}
