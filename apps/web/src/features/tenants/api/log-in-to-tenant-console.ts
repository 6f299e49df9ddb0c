import { tenantProxyEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { tenantKeys } from './tenant-keys';

/**
 * The tenant console's login, before its frame loads: the frame then opens logged in, and a refusal
 * (the secret's password, the console away, RBAC) is said on the page rather than inside the frame.
 */
export function useTenantConsoleLogin({ namespace, name }: TenantRef) {
  return useQuery({
    queryKey: tenantKeys.consoleLogin(namespace, name),
    queryFn: ({ signal }) =>
      callApi(tenantProxyEndpoints.consoleLogin, { params: { namespace, tenant: name } }, { signal }),
    meta: { errorDisplay: 'none' },
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
