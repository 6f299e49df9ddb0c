import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatBytes, formatCount, parityCapacities } from '@granary/contract';
import type { SizeCheck } from './use-size-check';

/** What the choices make (spec 3 §3 size calculation): drives and their size, and each parity's capacity. */
export function SizeSummary({ check }: { check: SizeCheck }) {
  const { distribution } = check;
  if (!distribution.ok) return <Alert severity="error">{distribution.error}</Alert>;
  const capacities = parityCapacities(check.parities, distribution.drives, distribution.driveBytes);
  const rows: [string, string][] = [
    [
      'Drives',
      `${formatCount(distribution.drives)} (${distribution.servers} servers × ${distribution.drivesPerServer})`,
    ],
    ['Each drive', formatBytes(distribution.driveBytes)],
    ['Raw capacity', formatBytes(distribution.drives * distribution.driveBytes)],
  ];
  return (
    <Box
      component="section"
      aria-label="Resulting pool"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Resulting pool
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
        {capacities.map((choice) => (
          <Box key={choice.parity} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {choice.parity}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatBytes(choice.capacity)} usable, survives {choice.tolerance} failed drives
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
