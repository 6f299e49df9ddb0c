import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTenantUsage } from '@/features/tenants/api/get-tenant-usage';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { formatError, isRefusedByPolicy } from '@/lib/error-message';
import { formatBytes } from '@/lib/format';

/**
 * The Summary's 'Used' (spec 3 §7 usage): what the tenant's MinIO stores and uses on its drives, asked
 * of MinIO itself; when it cannot say, why, in place.
 */
export function TenantUsed({ tenant }: { tenant: TenantRef }) {
  const usage = useTenantUsage(tenant);
  if (usage.isPending) return <Skeleton variant="text" width={160} aria-label="Loading usage" />;
  if (usage.error)
    return (
      <Typography variant="body2" color="text.secondary" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {/* RBAC's full sentence is the Features' note already (the same secret). */}
        Unknown:{' '}
        {isRefusedByPolicy(usage.error)
          ? 'this account may not read the configuration secret that holds its root credentials'
          : formatError(usage.error).message}
      </Typography>
    );
  const { used, disk_used } = usage.data;
  return `${formatBytes(used)} stored, ${formatBytes(disk_used)} on drives`;
}
