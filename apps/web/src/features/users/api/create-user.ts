import { identityPaths, userSchema, type CreateUserRequest, type User } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateIdentity } from '../../../lib/identity/identity-keys';

export function createUser(body: CreateUserRequest): Promise<User> {
  return apiRequest(identityPaths.users, { method: 'POST', body, schema: userSchema });
}

/** The Create User modal shows the error itself. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { errorDisplay: 'none' },
    onSuccess: () => invalidateIdentity(queryClient),
  });
}
