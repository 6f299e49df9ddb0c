import { identityPaths, listUsersResponseSchema, type ListUsersResponse } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { identityKeys } from './identity-keys';

export function listUsers(signal?: AbortSignal): Promise<ListUsersResponse> {
  return apiRequest(identityPaths.users, { schema: listUsersResponseSchema, signal });
}

export function listUsersQueryOptions() {
  return queryOptions({ queryKey: identityKeys.userList(), queryFn: ({ signal }) => listUsers(signal) });
}

export function useUsers() {
  return useQuery(listUsersQueryOptions());
}
