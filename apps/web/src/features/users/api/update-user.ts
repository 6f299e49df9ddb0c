import { userEndpoints, type UpdateUserRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { ErrorDisplay } from '@/lib/query-client';
import { identityKeys } from '@/shared-api/identity-keys';

export type UpdateUserInput = UpdateUserRequest & { name: string };

/** Status and group membership; modals show errors themselves, the detail header uses the snackbar. */
export function useUpdateUser(errorDisplay: ErrorDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...body }: UpdateUserInput) =>
      callApi(userEndpoints.update, { query: { name }, body }),
    meta: { errorDisplay },
    onSuccess: (user) => {
      queryClient.setQueryData(identityKeys.user(user.accessKey), user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKeys.userList() }),
        queryClient.invalidateQueries({ queryKey: identityKeys.groups }),
      ]);
    },
  });
}
