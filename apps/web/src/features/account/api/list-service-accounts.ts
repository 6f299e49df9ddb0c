import {
  identityPaths,
  listServiceAccountsResponseSchema,
  type ListServiceAccountsResponse,
} from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export function listServiceAccounts(signal?: AbortSignal): Promise<ListServiceAccountsResponse> {
  return apiRequest(identityPaths.serviceAccounts, { schema: listServiceAccountsResponseSchema, signal });
}

export function listServiceAccountsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.serviceAccounts,
    queryFn: ({ signal }) => listServiceAccounts(signal),
  });
}

export function useServiceAccounts() {
  return useQuery(listServiceAccountsQueryOptions());
}
