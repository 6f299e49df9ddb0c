import { policyEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from '@/shared-api/identity-keys';

export type PolicyEntityKind = 'users' | 'groups';

/** The users or the groups a policy is attached to (both endpoints answer {users, groups}). */
export function getPolicyEntitiesQueryOptions(name: string, kind: PolicyEntityKind) {
  return queryOptions({
    queryKey: identityKeys.policyEntities(name, kind),
    // The table or list that shows these says why they could not be loaded (one error, said once).
    meta: { errorDisplay: 'none' },
    queryFn: ({ signal }) => callApi(policyEndpoints[kind], { params: { name } }, { signal }),
    select: (data) => (kind === 'users' ? data.users : data.groups),
  });
}

export function usePolicyEntities(name: string, kind: PolicyEntityKind) {
  return useQuery(getPolicyEntitiesQueryOptions(name, kind));
}
