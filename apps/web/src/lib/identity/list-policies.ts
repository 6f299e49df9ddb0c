import { identityPaths, listPoliciesResponseSchema, type ListPoliciesResponse } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { identityKeys } from './identity-keys';

/** Spec 2 §9: the policy list asks for at most 1000 policies. */
const POLICY_LIST_LIMIT = 1000;

export function listPolicies(signal?: AbortSignal): Promise<ListPoliciesResponse> {
  return apiRequest(`${identityPaths.policies}?limit=${POLICY_LIST_LIMIT}`, {
    schema: listPoliciesResponseSchema,
    signal,
  });
}

export function listPoliciesQueryOptions() {
  return queryOptions({ queryKey: identityKeys.policyList(), queryFn: ({ signal }) => listPolicies(signal) });
}

export function usePolicyList() {
  return useQuery(listPoliciesQueryOptions());
}
