import { tenantSecurityEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { tenantKeys } from './tenant-keys';

/** The Security tab's certificates, read from their Secrets; the page says a failure itself. */
export function useTenantSecurity({ namespace, name }: TenantRef) {
  return useQuery({
    queryKey: tenantKeys.security(namespace, name),
    queryFn: ({ signal }) =>
      callApi(tenantSecurityEndpoints.security, { params: { namespace, tenant: name } }, { signal }),
    meta: { errorDisplay: 'none' },
    retry: false,
  });
}
