import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type LicenseCardProps = { icon: ReactNode; title: string; iconColor?: string; children: ReactNode };

/** The license the page shows (open source or commercial): a titled card with its icon beside it. */
export function LicenseCard({ icon, title, iconColor = 'text.secondary', children }: LicenseCardProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '50%',
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: iconColor,
          }}
        >
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
            {title}
          </Typography>
          {children}
        </Box>
      </Box>
    </Paper>
  );
}
