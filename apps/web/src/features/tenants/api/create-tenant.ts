import { tenantCreateEndpoints, type CreateTenantRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tenantKeys } from './tenant-keys';

/** The wizard shows the error itself; the list is asked again once the tenant exists. */
export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenantRequest) => callApi(tenantCreateEndpoints.create, { body }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}
