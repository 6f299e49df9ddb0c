import { subscriptionEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { tenantKeys } from './tenant-keys';

/** Attach License: the console's license copied into the tenant, whose detail is then read again. */
export function useAttachLicense({ namespace, name }: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(subscriptionEndpoints.activateTenant, { params: { namespace, tenant: name } }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.detail(namespace, name) }),
  });
}
