import { groupSchema, identityPaths, type Group, type UpdateGroupRequest } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys, withName } from '../../../lib/identity/identity-keys';

export type UpdateGroupInput = UpdateGroupRequest & { name: string };

export function updateGroup({ name, ...body }: UpdateGroupInput): Promise<Group> {
  return apiRequest(withName(identityPaths.group, name), { method: 'PUT', body, schema: groupSchema });
}

/** Members and status; the Edit Group modal shows the error itself. */
export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
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
