import { groupEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from './identity-keys';

export function listGroupsQueryOptions() {
  return queryOptions({
    queryKey: identityKeys.groupList(),
    // The table or list that shows these says why they could not be loaded (one error, said once).
    meta: { errorDisplay: 'none' },
    queryFn: ({ signal }) => callApi(groupEndpoints.list, {}, { signal }),
  });
}

export function useGroups() {
  return useQuery(listGroupsQueryOptions());
}
