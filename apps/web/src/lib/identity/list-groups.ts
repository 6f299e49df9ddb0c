import { identityPaths, listGroupsResponseSchema, type ListGroupsResponse } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { identityKeys } from './identity-keys';

export function listGroups(signal?: AbortSignal): Promise<ListGroupsResponse> {
  return apiRequest(identityPaths.groups, { schema: listGroupsResponseSchema, signal });
}

export function listGroupsQueryOptions() {
  return queryOptions({ queryKey: identityKeys.groupList(), queryFn: ({ signal }) => listGroups(signal) });
}

export function useGroups() {
  return useQuery(listGroupsQueryOptions());
}
