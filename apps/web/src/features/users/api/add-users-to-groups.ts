import { userEndpoints, type BulkGroupsRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { identityKeys } from '@/shared-api/identity-keys';

/** The Add Users to Group modal shows the error itself. */
export function useAddUsersToGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkGroupsRequest) => callApi(userEndpoints.addToGroups, { body }),
    meta: { errorDisplay: 'none' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKeys.users }),
        queryClient.invalidateQueries({ queryKey: identityKeys.groups }),
      ]),
  });
}
