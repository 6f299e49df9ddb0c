import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/** What a MUI input takes from a react-hook-form field: its name, value, change, blur and ref. */
export function boundInput<Values extends FieldValues, Name extends FieldPath<Values>>(
  field: ControllerRenderProps<Values, Name>,
) {
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
  };
}
