import { tenantCreateEndpoints } from '@granary/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tenantKeys } from './tenant-keys';

/** The most memory each of `servers` nodes can give (0: not enough schedulable nodes with memory). */
export function useMaxAllocatableMemory(servers: number, enabled: boolean) {
  return useQuery({
    queryKey: tenantKeys.cluster('memory', servers),
    queryFn: ({ signal }) =>
      callApi(tenantCreateEndpoints.maxAllocatableMemory, { query: { num_nodes: servers } }, { signal }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'none' },
  });
}

/** The parities MinIO offers for servers × drives per server. */
export function useParities(servers: number, drivesPerServer: number, enabled: boolean) {
  return useQuery({
    queryKey: tenantKeys.cluster('parity', servers, drivesPerServer),
    queryFn: ({ signal }) =>
      callApi(
        tenantCreateEndpoints.parity,
        { params: { nodes: String(servers), drivesPerServer: String(drivesPerServer) } },
        { signal },
      ),
    enabled,
    retry: false,
    // The choices stay on screen while the next servers × drives are asked, so a choice still offered stays.
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'none' },
  });
}

/** Every node label and its values, for the node selector (free text when they cannot be read). */
export function useNodeLabels(enabled: boolean) {
  return useQuery({
    queryKey: tenantKeys.cluster('labels'),
    queryFn: ({ signal }) => callApi(tenantCreateEndpoints.nodeLabels, {}, { signal }),
    enabled,
    retry: false,
    meta: { errorDisplay: 'none' },
  });
}
