import { policyEndpoints, type SetPolicyRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateIdentity } from './identity-keys';

export type SetPoliciesInput = SetPolicyRequest & { policies: string[] };

/** Replaces the entity's policies; an empty list (no names in the path) detaches them all. */
function setPolicies({ policies, ...body }: SetPoliciesInput) {
  return policies.length
    ? callApi(policyEndpoints.set, { params: { policies: policies.join(',') }, body })
    : callApi(policyEndpoints.clear, { body });
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
