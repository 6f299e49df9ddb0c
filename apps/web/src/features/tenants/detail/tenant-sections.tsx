import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { screens, type AppPath } from '@granary/contract';
import { Link as RouterLink, useLocation } from 'react-router';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';

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

type SectionParams = { namespace: string; tenant: string };

/** An entry of the tenant's side menu: the route segment below the tenant, its label and address. */
type TenantSection = { segment: string; label: string; href: (params: SectionParams) => AppPath };

const { summary, metrics, security, pools, pods, license } = screens.tenantDetail;

/** The tenant detail's pages, in the spec's menu order. */
export const tenantSections: readonly TenantSection[] = [
  { segment: summary.route, label: 'Summary', href: summary.href },
  { segment: metrics.route, label: 'Metrics', href: metrics.href },
  { segment: security.route, label: 'Security', href: security.href },
  { segment: pools.route, label: 'Pools', href: pools.href },
  { segment: pods.route, label: 'Pods', href: pods.href },
  { segment: license.route, label: 'License', href: license.href },
];

/**
 * Spec 3 §2: the active entry follows the address below the tenant (pools, pods and a pod's name under
 * it, metrics, security, license); anything else is Summary.
 */
export function activeSection(pathname: string, tenantPath: string): string {
  const below = pathname.startsWith(`${tenantPath}/`) ? pathname.slice(tenantPath.length + 1) : '';
  const segment = below.split('/')[0];
  return tenantSections.find((section) => section.segment === segment)?.segment ?? 'summary';
}

/** The side menu beside the tenant's pages; on a phone, above them. */
export function TenantSideMenu({ tenant }: { tenant: TenantRef }) {
  const { pathname } = useLocation();
  const params = { namespace: tenant.namespace, tenant: tenant.name };
  const active = activeSection(pathname, screens.tenantDetail.href(params));
  return (
    <Paper variant="outlined" sx={{ width: { xs: '100%', md: SIDE_MENU_WIDTH }, flexShrink: 0 }}>
      <List component="nav" aria-label="Tenant sections" sx={{ py: 0.5 }}>
        {tenantSections.map((section) => (
          <ListItemButton
            key={section.segment}
            component={RouterLink}
            to={section.href(params)}
            selected={section.segment === active}
            aria-current={section.segment === active ? 'page' : undefined}
            dense
            sx={entrySx}
          >
            <ListItemText primary={section.label} slotProps={textProps} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
