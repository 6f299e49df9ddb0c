import { identityPaths, policySchema, type Policy } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { policyKeys } from './policy-keys';

export function getPolicy(name: string, signal?: AbortSignal): Promise<Policy> {
  return apiRequest(`${identityPaths.policy}?name=${encodeURIComponent(name)}`, {
    schema: policySchema,
    signal,
  });
}

export function getPolicyQueryOptions(name: string) {
  return queryOptions({
    queryKey: policyKeys.detail(name),
    queryFn: ({ signal }) => getPolicy(name, signal),
  });
}

export function usePolicy(name: string) {
  return useQuery(getPolicyQueryOptions(name));
}
