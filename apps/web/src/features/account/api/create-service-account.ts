import {
  identityPaths,
  serviceAccountCredentialsSchema,
  type CreateServiceAccountRequest,
  type ServiceAccountCredentials,
} from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export function createServiceAccount(body: CreateServiceAccountRequest): Promise<ServiceAccountCredentials> {
  return apiRequest(identityPaths.serviceAccounts, {
    method: 'POST',
    body,
    schema: serviceAccountCredentialsSchema,
  });
}

/** The Create Service Account modal shows the error itself. */
export function useCreateServiceAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceAccount,
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.serviceAccounts }),
  });
}
