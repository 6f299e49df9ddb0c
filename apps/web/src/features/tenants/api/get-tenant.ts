import { tenantEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { tenantKeys } from './tenant-keys';

/** One tenant's detail; the page says a failure itself (the API server away: the shell does). */
export function useTenant({ namespace, name }: TenantRef) {
  return useQuery({
    queryKey: tenantKeys.detail(namespace, name),
    queryFn: ({ signal }) =>
      callApi(tenantEndpoints.detail, { params: { namespace, tenant: name } }, { signal }),
    meta: { errorDisplay: 'none' },
    retry: false,
  });
}
