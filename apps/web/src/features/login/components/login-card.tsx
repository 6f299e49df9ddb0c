import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type LoginCardProps = { title?: string; subtitle?: string; busy?: boolean; children: ReactNode };

export function LoginCard({ title, subtitle, busy = false, children }: LoginCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        p: { xs: 3, sm: 4 },
        boxShadow: '0 1px 2px rgba(16, 24, 40, 0.04), 0 24px 48px -24px rgba(16, 24, 40, 0.18)',
      }}
    >
      {busy && (
        <LinearProgress aria-label="Logging in" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      )}
      {title && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="h1">{title}</Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
      )}
      {children}
    </Paper>
  );
}
