import { identityPaths, okResponseSchema, type OkResponse } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys, withName } from '../../../lib/identity/identity-keys';

export function deleteGroup(name: string): Promise<OkResponse> {
  return apiRequest(withName(identityPaths.group, name), { method: 'DELETE', schema: okResponseSchema });
}

/** The confirm dialog shows the error itself. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    meta: { errorDisplay: 'none' },
    onSuccess: (_data, name) => {
      queryClient.removeQueries({ queryKey: identityKeys.group(name) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKeys.groupList() }),
        queryClient.invalidateQueries({ queryKey: identityKeys.users }),
        queryClient.invalidateQueries({ queryKey: identityKeys.policies }),
      ]);
    },
  });
}
