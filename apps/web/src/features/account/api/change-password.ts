import {
  identityPaths,
  loginResponseSchema,
  type ChangeOwnPasswordRequest,
  type LoginResponse,
} from '@silo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Changes the signed-in user's password; the server answers with a fresh session cookie. */
export function changeOwnPassword(body: ChangeOwnPasswordRequest): Promise<LoginResponse> {
  return apiRequest(identityPaths.changeOwnPassword, { method: 'POST', body, schema: loginResponseSchema });
}

/** The Change Password modal shows the error itself (a wrong current password is a 403). */
export function useChangeOwnPassword() {
  return useMutation({ mutationFn: changeOwnPassword, meta: { errorDisplay: 'none' } });
}
