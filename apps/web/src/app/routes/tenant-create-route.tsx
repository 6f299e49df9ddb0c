import { screens } from '@granary/contract';
import { useSession } from '@/features/session/api/get-session';
import { CreateTenantPage } from '@/features/tenants/create/create-tenant-page';

/** The wizard is offered when the session's pages hold its page key (Kubernetes lets the token create tenants). */
export function TenantCreateRoute() {
  const session = useSession();
  return <CreateTenantPage mayCreate={session.data?.pages.includes(screens.tenantCreate.page) ?? false} />;
}
