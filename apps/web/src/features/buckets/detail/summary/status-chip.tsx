import Chip from '@mui/material/Chip';

type StatusChipProps = { label: string; tone?: 'on' | 'off' | 'warning' };

/** A compact state label: green when on, neutral when off, amber for something to notice. */
export function StatusChip({ label, tone = 'off' }: StatusChipProps) {
  const color = tone === 'on' ? 'success' : tone === 'warning' ? 'warning' : 'default';
  return <Chip size="small" label={label} color={color} variant={tone === 'off' ? 'outlined' : 'filled'} />;
}
