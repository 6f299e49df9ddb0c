import { screens } from '@granary/contract';
import { useSession } from '@/features/session/api/get-session';
import { StoragePage } from '@/features/storage/components/storage-page';

/**
 * /storage: Volumes and Drives. Format is offered when the session holds its page key, a tenant's View
 * when it holds the detail's (Kubernetes' RBAC).
 */
export function StorageRoute() {
  const pages = useSession().data?.pages ?? [];
  return (
    <StoragePage
      mayFormat={pages.includes(screens.storageFormat.page)}
      mayViewTenant={pages.includes(screens.tenantDetail.page)}
    />
  );
}
