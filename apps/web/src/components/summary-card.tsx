import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type SummaryCardProps = {
  title: string;
  /** Why every row failed, said once under the title. */
  failure?: string | undefined;
  children: ReactNode;
};

/** A titled card of a detail screen's Summary: a bucket's, a tenant's. */
export function SummaryCard({ title, failure, children }: SummaryCardProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ overflow: 'hidden' }}>
      <Typography
        variant="subtitle2"
        component="h2"
        sx={{ px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
      >
        {title}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mx: 2.5, mt: 2, mb: 1 }}>
          {failure}
        </Alert>
      )}
      {children}
    </Paper>
  );
}
