import Typography from '@mui/material/Typography';

/** Stand-in for a bucket tab a later change builds. */
export function TabNotBuiltYet() {
  return <Typography color="text.secondary">This tab is not built yet.</Typography>;
}
