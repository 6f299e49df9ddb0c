import { apiPaths, loginResponseSchema, type LoginRequest, type LoginResponse } from '@silo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest(apiPaths.login, {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    keepSessionOn401: true,
  });
}

/** Form login with an access key and secret key; errors are shown by the login screen itself. */
export function useLogin(onSuccess: (body: LoginRequest) => void) {
  return useMutation({
    mutationFn: login,
    meta: { errorDisplay: 'none' },
    onSuccess: (_data, body) => onSuccess(body),
  });
}
