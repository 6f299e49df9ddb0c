import Box from '@mui/material/Box';
import type { TenantHealth } from '@granary/contract';

const colors: Record<TenantHealth, string> = {
  green: 'success.main',
  yellow: 'warning.main',
  red: 'error.main',
  unknown: 'text.disabled',
};

/** What each health means, in words: the dot's name, and the detail's Health. */
export const healthWords: Record<TenantHealth, string> = {
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
      aria-label={healthWords[health]}
      title={healthWords[health]}
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
