import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { tenantProxyPath } from '@granary/contract';
import { useTenantConsoleLogin } from '@/features/tenants/api/log-in-to-tenant-console';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { isBackendUnreachable, backendName } from '@/lib/backend-reachability';
import { formatError } from '@/lib/error-message';
import { apiUrl } from '@/lib/paths';

type TenantConsoleFrameProps = {
  tenant: TenantRef;
  /** The console's own page: '/metrics' (its dashboard) or '/' (all of it). */
  path: string;
  title: string;
  /** A new value loads the frame again (Refresh). */
  reloadKey?: number;
};

/**
 * The tenant's console in a frame, through /api/proxy/{namespace}/{tenant}: logged in first, so a
 * refusal is said here in the server's words; the frame's own content is the tenant console's.
 */
export function TenantConsoleFrame({ tenant, path, title, reloadKey = 0 }: TenantConsoleFrameProps) {
  const login = useTenantConsoleLogin(tenant);
  if (login.isPending) return <Skeleton variant="rounded" height={480} aria-label={`Opening ${title}`} />;
  if (login.error) {
    if (isBackendUnreachable(login.error))
      return <Alert severity="info">Waiting for {backendName(login.error)} to answer…</Alert>;
    return (
      <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
        <AlertTitle>The tenant&apos;s console cannot be shown</AlertTitle>
        {formatError(login.error).message}
      </Alert>
    );
  }
  const src = apiUrl(tenantProxyPath({ namespace: tenant.namespace, tenant: tenant.name }, path));
  return (
    <Box
      component="iframe"
      key={`${reloadKey}-${login.dataUpdatedAt}`}
      src={src}
      title={title}
      sx={{
        display: 'block',
        width: '100%',
        height: { xs: '70vh', md: 'calc(100vh - 260px)' },
        minHeight: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    />
  );
}
