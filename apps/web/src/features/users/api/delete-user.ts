import { identityPaths, okResponseSchema, type OkResponse } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys, withName } from '../../../lib/identity/identity-keys';

export function deleteUser(name: string): Promise<OkResponse> {
  return apiRequest(withName(identityPaths.user, name), { method: 'DELETE', schema: okResponseSchema });
}

/** The confirm dialog shows the error itself. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { errorDisplay: 'none' },
    // The user's own detail query is left alone: the page showing it navigates away.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKeys.userList() }),
        queryClient.invalidateQueries({ queryKey: identityKeys.groups }),
        queryClient.invalidateQueries({ queryKey: identityKeys.policies }),
      ]),
  });
}
