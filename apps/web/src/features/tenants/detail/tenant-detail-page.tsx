import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { Navigate, Link as RouterLink, Route, Routes, useNavigate } from 'react-router';
import { NotBuiltYet } from '@/components/not-built-yet';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useTenant } from '@/features/tenants/api/get-tenant';
import { DeleteTenantDialog } from '@/features/tenants/components/delete-tenant-dialog';
import { tenantRefusals } from '@/features/tenants/components/tenant-refusals';
import { PodDetailPage } from '@/features/tenants/pods/pod-detail-page';
import { PodsPage } from '@/features/tenants/pods/pods-page';
import { PoolsPage } from '@/features/tenants/pools/pools-page';
import { TenantDetailHeader } from './tenant-detail-header';
import { TenantLoadFailure } from './tenant-load-failure';
import { TenantSideMenu } from './tenant-sections';
import { TenantSummary } from './tenant-summary';

type TenantDetailPageProps = {
  tenant: TenantRef;
  mayDelete: boolean;
  /** Expand Tenant and a pod's Delete: their page grants. */
  mayAddPool: boolean;
  mayDeletePod: boolean;
};

/**
 * /namespaces/{namespace}/tenants/{name}/{page} (spec 3 §2 Tenant detail): breadcrumb back to the list,
 * the header with Refresh and Delete, the side menu and the page it leads to (the detail itself leads
 * to its Summary).
 */
export function TenantDetailPage({ tenant, mayDelete, mayAddPool, mayDeletePod }: TenantDetailPageProps) {
  const navigate = useNavigate();
  const detail = useTenant(tenant);
  const [deleting, setDeleting] = useState(false);
  const params = { namespace: tenant.namespace, tenant: tenant.name };

  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1.5 }}>
        <Link component={RouterLink} to={screens.tenants.href()} underline="hover" color="inherit">
          Tenants
        </Link>
        <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
          {tenant.name}
        </Typography>
      </Breadcrumbs>
      <TenantDetailHeader
        tenant={tenant}
        detail={detail.data}
        failed={detail.isError}
        refreshing={detail.isFetching}
        onRefresh={() => void detail.refetch()}
        onDelete={() => setDeleting(true)}
        deleteDenied={mayDelete ? undefined : tenantRefusals.delete}
      />
      <TenantLoadFailure
        error={detail.error}
        hasData={detail.data !== undefined}
        updatedAt={detail.dataUpdatedAt}
      />
      <Box
        sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}
      >
        <TenantSideMenu tenant={tenant} />
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Routes>
            <Route
              path={screens.tenantDetail.summary.route}
              element={<TenantSummary detail={detail.data} pending={detail.isPending} />}
            />
            <Route path={screens.tenantDetail.metrics.route} element={<NotBuiltYet title="Metrics" />} />
            <Route path={screens.tenantDetail.security.route} element={<NotBuiltYet title="Security" />} />
            <Route
              path={screens.tenantDetail.pools.route}
              element={
                <PoolsPage
                  tenant={tenant}
                  detail={detail.data}
                  pending={detail.isPending}
                  mayAdd={mayAddPool}
                />
              }
            />
            <Route
              path={screens.tenantDetail.pods.route}
              element={<PodsPage tenant={tenant} mayDelete={mayDeletePod} />}
            />
            <Route path={screens.tenantDetail.pod.route} element={<PodDetailPage tenant={tenant} />} />
            <Route path={screens.tenantDetail.license.route} element={<NotBuiltYet title="License" />} />
            <Route path="*" element={<Navigate to={screens.tenantDetail.summary.href(params)} replace />} />
          </Routes>
        </Box>
      </Box>
      {deleting && (
        <DeleteTenantDialog
          tenant={tenant}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(screens.tenants.href(), { replace: true })}
        />
      )}
    </>
  );
}
