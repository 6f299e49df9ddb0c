import { tenantSecurityEndpoints, type TenantSecurityUpdate } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { tenantKeys } from './tenant-keys';

/** Security's Save; the restart confirmation shows a refusal, then the tenant and its certificates are read again. */
export function useUpdateTenantSecurity({ namespace, name }: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantSecurityUpdate) =>
      callApi(tenantSecurityEndpoints.updateSecurity, { params: { namespace, tenant: name }, body }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.detail(namespace, name) }),
  });
}
