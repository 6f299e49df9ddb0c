import { identityPaths, policyEntitiesResponseSchema, type PolicyEntitiesResponse } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { policyKeys } from './policy-keys';

export type PolicyEntityKind = 'users' | 'groups';

function entitiesPath(name: string, kind: PolicyEntityKind): string {
  const path = kind === 'users' ? identityPaths.policyUsers : identityPaths.policyGroups;
  return path.replace(':name', encodeURIComponent(name));
}

/** The users or the groups a policy is attached to (both endpoints answer {users, groups}). */
export function getPolicyEntities(
  name: string,
  kind: PolicyEntityKind,
  signal?: AbortSignal,
): Promise<PolicyEntitiesResponse> {
  return apiRequest(entitiesPath(name, kind), { schema: policyEntitiesResponseSchema, signal });
}

export function getPolicyEntitiesQueryOptions(name: string, kind: PolicyEntityKind) {
  return queryOptions({
    queryKey: [...policyKeys.entities(name), kind] as const,
    queryFn: ({ signal }) => getPolicyEntities(name, kind, signal),
    select: (data) => (kind === 'users' ? data.users : data.groups),
  });
}

export function usePolicyEntities(name: string, kind: PolicyEntityKind) {
  return useQuery(getPolicyEntitiesQueryOptions(name, kind));
}
