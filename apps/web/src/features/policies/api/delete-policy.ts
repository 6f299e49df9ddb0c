import { policyEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from '@/shared-api/identity-keys';

/** The confirm dialog shows the error itself. */
export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(policyEndpoints.delete, { query: { name } }),
    meta: { errorDisplay: 'none' },
    onSuccess: (_data, name) => {
      queryClient.removeQueries({ queryKey: identityKeys.policy(name) });
      return queryClient.invalidateQueries({ queryKey: identityKeys.policyList() });
    },
  });
}
