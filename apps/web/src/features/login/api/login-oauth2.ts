import { sessionEndpoints, type OAuth2AuthRequest } from '@granary/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Finishes single sign-on: the provider's code and state become the session cookie. */
export function useOauth2Login() {
  return useMutation({
    mutationFn: (body: OAuth2AuthRequest) =>
      callApi(sessionEndpoints.loginOauth2, { body }, { keepSessionOn401: true }),
    meta: { errorDisplay: 'none' },
  });
}
