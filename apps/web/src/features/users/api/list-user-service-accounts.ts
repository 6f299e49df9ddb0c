import {
  identityPaths,
  listServiceAccountsResponseSchema,
  type ListServiceAccountsResponse,
} from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys, withName } from '../../../lib/identity/identity-keys';

export function listUserServiceAccounts(
  name: string,
  signal?: AbortSignal,
): Promise<ListServiceAccountsResponse> {
  return apiRequest(withName(identityPaths.userServiceAccounts, name), {
    schema: listServiceAccountsResponseSchema,
    signal,
  });
}

export function userServiceAccountsQueryOptions(name: string) {
  return queryOptions({
    queryKey: identityKeys.userServiceAccounts(name),
    queryFn: ({ signal }) => listUserServiceAccounts(name, signal),
  });
}

export function useUserServiceAccounts(name: string) {
  return useQuery(userServiceAccountsQueryOptions(name));
}
