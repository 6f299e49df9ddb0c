import { apiPaths, loginResponseSchema, type LoginResponse, type OAuth2AuthRequest } from '@silo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function loginWithOauth2(body: OAuth2AuthRequest): Promise<LoginResponse> {
  return apiRequest(apiPaths.loginOauth2Auth, {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    keepSessionOn401: true,
  });
}

/** Finishes single sign-on: the provider's code and state become the session cookie. */
export function useOauth2Login() {
  return useMutation({ mutationFn: loginWithOauth2, meta: { errorDisplay: 'none' } });
}
