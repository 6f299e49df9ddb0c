import { groupSchema, identityPaths, type CreateGroupRequest, type Group } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys } from '../../../lib/identity/identity-keys';

export function createGroup(body: CreateGroupRequest): Promise<Group> {
  return apiRequest(identityPaths.groups, { method: 'POST', body, schema: groupSchema });
}

/** The Create Group modal shows the error itself. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    meta: { errorDisplay: 'none' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKeys.groups }),
        queryClient.invalidateQueries({ queryKey: identityKeys.users }),
      ]),
  });
}
