import { tenantPodEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { podKeys } from './pod-keys';

/** Deletes a pod of the tenant (its StatefulSet makes it again); the dialog shows a failure, the list reloads. */
export function useDeleteTenantPod(tenant: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pod: string) =>
      callApi(tenantPodEndpoints.deletePod, {
        params: { namespace: tenant.namespace, tenant: tenant.name, pod },
      }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podKeys.list(tenant.namespace, tenant.name) }),
  });
}
