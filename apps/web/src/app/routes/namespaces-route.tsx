import { screens } from '@granary/contract';
import { useParams } from 'react-router';
import { useSession } from '@/features/session/api/get-session';
import { TenantDetailPage } from '@/features/tenants/detail/tenant-detail-page';

/**
 * /namespaces/{namespace}/tenants/{tenant}: the tenant detail (named for the route's first segment, as
 * the server's preload of a deep link finds route modules). Delete, Expand Tenant and a pod's Delete are
 * offered when the session holds their page keys (Kubernetes' RBAC).
 */
export function TenantDetailRoute() {
  const { namespace = '', tenant = '' } = useParams();
  const pages = useSession().data?.pages ?? [];
  return (
    <TenantDetailPage
      key={`${namespace}/${tenant}`}
      tenant={{ namespace, name: tenant }}
      mayDelete={pages.includes(screens.tenantDelete.page)}
      may={{
        edit: pages.includes(screens.tenantEdit.page),
        version: pages.includes(screens.tenantVersion.page),
        certificates: pages.includes(screens.tenantCertificates.page),
        attachLicense: pages.includes(screens.tenantLicenseAttach.page),
        addPool: pages.includes(screens.tenantAddPool.page),
        deletePod: pages.includes(screens.tenantPodDelete.page),
      }}
    />
  );
}
