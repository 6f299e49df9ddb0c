import { groupEndpoints, type CreateGroupRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from '@/shared-api/identity-keys';

/** The Create Group modal shows the error itself. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupRequest) => callApi(groupEndpoints.create, { body }),
    meta: { errorDisplay: 'none' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKeys.groups }),
        queryClient.invalidateQueries({ queryKey: identityKeys.users }),
      ]),
  });
}
