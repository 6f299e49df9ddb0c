import { groupEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from '@/shared-api/identity-keys';

export function getGroupQueryOptions(name: string) {
  return queryOptions({
    queryKey: identityKeys.group(name),
    queryFn: ({ signal }) => callApi(groupEndpoints.get, { query: { name } }, { signal }),
  });
}

export function useGroup(name: string) {
  return useQuery(getGroupQueryOptions(name));
}
