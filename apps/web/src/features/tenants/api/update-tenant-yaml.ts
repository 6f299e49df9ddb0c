import { tenantEditEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { tenantKeys } from './tenant-keys';

/** Edit YAML's Save: a refusal stays in the dialog with the text; then the tenant is read again. */
export function useUpdateTenantYaml({ namespace, name }: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (yaml: string) =>
      callApi(tenantEditEndpoints.updateYaml, { params: { namespace, tenant: name }, body: { yaml } }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.detail(namespace, name) }),
  });
}
