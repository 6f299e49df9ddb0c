import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/**
 * The card on top of a detail screen: an icon tile, then the title block (the first child) and its
 * actions. The title block keeps at least 200 px, so on a phone the actions wrap below it, whole buttons
 * with their labels on one line, instead of squeezing the name to a letter a line.
 */
export function EntityHeader({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2.5,
        mb: 3,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        '& > :nth-child(2)': { flex: '1 1 200px', minWidth: 0 },
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
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
