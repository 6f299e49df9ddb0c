import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { healColours, type HealColour, type HealColourCounts } from '@granary/contract';
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
import { useChartColors } from '@/components/chart-colors';

const percentOf = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 1000) / 10 : 0);
const formatPercent = (value: unknown) => `${Number(value)}%`;
/** Each colour gets two bars: light before healing, solid after. */
const phases = [
  { key: 'Before', opacity: 0.45 },
  { key: 'After', opacity: 1 },
] as const;

/** The heal colours in the theme's own green, amber, red and grey, readable in light and dark. */
function useHealColours(): Record<HealColour, string> {
  const theme = useTheme();
  const palette = theme.vars?.palette ?? theme.palette;
  return {
    Green: palette.success.main,
    Yellow: palette.warning.main,
    Red: palette.error.main,
    Grey: palette.grey[500],
  };
}

type HealthChartProps = { before: HealColourCounts; after: HealColourCounts; total: number };

/** Spec 2 §2 "Item's Health Status [%]": each colour's share of the items scanned, before and after. */
export function HealthChart({ before, after, total }: HealthChartProps) {
  const colors = useChartColors();
  const fills = useHealColours();
  const rows = healColours.map((colour) => ({
    colour,
    Before: percentOf(before[colour], total),
    After: percentOf(after[colour], total),
  }));
  const axis = { fontSize: 12, fill: colors.text };
  return (
    <Box>
      <Typography variant="subtitle2" component="h2">
        Item&apos;s Health Status [%]
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        For each colour, the light bar is before healing and the solid bar after.
      </Typography>
      <Box sx={{ height: 260 }} role="img" aria-label={describe(rows)}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 48, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" domain={[0, 100]} unit="%" tick={axis} stroke={colors.grid} />
            <YAxis type="category" dataKey="colour" tick={axis} stroke={colors.grid} width={64} />
            <Tooltip
              formatter={formatPercent}
              contentStyle={{ background: colors.paper, borderColor: colors.grid, fontSize: 12 }}
              labelStyle={{ color: colors.primaryText }}
              cursor={{ fill: colors.grid }}
            />
            {phases.map(({ key, opacity }) => (
              <Bar key={key} dataKey={key} isAnimationActive={false}>
                {rows.map((row) => (
                  <Cell key={row.colour} fill={fills[row.colour]} fillOpacity={opacity} />
                ))}
                <LabelList
                  dataKey={key}
                  position="right"
                  formatter={formatPercent}
                  fill={colors.text}
                  fontSize={11}
                />
              </Bar>
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}

function describe(rows: { colour: string; Before: number; After: number }[]): string {
  const part = (key: 'Before' | 'After') => rows.map((row) => `${row.colour} ${row[key]}%`).join(', ');
  return `Item's health before healing: ${part('Before')}; after: ${part('After')}`;
}
