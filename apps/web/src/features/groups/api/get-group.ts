import { groupSchema, identityPaths, type Group } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys, withName } from '../../../lib/identity/identity-keys';

export function getGroup(name: string, signal?: AbortSignal): Promise<Group> {
  return apiRequest(withName(identityPaths.group, name), { schema: groupSchema, signal });
}

export function getGroupQueryOptions(name: string) {
  return queryOptions({
    queryKey: identityKeys.group(name),
    queryFn: ({ signal }) => getGroup(name, signal),
  });
}

export function useGroup(name: string) {
  return useQuery(getGroupQueryOptions(name));
}
