import { accountEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** The confirm dialog shows the error itself. */
export function useDeleteServiceAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessKey: string) =>
      callApi(accountEndpoints.deleteServiceAccount, { params: { accessKey } }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.serviceAccounts }),
  });
}
