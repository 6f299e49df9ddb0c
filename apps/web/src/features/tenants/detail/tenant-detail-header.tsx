import EditNote from '@mui/icons-material/EditNote';
import LanOutlined from '@mui/icons-material/LanOutlined';
import OpenInBrowser from '@mui/icons-material/OpenInBrowser';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { screens, type TenantDetail } from '@granary/contract';
import { Link as RouterLink } from 'react-router';
import { DeleteButton, RefusableButton } from '@/components/denied-reason';
import { EntityHeader } from '@/components/entity-header';
import { formatBytes } from '@/lib/format';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { HealthDot } from '@/features/tenants/components/health-dot';

type TenantDetailHeaderProps = {
  tenant: TenantRef;
  /** undefined while it loads, or when it could not be read (the page says why). */
  detail: TenantDetail | undefined;
  failed: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onDelete: () => void;
  /** RBAC refuses deleting tenants: Delete is disabled and names the verb. */
  deleteDenied: string | undefined;
  onEditYaml: () => void;
  /** RBAC refuses updating tenants: Edit YAML is disabled and names the verb. */
  editDenied: string | undefined;
};

function capacity(detail: TenantDetail | undefined, failed: boolean) {
  if (detail) return detail.total_size > 0 ? formatBytes(detail.total_size) : 'not set';
  if (failed) return '—';
  return <Skeleton variant="text" width={60} sx={{ display: 'inline-block' }} />;
}

/**
 * Spec 3 §2: the tenant's name with its health dot, its namespace and total capacity; Manage Tenant (its
 * own console), Refresh, Edit YAML and Delete.
 */
export function TenantDetailHeader(props: TenantDetailHeaderProps) {
  const { tenant, detail, failed, refreshing, onRefresh, onDelete, deleteDenied, onEditYaml, editDenied } =
    props;
  return (
    <EntityHeader icon={<LanOutlined />}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          {detail && <HealthDot health={detail.health_status} />}
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {tenant.name}
          </Typography>
        </Box>
        {/* Each fact wraps whole: 'Capacity: 16 TiB' never splits its figure from its unit. */}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="tenant-facts">
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            Namespace: {tenant.namespace}
          </Box>
          {' · '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            Capacity: {capacity(detail, failed)}
          </Box>
        </Typography>
      </Box>
      <Button
        variant="outlined"
        startIcon={<OpenInBrowser />}
        component={RouterLink}
        to={screens.tenantDetail.hop.href({ namespace: tenant.namespace, tenant: tenant.name })}
      >
        Manage Tenant
      </Button>
      <Button variant="outlined" startIcon={<Refresh />} loading={refreshing} onClick={onRefresh}>
        Refresh
      </Button>
      <RefusableButton variant="outlined" startIcon={<EditNote />} deniedBy={editDenied} onClick={onEditYaml}>
        Edit YAML
      </RefusableButton>
      <DeleteButton deniedBy={deleteDenied} onClick={onDelete}>
        Delete
      </DeleteButton>
    </EntityHeader>
  );
}
