import { groupEndpoints, type UpdateGroupRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from '@/shared-api/identity-keys';

export type UpdateGroupInput = UpdateGroupRequest & { name: string };

/** Members and status; the Edit Group modal shows the error itself. */
export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...body }: UpdateGroupInput) =>
      callApi(groupEndpoints.update, { query: { name }, body }),
    meta: { errorDisplay: 'none' },
    onSuccess: (group) => {
      queryClient.setQueryData(identityKeys.group(group.name), group);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKeys.groupList() }),
        queryClient.invalidateQueries({ queryKey: identityKeys.users }),
      ]);
    },
  });
}
