import { userEndpoints, type CreateUserRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateIdentity } from '@/shared-api/identity-keys';

/** The Create User modal shows the error itself. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => callApi(userEndpoints.create, { body }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => invalidateIdentity(queryClient),
  });
}
