import { tenantPodEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { TenantRef } from './delete-tenant';
import { podKeys } from './pod-keys';

type PodRef = { tenant: TenantRef; pod: string };

const paramsOf = ({ tenant, pod }: PodRef) => ({ namespace: tenant.namespace, tenant: tenant.name, pod });

/** A pod's log as the API server gives it; the tab says a failure itself (no kubelet, no node). */
export function usePodLog(ref: PodRef) {
  return useQuery({
    queryKey: podKeys.log(ref.tenant.namespace, ref.tenant.name, ref.pod),
    queryFn: ({ signal }) => callApi(tenantPodEndpoints.podLog, { params: paramsOf(ref) }, { signal }),
    meta: { errorDisplay: 'none' },
    retry: false,
  });
}

/** A pod's Kubernetes events, oldest first. */
export function usePodEvents(ref: PodRef) {
  return useQuery({
    queryKey: podKeys.events(ref.tenant.namespace, ref.tenant.name, ref.pod),
    queryFn: ({ signal }) => callApi(tenantPodEndpoints.podEvents, { params: paramsOf(ref) }, { signal }),
    meta: { errorDisplay: 'none' },
    refetchInterval: (query) => (query.state.status === 'error' ? 5_000 : 30_000),
    retry: false,
  });
}
