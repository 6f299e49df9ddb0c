import TextField from '@mui/material/TextField';

type TypedConfirmationFieldProps = {
  label: string;
  /** What the user must type, exactly. */
  expected: string;
  /** Said under the field while what is typed is not `expected`. */
  mismatch: string;
  value: string;
  onChange: (value: string) => void;
};

/** The field of a step that takes data with it: its button waits until `expected` is typed exactly. */
export function TypedConfirmationField({
  label,
  expected,
  mismatch,
  value,
  onChange,
}: TypedConfirmationFieldProps) {
  const wrong = value !== '' && value !== expected;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={wrong}
      helperText={wrong ? mismatch : ' '}
      autoFocus
      fullWidth
      size="small"
      autoComplete="off"
      sx={{ mt: 2 }}
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
}
