import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { Navigate, Link as RouterLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { RefusableButton } from '@/components/denied-reason';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useTenant } from '@/features/tenants/api/get-tenant';
import { DeleteTenantDialog } from '@/features/tenants/components/delete-tenant-dialog';
import { tenantRefusals } from '@/features/tenants/components/tenant-refusals';
import { TenantSecurityPage } from '@/features/tenants/security/tenant-security-page';
import { EditYamlDialog } from './edit-yaml-dialog';
import { PodDetailPage } from '@/features/tenants/pods/pod-detail-page';
import { PodsPage } from '@/features/tenants/pods/pods-page';
import { PoolsPage } from '@/features/tenants/pools/pools-page';
import { TenantDetailHeader } from './tenant-detail-header';
import { TenantLicense } from './tenant-license';
import { TenantHopPage } from './tenant-hop-page';
import { TenantLoadFailure } from './tenant-load-failure';
import { TenantMetrics } from './tenant-metrics';
import { TenantSideMenu } from './tenant-sections';
import { TenantSummary } from './tenant-summary';
import { UpdateVersionDialog } from './update-version-dialog';

/** What RBAC lets the operator change here, from the session's page grants; nothing unless said. */
type TenantGrants = {
  edit: boolean;
  version: boolean;
  certificates: boolean;
  attachLicense: boolean;
  /** Expand Tenant. */
  addPool: boolean;
  /** A pod's Delete. */
  deletePod: boolean;
};

type TenantDetailPageProps = { tenant: TenantRef; mayDelete: boolean; may?: Partial<TenantGrants> };

/**
 * /namespaces/{namespace}/tenants/{name}/{page} (spec 3 §2 Tenant detail): breadcrumb back to the list,
 * the header with Refresh and Delete, the side menu and the page it leads to (the detail itself leads
 * to its Summary).
 */
export function TenantDetailPage({ tenant, mayDelete, may = {} }: TenantDetailPageProps) {
  const navigate = useNavigate();
  const detail = useTenant(tenant);
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState<'yaml' | 'version' | undefined>();
  const { pathname } = useLocation();
  const params = { namespace: tenant.namespace, tenant: tenant.name };
  // The management page shows the tenant's console whole: no header, no side menu.
  if (pathname === screens.tenantDetail.hop.href(params)) return <TenantHopPage tenant={tenant} />;

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
        onEditYaml={() => setEditing('yaml')}
        editDenied={may.edit ? undefined : tenantRefusals.edit}
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
              element={
                <TenantSummary
                  detail={detail.data}
                  pending={detail.isPending}
                  imageAction={
                    <RefusableButton
                      size="small"
                      deniedBy={may.version ? undefined : tenantRefusals.version}
                      onClick={() => setEditing('version')}
                    >
                      Update version
                    </RefusableButton>
                  }
                />
              }
            />
            <Route path={screens.tenantDetail.metrics.route} element={<TenantMetrics tenant={tenant} />} />
            <Route
              path={screens.tenantDetail.security.route}
              element={<TenantSecurityPage tenant={tenant} mayChange={may.certificates === true} />}
            />
            <Route
              path={screens.tenantDetail.pools.route}
              element={
                <PoolsPage
                  tenant={tenant}
                  detail={detail.data}
                  pending={detail.isPending}
                  mayAdd={may.addPool === true}
                />
              }
            />
            <Route
              path={screens.tenantDetail.pods.route}
              element={<PodsPage tenant={tenant} mayDelete={may.deletePod === true} />}
            />
            <Route path={screens.tenantDetail.pod.route} element={<PodDetailPage tenant={tenant} />} />
            <Route
              path={screens.tenantDetail.license.route}
              element={
                <TenantLicense
                  tenant={tenant}
                  detail={detail.data}
                  pending={detail.isPending}
                  mayAttach={may.attachLicense === true}
                />
              }
            />
            <Route path="*" element={<Navigate to={screens.tenantDetail.summary.href(params)} replace />} />
          </Routes>
        </Box>
      </Box>
      {editing === 'yaml' && <EditYamlDialog tenant={tenant} onClose={() => setEditing(undefined)} />}
      {editing === 'version' && detail.data && (
        <UpdateVersionDialog tenant={tenant} detail={detail.data} onClose={() => setEditing(undefined)} />
      )}
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
