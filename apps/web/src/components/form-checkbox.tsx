import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormCheckboxProps<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  disabled?: boolean;
  /** Shown ticked whatever its value (Trace's 'All' ticks every call type). */
  forceChecked?: boolean;
  /** After the box changes: a box that excludes another clears it here. */
  onToggle?: (checked: boolean) => void;
  sx?: SxProps<Theme>;
};

/** A labelled checkbox bound to a boolean `useZodForm` field. */
export function FormCheckbox<Values extends FieldValues>({
  control,
  name,
  label,
  disabled,
  forceChecked,
  onToggle,
  sx,
}: FormCheckboxProps<Values>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={Boolean(disabled)}
      sx={sx}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(forceChecked) || field.value === true}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onToggle?.(event.target.checked);
          }}
        />
      }
    />
  );
}
