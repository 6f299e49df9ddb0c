import Box from '@mui/material/Box';
import type { TenantHealth } from '@granary/contract';

const colors: Record<TenantHealth, string> = {
  green: 'success.main',
  yellow: 'warning.main',
  red: 'error.main',
  unknown: 'text.disabled',
};

const words: Record<TenantHealth, string> = {
  green: 'Healthy',
  yellow: 'Degraded',
  red: 'Offline',
  unknown: 'Health not reported yet',
};

/** The tenant's health as the operator reports it: a coloured dot, its meaning for screen readers. */
export function HealthDot({ health }: { health: TenantHealth }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={words[health]}
      title={words[health]}
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: colors[health],
        mr: 1,
        flexShrink: 0,
      }}
    />
  );
}
