import { userEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from './identity-keys';

export function listUsersQueryOptions() {
  return queryOptions({
    queryKey: identityKeys.userList(),
    // The table or list that shows these says why they could not be loaded (one error, said once).
    meta: { errorDisplay: 'none' },
    queryFn: ({ signal }) => callApi(userEndpoints.list, {}, { signal }),
  });
}

export function useUsers() {
  return useQuery(listUsersQueryOptions());
}
