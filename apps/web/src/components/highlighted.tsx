import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Fragment, type ReactNode } from 'react';

/** `text` with each occurrence of `mark` highlighted, whatever its case (the 'Highlight Line' searches). */
export function highlighted(text: string, mark: string): ReactNode {
  if (!mark) return text;
  const parts = text.split(new RegExp(`(${mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'i'));
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <Box
        component="mark"
        key={index}
        sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5 }}
      >
        {part}
      </Box>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** The 'Highlight Line' search box of a log (MinIO's error log, a pod's log). */
export function HighlightField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      size="small"
      label="Highlight Line"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
}
