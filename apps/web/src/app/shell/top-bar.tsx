import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Session } from '@granary/contract';
import { Logo, productName } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';

type TopBarProps = { session: Session; menuOpen: boolean; showMenuToggle: boolean; onToggleMenu: () => void };

export function TopBar({ session, menuOpen, showMenuToggle, onToggleMenu }: TopBarProps) {
  const label = menuOpen ? 'Hide menu' : 'Show menu';
  return (
    <AppBar
      position="sticky"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Toolbar variant="dense" sx={{ minHeight: 60, gap: 1 }}>
        {showMenuToggle && (
          <Tooltip title={label}>
            <IconButton edge="start" aria-label={label} aria-expanded={menuOpen} onClick={onToggleMenu}>
              {menuOpen ? <MenuOpen /> : <MenuIcon />}
            </IconButton>
          </Tooltip>
        )}
        {(!menuOpen || !showMenuToggle) && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Logo size={26} operator={session.operator} />
            <Typography sx={{ fontWeight: 700, letterSpacing: '-0.02em' }}>
              {productName(session.operator)}
            </Typography>
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        {session.distributedMode && (
          <Chip
            size="small"
            variant="outlined"
            label="Distributed"
            sx={{ display: { xs: 'none', sm: 'flex' } }}
          />
        )}
        <Box sx={{ color: 'text.secondary' }}>
          <ThemeToggle />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 0.5 }}>
          <Avatar
            sx={{
              width: 30,
              height: 30,
              fontSize: 14,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {(session.accountName || '?').charAt(0).toUpperCase()}
          </Avatar>
          <Typography variant="body2" sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>
            {session.accountName}
          </Typography>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
