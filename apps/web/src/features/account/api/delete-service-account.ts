import { identityPaths, okResponseSchema, type OkResponse } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export function deleteServiceAccount(accessKey: string): Promise<OkResponse> {
  return apiRequest(identityPaths.serviceAccount.replace(':accessKey', encodeURIComponent(accessKey)), {
    method: 'DELETE',
    schema: okResponseSchema,
  });
}

/** The confirm dialog shows the error itself. */
export function useDeleteServiceAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceAccount,
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.serviceAccounts }),
  });
}
