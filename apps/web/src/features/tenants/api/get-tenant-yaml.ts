import { tenantEditEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { tenantKeys } from './tenant-keys';

/** The Tenant's YAML, read afresh each time Edit YAML opens (its resourceVersion is what a save is checked against). */
export function useTenantYaml({ namespace, name }: TenantRef) {
  return useQuery({
    queryKey: tenantKeys.yaml(namespace, name),
    queryFn: ({ signal }) =>
      callApi(tenantEditEndpoints.yaml, { params: { namespace, tenant: name } }, { signal }),
    meta: { errorDisplay: 'none' },
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
