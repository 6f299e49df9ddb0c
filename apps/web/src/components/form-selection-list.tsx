import FormHelperText from '@mui/material/FormHelperText';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectionList, type SelectionListProps } from './selection-list';

type FormSelectionListProps<Values extends FieldValues> = Omit<
  SelectionListProps,
  'selected' | 'onChange'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/** A `SelectionList` bound to a `useZodForm` field holding names, with the field's error below it. */
export function FormSelectionList<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormSelectionListProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <>
      <SelectionList
        {...props}
        selected={(field.value as string[] | undefined) ?? []}
        onChange={field.onChange}
      />
      {fieldState.error && (
        <FormHelperText error role="alert" sx={{ mt: -1.5 }}>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </>
  );
}
