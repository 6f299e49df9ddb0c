import { accountEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export function listServiceAccountsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.serviceAccounts,
    queryFn: ({ signal }) => callApi(accountEndpoints.serviceAccounts, {}, { signal }),
  });
}

/** The table says why it could not load, once. */
export function useServiceAccounts() {
  return useQuery({ ...listServiceAccountsQueryOptions(), meta: { errorDisplay: 'none' } });
}
