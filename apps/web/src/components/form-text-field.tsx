import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<Values extends FieldValues, Parsed extends FieldValues = Values> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  /** A form whose schema transforms its values (Parsed) works as well. */
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
  /** What a check outside the form found wrong with the value (a server's lookup); the field's own error comes first. */
  problem?: string | undefined;
};

/** A text field bound to a `useZodForm` field: its value, and its error as the helper text. */
export function FormTextField<Values extends FieldValues, Parsed extends FieldValues = Values>({
  control,
  name,
  helperText,
  problem,
  ...props
}: FormTextFieldProps<Values, Parsed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error ?? problem)}
      helperText={fieldState.error?.message ?? problem ?? helperText}
    />
  );
}
