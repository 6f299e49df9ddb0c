import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CodeEditor, type CodeEditorProps } from './code-editor';

type FormCodeEditorProps<Values extends FieldValues> = Omit<
  CodeEditorProps,
  'value' | 'onChange' | 'error'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/** The JSON editor bound to a `useZodForm` text field, with the field's error under it. */
export function FormCodeEditor<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormCodeEditorProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CodeEditor
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
