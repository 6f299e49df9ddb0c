import { tenantProxyEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { tenantKeys } from './tenant-keys';

/** What the tenant's MinIO uses (the Summary's 'Used'); the Summary says a failure in place. */
export function useTenantUsage({ namespace, name }: TenantRef) {
  return useQuery({
    queryKey: tenantKeys.usage(namespace, name),
    queryFn: ({ signal }) =>
      callApi(tenantProxyEndpoints.usage, { params: { namespace, tenant: name } }, { signal }),
    meta: { errorDisplay: 'none' },
    retry: false,
  });
}
