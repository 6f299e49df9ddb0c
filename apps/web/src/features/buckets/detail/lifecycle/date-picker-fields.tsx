import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PickedDate } from './lifecycle-form';

/** Spec 1 §5: years from the current one for 25 years; days 1 to 31. */
const YEARS_OFFERED = 25;
const monthNames = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2000, index, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);
const days = Array.from({ length: 31 }, (_, index) => String(index + 1));

export function offeredYears(now = new Date()): string[] {
  return Array.from({ length: YEARS_OFFERED }, (_, index) => String(now.getFullYear() + index));
}

type Part = keyof PickedDate;
type DatePickerFieldsProps = {
  label: string;
  value: PickedDate;
  onChange: (value: PickedDate) => void;
  /** Shown once all three parts are chosen but do not form a real date. */
  error?: string | undefined;
};

/** A month / day / year picker; the form accepts the date only when it is a real calendar date. */
export function DatePickerFields({ label, value, onChange, error }: DatePickerFieldsProps) {
  const part = (name: Part, text: string, options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={text}
      value={value[name]}
      error={Boolean(error)}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      slotProps={{ htmlInput: { 'aria-label': `${label} ${text}` } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1.2fr', gap: 1.5 }}>
        {part(
          'month',
          'Month',
          monthNames.map((name, index) => ({ value: String(index + 1), label: name })),
        )}
        {part(
          'day',
          'Day',
          days.map((day) => ({ value: day, label: day })),
        )}
        {part(
          'year',
          'Year',
          offeredYears().map((year) => ({ value: year, label: year })),
        )}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
