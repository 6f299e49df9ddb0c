import { apiPaths, loginResponseSchema, type LoginResponse } from '@silo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type OperatorLoginRequest = { jwt: string };

export function loginOperator(body: OperatorLoginRequest): Promise<LoginResponse> {
  return apiRequest(`${apiPaths.login}/operator`, {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    keepSessionOn401: true,
  });
}

/** Operator login with a Kubernetes service-account JWT. */
export function useOperatorLogin(onSuccess: () => void) {
  return useMutation({
    mutationFn: loginOperator,
    meta: { errorDisplay: 'none' },
    onSuccess: () => onSuccess(),
  });
}
