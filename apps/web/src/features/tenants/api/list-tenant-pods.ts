import { tenantPodEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { podKeys } from './pod-keys';

/**
 * The tenant's pods. Kubernetes restarts and moves them behind the page's back: asked again every 15 s,
 * every 5 s after a failure (the API server away), so the page recovers by itself.
 */
export function useTenantPods({ namespace, name }: TenantRef) {
  return useQuery({
    queryKey: podKeys.list(namespace, name),
    queryFn: ({ signal }) =>
      callApi(tenantPodEndpoints.pods, { params: { namespace, tenant: name } }, { signal }),
    meta: { errorDisplay: 'none' },
    refetchInterval: (query) => (query.state.status === 'error' ? 5_000 : 15_000),
    retry: false,
  });
}
