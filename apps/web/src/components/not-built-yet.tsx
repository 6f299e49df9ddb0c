import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from './page-header';

/** Stand-in for a screen a later change builds: its title and one plain line. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 4, sm: 6 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
          textAlign: 'center',
          borderStyle: 'dashed',
        }}
      >
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          <ConstructionOutlined />
        </Box>
        <Typography color="text.secondary">This screen is not built yet.</Typography>
      </Paper>
    </>
  );
}
