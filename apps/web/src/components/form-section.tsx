import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of a form (an h3 and its fields), a region named by its title. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
