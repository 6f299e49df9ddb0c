import { identityPaths, userSchema, type User } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys, withName } from '../../../lib/identity/identity-keys';

export function getUser(name: string, signal?: AbortSignal): Promise<User> {
  return apiRequest(withName(identityPaths.user, name), { schema: userSchema, signal });
}

export function getUserQueryOptions(name: string) {
  return queryOptions({ queryKey: identityKeys.user(name), queryFn: ({ signal }) => getUser(name, signal) });
}

export function useUser(name: string) {
  return useQuery(getUserQueryOptions(name));
}
