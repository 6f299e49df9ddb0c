import { identityPaths, policySchema, type CreatePolicyRequest, type Policy } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ErrorDisplay } from '../../../lib/query-client';
import { policyKeys } from './policy-keys';

/** Creates a policy, or overwrites the one with the same name. */
export function savePolicy(body: CreatePolicyRequest): Promise<Policy> {
  return apiRequest(identityPaths.policies, { method: 'POST', body, schema: policySchema });
}

/** Modals show their own error ('none'); the JSON tab reports to the page snackbar. */
export function useSavePolicy(errorDisplay: ErrorDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePolicy,
    meta: { errorDisplay },
    onSuccess: (saved) => {
      queryClient.setQueryData(policyKeys.detail(saved.name), saved);
      return queryClient.invalidateQueries({ queryKey: policyKeys.list() });
    },
  });
}
