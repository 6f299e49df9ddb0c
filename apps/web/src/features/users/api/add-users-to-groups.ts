import { identityPaths, okResponseSchema, type BulkGroupsRequest, type OkResponse } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys } from '../../../lib/identity/identity-keys';

export function addUsersToGroups(body: BulkGroupsRequest): Promise<OkResponse> {
  return apiRequest(identityPaths.usersGroupsBulk, { method: 'PUT', body, schema: okResponseSchema });
}

/** The Add Users to Group modal shows the error itself. */
export function useAddUsersToGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUsersToGroups,
    meta: { errorDisplay: 'none' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKeys.users }),
        queryClient.invalidateQueries({ queryKey: identityKeys.groups }),
      ]),
  });
}
