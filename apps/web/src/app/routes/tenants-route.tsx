import { screens } from '@granary/contract';
import { useSession } from '@/features/session/api/get-session';
import { TenantsListPage } from '@/features/tenants/components/tenants-list-page';

/** Delete is offered when the session's pages hold its page key (Kubernetes lets the token delete tenants). */
export function TenantsRoute() {
  const session = useSession();
  return <TenantsListPage mayDelete={session.data?.pages.includes(screens.tenantDelete.page) ?? false} />;
}
