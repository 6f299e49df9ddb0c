import { identityPaths, okResponseSchema, type OkResponse, type SetPolicyRequest } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { invalidateIdentity } from './identity-keys';

export type SetPoliciesInput = SetPolicyRequest & { policies: string[] };

/** Replaces the entity's policies; an empty list (no names in the path) detaches them all. */
export function setPolicies({ policies, ...body }: SetPoliciesInput): Promise<OkResponse> {
  const base = identityPaths.setPolicy.replace('/:policies', '');
  const path = policies.length ? `${base}/${encodeURIComponent(policies.join(','))}` : base;
  return apiRequest(path, { method: 'PUT', body, schema: okResponseSchema });
}

/** For modals, which show the error themselves. */
export function useSetPolicies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPolicies,
    meta: { errorDisplay: 'none' },
    onSuccess: () => invalidateIdentity(queryClient),
  });
}
