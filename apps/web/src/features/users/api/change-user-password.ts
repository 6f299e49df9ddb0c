import {
  identityPaths,
  okResponseSchema,
  type ChangeUserPasswordRequest,
  type OkResponse,
} from '@silo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function changeUserPassword(body: ChangeUserPasswordRequest): Promise<OkResponse> {
  return apiRequest(identityPaths.changeUserPassword, { method: 'POST', body, schema: okResponseSchema });
}

/** The Change User Password modal shows the error itself. */
export function useChangeUserPassword() {
  return useMutation({ mutationFn: changeUserPassword, meta: { errorDisplay: 'none' } });
}
