import { userEndpoints } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from './identity-keys';

export function listUsersQueryOptions() {
  return queryOptions({
    queryKey: identityKeys.userList(),
    queryFn: ({ signal }) => callApi(userEndpoints.list, {}, { signal }),
  });
}

export function useUsers() {
  return useQuery(listUsersQueryOptions());
}
