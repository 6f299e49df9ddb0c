import { userEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from '@/shared-api/identity-keys';

/** The confirm dialog shows the error itself. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(userEndpoints.delete, { query: { name } }),
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
