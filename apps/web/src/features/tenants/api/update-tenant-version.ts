import { tenantEditEndpoints, type TenantVersionUpdate } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { tenantKeys } from './tenant-keys';

/** Update version's Save: a refusal stays in the dialog; then the tenant and the list are read again. */
export function useUpdateTenantVersion({ namespace, name }: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantVersionUpdate) =>
      callApi(tenantEditEndpoints.updateVersion, { params: { namespace, tenant: name }, body }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}
