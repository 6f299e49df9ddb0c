import { tenantPodEndpoints, type AddPoolRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { tenantKeys } from './tenant-keys';

/** Expand Tenant: the dialog shows a failure; the tenant (its pools, its capacity) and the list reload. */
export function useAddTenantPool(tenant: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPoolRequest) =>
      callApi(tenantPodEndpoints.addPool, {
        params: { namespace: tenant.namespace, tenant: tenant.name },
        body,
      }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}
