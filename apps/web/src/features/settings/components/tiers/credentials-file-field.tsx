import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

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
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.json')) {
      setProblem('Credentials must be a .json file');
      return;
    }
    setProblem('');
    setFileName(file.name);
    field.onChange(await toBase64(file));
    field.onBlur();
  };
  const message = problem || fieldState.error?.message;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile />}>
          Credentials File
          <input
            hidden
            type="file"
            accept=".json,application/json"
            aria-label="Credentials File"
            onChange={(event) => void choose(event)}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {fileName || 'No file chosen'}
        </Typography>
      </Box>
      <FormHelperText error={Boolean(message)}>
        {message ?? 'The service account key file (.json) from Google Cloud.'}
      </FormHelperText>
    </Box>
  );
}
