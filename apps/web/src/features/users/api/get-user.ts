import { userEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from '@/shared-api/identity-keys';

export function getUserQueryOptions(name: string) {
  return queryOptions({
    queryKey: identityKeys.user(name),
    queryFn: ({ signal }) => callApi(userEndpoints.get, { query: { name } }, { signal }),
  });
}

export function useUser(name: string) {
  return useQuery(getUserQueryOptions(name));
}
