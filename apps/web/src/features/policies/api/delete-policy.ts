import { identityPaths, okResponseSchema, type OkResponse } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { policyKeys } from './policy-keys';

export function deletePolicy(name: string): Promise<OkResponse> {
  return apiRequest(`${identityPaths.policy}?name=${encodeURIComponent(name)}`, {
    method: 'DELETE',
    schema: okResponseSchema,
  });
}

/** The confirm dialog shows the error itself. */
export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePolicy,
    meta: { errorDisplay: 'none' },
    onSuccess: (_data, name) => {
      queryClient.removeQueries({ queryKey: policyKeys.detail(name) });
      return queryClient.invalidateQueries({ queryKey: policyKeys.list() });
    },
  });
}
