import { groupEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from '@/shared-api/identity-keys';

/** The confirm dialog shows the error itself. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(groupEndpoints.delete, { query: { name } }),
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
