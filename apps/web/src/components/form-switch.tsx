import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormSwitchProps<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  disabled?: boolean;
};

/** A labelled on/off switch bound to a boolean `useZodForm` field (a choice that opens more fields). */
export function FormSwitch<Values extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: FormSwitchProps<Values>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={Boolean(disabled)}
      control={
        <Switch
          name={field.name}
          checked={field.value === true}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.checked)}
        />
      }
    />
  );
}
