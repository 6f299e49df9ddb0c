import Chip from '@mui/material/Chip';
import type { AccountStatus } from '@granary/contract';

/** 'Enabled' or 'Disabled', coloured so a disabled account stands out. */
export function StatusChip({ status }: { status: AccountStatus }) {
  const enabled = status === 'enabled';
  return (
    <Chip
      size="small"
      label={enabled ? 'Enabled' : 'Disabled'}
      color={enabled ? 'success' : 'default'}
      variant={enabled ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, height: 22 }}
    />
  );
}
