import { sessionEndpoints, type LoginRequest } from '@granary/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Form login with an access key and secret key; errors are shown by the login screen itself. */
export function useLogin(onSuccess: (body: LoginRequest) => void) {
  return useMutation({
    mutationFn: (body: LoginRequest) => callApi(sessionEndpoints.login, { body }, { keepSessionOn401: true }),
    meta: { errorDisplay: 'none' },
    onSuccess: (_data, body) => onSuccess(body),
  });
}
