import { identityPaths, userSchema, type UpdateUserRequest, type User } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys, withName } from '../../../lib/identity/identity-keys';
import type { ErrorDisplay } from '../../../lib/query-client';

export type UpdateUserInput = UpdateUserRequest & { name: string };

export function updateUser({ name, ...body }: UpdateUserInput): Promise<User> {
  return apiRequest(withName(identityPaths.user, name), { method: 'PUT', body, schema: userSchema });
}

/** Status and group membership; modals show errors themselves, the detail header uses the snackbar. */
export function useUpdateUser(errorDisplay: ErrorDisplay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
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
