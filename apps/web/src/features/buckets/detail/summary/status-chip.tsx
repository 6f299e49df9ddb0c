import Chip from '@mui/material/Chip';

type StatusChipProps = { label: string; tone?: 'on' | 'off' | 'warning' };

/** A compact state label: green when on, neutral when off, amber for something to notice. */
export function StatusChip({ label, tone = 'off' }: StatusChipProps) {
  const color = tone === 'on' ? 'success' : tone === 'warning' ? 'warning' : 'default';
  return <Chip size="small" label={label} color={color} variant={tone === 'off' ? 'outlined' : 'filled'} />;
}

/** Off states read as a neutral chip; a set value as its text, or as a green chip when `chip`. */
export function stateValue(text: string, on: boolean, chip = false) {
  if (!on) return <StatusChip label={text} />;
  return chip ? <StatusChip label={text} tone="on" /> : text;
}
