import { userEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from '@/shared-api/identity-keys';

export function userServiceAccountsQueryOptions(name: string) {
  return queryOptions({
    queryKey: identityKeys.userServiceAccounts(name),
    // The table or list that shows these says why they could not be loaded (one error, said once).
    meta: { errorDisplay: 'none' },
    queryFn: ({ signal }) => callApi(userEndpoints.serviceAccounts, { query: { name } }, { signal }),
  });
}

export function useUserServiceAccounts(name: string) {
  return useQuery(userServiceAccountsQueryOptions(name));
}
