import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatBytes, formatCount, parityCapacities } from '@granary/contract';
import { FactsList } from '@/components/facts-list';
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
  const choices = capacities.map(
    (choice) =>
      [
        choice.parity,
        `${formatBytes(choice.capacity)} usable, survives ${choice.tolerance} failed drives`,
      ] as const,
  );
  return (
    <Box
      component="section"
      aria-label="Resulting pool"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Resulting pool
      </Typography>
      <FactsList facts={[...rows, ...choices]} compact />
    </Box>
  );
}
