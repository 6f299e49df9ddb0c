import { policyEndpoints, type CreatePolicyRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { ErrorDisplay } from '@/lib/query-client';
import { identityKeys } from '@/shared-api/identity-keys';

/** Creates a policy, or overwrites the one with the same name. Modals show their own error ('none'); the JSON tab reports to the page snackbar. */
export function useSavePolicy(errorDisplay: ErrorDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePolicyRequest) => callApi(policyEndpoints.save, { body }),
    meta: { errorDisplay },
    onSuccess: (saved) => {
      queryClient.setQueryData(identityKeys.policy(saved.name), saved);
      return queryClient.invalidateQueries({ queryKey: identityKeys.policyList() });
    },
  });
}
