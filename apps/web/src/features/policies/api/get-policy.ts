import { policyEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from '@/shared-api/identity-keys';

export function getPolicyQueryOptions(name: string) {
  return queryOptions({
    queryKey: identityKeys.policy(name),
    queryFn: ({ signal }) => callApi(policyEndpoints.get, { query: { name } }, { signal }),
  });
}

export function usePolicy(name: string) {
  return useQuery(getPolicyQueryOptions(name));
}
