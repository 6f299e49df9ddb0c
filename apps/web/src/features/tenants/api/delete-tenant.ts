import { tenantEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tenantKeys } from './tenant-keys';

export type TenantRef = { namespace: string; name: string };

/** The confirm dialog shows the error itself. */
export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ namespace, name }: TenantRef) =>
      callApi(tenantEndpoints.delete, { params: { namespace, tenant: name } }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}
