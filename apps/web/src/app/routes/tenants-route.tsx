import { screens } from '@granary/contract';
import { useSession } from '@/features/session/api/get-session';
import { TenantsListPage } from '@/features/tenants/components/tenants-list-page';

/** View, Create and Delete are offered when the session's pages hold their page keys (Kubernetes' RBAC). */
export function TenantsRoute() {
  const pages = useSession().data?.pages ?? [];
  return (
    <TenantsListPage
      mayCreate={pages.includes(screens.tenantCreate.page)}
      mayDelete={pages.includes(screens.tenantDelete.page)}
      mayView={pages.includes(screens.tenantDetail.page)}
    />
  );
}
