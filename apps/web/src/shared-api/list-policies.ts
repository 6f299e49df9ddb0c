import { policyEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from './identity-keys';

/** Spec 2 §9: the policy list asks for at most 1000 policies. */
const POLICY_LIST_LIMIT = '1000';

export function listPoliciesQueryOptions() {
  return queryOptions({
    queryKey: identityKeys.policyList(),
    // The table or list that shows these says why they could not be loaded (one error, said once).
    meta: { errorDisplay: 'none' },
    queryFn: ({ signal }) =>
      callApi(policyEndpoints.list, { query: { limit: POLICY_LIST_LIMIT } }, { signal }),
  });
}

export function usePolicyList() {
  return useQuery(listPoliciesQueryOptions());
}
