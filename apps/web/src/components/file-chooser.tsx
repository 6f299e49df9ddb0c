import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';

type FileChooserProps = {
  label: string;
  /** The extensions the picker offers, with their dots ('.pem'). */
  accept: readonly string[];
  /** The chosen file's name; '' when none. */
  fileName: string;
  onChoose: (file: File) => void;
  /** What is wrong with the choice, shown in place of the help. */
  problem?: string | undefined;
  help?: string | undefined;
  required?: boolean;
};

/** A button that opens the file picker, the chosen file's name beside it, and its help or problem below. */
export function FileChooser({
  label,
  accept,
  fileName,
  onChoose,
  problem,
  help,
  required,
}: FileChooserProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile />}>
          {required ? `${label} *` : label}
          <input hidden type="file" accept={accept.join(',')} aria-label={label} onChange={choose} />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {fileName || 'No file chosen'}
        </Typography>
      </Box>
      {(problem ?? help) && <FormHelperText error={Boolean(problem)}>{problem ?? help}</FormHelperText>}
    </Box>
  );
}
