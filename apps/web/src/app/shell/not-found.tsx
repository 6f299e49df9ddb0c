import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shellRoot } from '@granary/contract';
import { Link as RouterLink } from 'react-router';

export function NotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 10 }}>
      <Typography variant="h1">404 Not Found</Typography>
      <Typography color="text.secondary">This page does not exist.</Typography>
      <Button component={RouterLink} to={shellRoot} variant="outlined">
        Go to the start page
      </Button>
    </Stack>
  );
}

export function NoAccess() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 10 }}>
      <Typography variant="h1">No screens available</Typography>
      <Typography color="text.secondary">Your account has not been granted access to any screen.</Typography>
    </Stack>
  );
}
