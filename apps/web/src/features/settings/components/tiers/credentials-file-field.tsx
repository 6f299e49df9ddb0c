import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FileChooser } from '@/components/file-chooser';

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A GCS service account's credentials.json (spec 2 §5: .json only), kept as base64 in `name`. */
export function CredentialsFileField<Values extends FieldValues>({
  control,
  name,
}: {
  control: Control<Values>;
  name: Path<Values>;
}) {
  const { field, fieldState } = useController({ control, name });
  const [fileName, setFileName] = useState('');
  const [problem, setProblem] = useState('');
  const choose = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.json')) {
      setProblem('Credentials must be a .json file');
      return;
    }
    setProblem('');
    setFileName(file.name);
    field.onChange(await toBase64(file));
    field.onBlur();
  };
  return (
    <FileChooser
      label="Credentials File"
      accept={['.json', 'application/json']}
      fileName={fileName}
      onChoose={(file) => void choose(file)}
      problem={problem || fieldState.error?.message}
      help="The service account key file (.json) from Google Cloud."
    />
  );
}
