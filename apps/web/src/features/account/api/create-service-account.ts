import { accountEndpoints, type CreateServiceAccountRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** The Create Service Account modal shows the error itself. */
export function useCreateServiceAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceAccountRequest) =>
      callApi(accountEndpoints.createServiceAccount, { body }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.serviceAccounts }),
  });
}
