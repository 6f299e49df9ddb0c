import { tenantEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tenantKeys } from './tenant-keys';

/**
 * Every tenant the operator's token may list. The operator changes their state behind the page's back,
 * so the list is asked again every 30 s; after a failure (the API server away) every 5 s, so the page
 * recovers by itself.
 */
export function listTenantsQueryOptions() {
  return queryOptions({
    queryKey: tenantKeys.list(),
    meta: { errorDisplay: 'none' },
    queryFn: ({ signal }) => callApi(tenantEndpoints.list, {}, { signal }),
    refetchInterval: (query) => (query.state.status === 'error' ? 5_000 : 30_000),
    retry: false,
  });
}

export function useTenants() {
  return useQuery(listTenantsQueryOptions());
}
