import ArrowBack from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** The 'Back To …' link above a step of a multi-step screen. */
export function BackLink({ label, to }: { label: string; to: string }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ display: 'inline-flex', gap: 0.5, mb: 1.5 }}>
      <ArrowBack fontSize="small" />
      {label}
    </Link>
  );
}
