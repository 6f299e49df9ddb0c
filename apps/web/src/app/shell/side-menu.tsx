import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import type { Session } from '@granary/contract';
import { shellRoot } from '@granary/contract';
import { Logo, productName } from '@/components/logo';
import { useLogout } from '@/features/session/api/logout';
import { SIDE_MENU_WIDTH } from '@/lib/theme';
import { visibleMenu, type MenuGroup, type MenuItem } from './menu-items';

const itemSx = {
  borderRadius: 1.5,
  mx: 1,
  my: 0.125,
  py: 0.375,
  color: 'text.secondary',
  '& .MuiListItemIcon-root': { minWidth: 34, color: 'inherit' },
  '&:hover': { color: 'text.primary' },
  '&.active': {
    bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.1)',
    color: 'primary.main',
    fontWeight: 600,
  },
  '&.active:hover': { bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.16)' },
} as const;

const textProps = { primary: { variant: 'body2', fontWeight: 'inherit' } } as const;

function MenuLink({ item }: { item: MenuItem }) {
  const { pathname } = useLocation();
  const Icon = item.icon;
  const common = { sx: itemSx, dense: true };
  const content = (
    <>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={item.label} slotProps={textProps} />
      {item.external && <OpenInNew sx={{ fontSize: 14, opacity: 0.6 }} aria-hidden="true" />}
    </>
  );
  if (item.external) {
    return (
      <ListItemButton component="a" href={item.to} target="_blank" rel="noopener noreferrer" {...common}>
        {content}
      </ListItemButton>
    );
  }
  const under = item.activeUnder?.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return (
    <ListItemButton component={NavLink} to={item.to} className={under ? 'active' : undefined} {...common}>
      {content}
    </ListItemButton>
  );
}

function Group({ group }: { group: MenuGroup }) {
  const [open, setOpen] = useState(true);
  const listId = `menu-group-${group.id}`;
  const list = (
    // The items are links and buttons, not list items: a div keeps the list rule (ul > li) intact.
    <List id={listId} component="div" disablePadding>
      {group.items.map((item) => (
        <MenuLink key={item.label} item={item} />
      ))}
    </List>
  );
  if (!group.label) return list;
  return (
    <Box sx={{ mt: 0.5 }}>
      <ListItemButton
        dense
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ mx: 1, borderRadius: 1.5, py: 0.25, color: 'text.secondary' }}
      >
        <Typography variant="overline" sx={{ flex: 1, lineHeight: 2.2 }}>
          {group.label}
        </Typography>
        <ExpandMore
          fontSize="small"
          sx={{ transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 0.15s', opacity: 0.7 }}
        />
      </ListItemButton>
      <Collapse in={open}>{list}</Collapse>
    </Box>
  );
}

type SideMenuProps = {
  session: Session;
  /** Phones: the menu slides over the page (closed by a choice, the backdrop or Escape). */
  overlay?: { open: boolean; onClose: () => void };
};

export function SideMenu({ session, overlay }: SideMenuProps) {
  if (!overlay) return <MenuPanel session={session} sx={panelSx} />;
  return (
    <Drawer open={overlay.open} onClose={overlay.onClose} slotProps={{ paper: { sx: drawerPaperSx } }}>
      <MenuPanel session={session} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} />
    </Drawer>
  );
}

/**
 * As tall as the screen shows, not as the layout viewport: a phone widens that viewport (and lengthens it
 * in proportion) when a page is wider than the screen, which put Logout below the bottom edge.
 */
const drawerPaperSx = {
  width: SIDE_MENU_WIDTH,
  maxWidth: '85vw',
  height: '100dvh',
  backgroundImage: 'none',
} as const;

/** Beside the page on wider screens, as tall as the window while the page scrolls. */
const panelSx = {
  width: SIDE_MENU_WIDTH,
  flexShrink: 0,
  height: '100vh',
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  borderRight: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

function MenuPanel({ session, sx }: { session: Session; sx: SxProps<Theme> }) {
  const logout = useLogout();
  return (
    <Box component="nav" aria-label="Main menu" sx={sx}>
      <Box
        component={RouterLink}
        to={shellRoot}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 2.5, height: 60, color: 'text.primary' }}
        style={{ textDecoration: 'none' }}
      >
        <Logo size={30} operator={session.operator} />
        <Typography sx={{ fontWeight: 700, fontSize: 18, letterSpacing: '-0.02em' }}>
          {productName(session.operator)}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', pb: 2 }}>
        {visibleMenu(session).map((group) => (
          <Group key={group.id} group={group} />
        ))}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
        <ListItemButton dense sx={itemSx} onClick={() => logout.mutate()} disabled={logout.isPending}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Logout" slotProps={textProps} />
        </ListItemButton>
      </Box>
    </Box>
  );
}
