import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** The card on top of a detail screen: an icon tile, then the title block and its actions. */
export function EntityHeader({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5, mb: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      {children}
    </Paper>
  );
}
