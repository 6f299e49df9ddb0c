import { tenantEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tenantKeys } from './tenant-keys';

export type TenantRef = { namespace: string; name: string };

/**
 * The confirm dialog shows the error itself. The deleted tenant's detail is forgotten rather than asked
 * again (its page is being left: a 404 would flash on it), and the lists are asked again.
 */
export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ namespace, name }: TenantRef) =>
      callApi(tenantEndpoints.delete, { params: { namespace, tenant: name } }),
    meta: { errorDisplay: 'none' },
    onSuccess: (_answer, { namespace, name }) => {
      queryClient.removeQueries({ queryKey: tenantKeys.detail(namespace, name) });
      return queryClient.invalidateQueries({ queryKey: tenantKeys.all });
    },
  });
}
