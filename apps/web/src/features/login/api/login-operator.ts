import { sessionEndpoints, type OperatorLoginRequest } from '@granary/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Operator Login: a Kubernetes token the API server accepts; errors are shown by the login screen. */
export function useOperatorLogin(onSuccess: () => void) {
  return useMutation({
    mutationFn: (body: OperatorLoginRequest) =>
      callApi(sessionEndpoints.loginOperator, { body }, { keepSessionOn401: true }),
    meta: { errorDisplay: 'none' },
    onSuccess,
  });
}
