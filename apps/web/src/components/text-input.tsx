import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

type TextInputProps = Omit<OutlinedInputProps, 'label'> & { label: string };

/**
 * A labelled outlined text input. Lighter than MUI's TextField, which always bundles Select,
 * Menu and Popover: this keeps the login page small.
 */
export function TextInput({ label, id, disabled, ...props }: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FormControl variant="outlined" fullWidth disabled={disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} {...props} />
    </FormControl>
  );
}
