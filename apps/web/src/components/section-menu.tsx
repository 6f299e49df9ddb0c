import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { AppPath } from '@granary/contract';
import { Link as RouterLink } from 'react-router';

/** Spec 3 §9: the side menu's width. */
const SIDE_MENU_WIDTH = 245;

/** As the shell's menu marks its entries: the active one in the primary colour, in bold. */
const entrySx = {
  borderRadius: 1.5,
  mx: 1,
  my: 0.25,
  color: 'text.secondary',
  '&:hover': { color: 'text.primary' },
  '&.Mui-selected': {
    bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.1)',
    color: 'primary.main',
    fontWeight: 600,
  },
  '&.Mui-selected:hover': { bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.16)' },
} as const;
const textProps = { primary: { variant: 'body2', fontWeight: 'inherit' } } as const;

/** An entry of a screen's side menu: its key (the route segment), label and address. */
export type SectionEntry = { key: string; label: string; to: AppPath };

type SectionMenuProps = { label: string; entries: readonly SectionEntry[]; active: string };

/**
 * The side menu of a screen with pages (a tenant's, Storage's), links beside the page; on a phone, above
 * it. `active` is the key of the page shown.
 */
export function SectionMenu({ label, entries, active }: SectionMenuProps) {
  return (
    <Paper variant="outlined" sx={{ width: { xs: '100%', md: SIDE_MENU_WIDTH }, flexShrink: 0 }}>
      <List component="nav" aria-label={label} sx={{ py: 0.5 }}>
        {entries.map((entry) => (
          <ListItemButton
            key={entry.key}
            component={RouterLink}
            to={entry.to}
            selected={entry.key === active}
            aria-current={entry.key === active ? 'page' : undefined}
            dense
            sx={entrySx}
          >
            <ListItemText primary={entry.label} slotProps={textProps} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
