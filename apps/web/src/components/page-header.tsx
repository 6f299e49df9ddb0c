import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; subtitle?: ReactNode; actions?: ReactNode };

/** The h1 of a screen, with optional supporting text and actions on the right. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 3, flexWrap: 'wrap' }}
    >
      {/* At least 240 px: on a phone the actions go below the title rather than squeeze it. */}
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        // Whole buttons wrap, never their labels ('Delete Object' on two lines at 390 px).
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            flexWrap: 'wrap',
            '& .MuiButton-root': { whiteSpace: 'nowrap' },
          }}
        >
          {actions}
        </Box>
      )}
    </Box>
  );
}
