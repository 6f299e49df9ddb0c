import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';

/** The page around the login card: brand, a soft backdrop, the theme switch. */
export function LoginScreen({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        position: 'relative',
        bgcolor: 'background.default',
        backgroundImage:
          'radial-gradient(60rem 30rem at 50% -10%, rgba(47, 91, 234, 0.14), transparent 70%),' +
          'radial-gradient(40rem 20rem at 100% 110%, rgba(15, 157, 138, 0.10), transparent 70%)',
      }}
    >
      <Box sx={{ position: 'absolute', top: 12, right: 12, color: 'text.secondary' }}>
        <ThemeToggle />
      </Box>
      <Box sx={{ width: '100%', maxWidth: 400 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.25, mb: 3 }}>
          <Logo size={40} />
          <Typography component="div" sx={{ fontSize: 26, fontWeight: 700, letterSpacing: '-0.02em' }}>
            Granary
          </Typography>
        </Box>
        {children}
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 3, textAlign: 'center' }}
        >
          Administration console for MinIO object storage
        </Typography>
      </Box>
    </Box>
  );
}
