import { accountEndpoints, type ChangeOwnPasswordRequest } from '@granary/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * Changes the signed-in user's password; the server answers with a fresh session cookie. The Change
 * Password modal shows the error itself (a wrong current password is a 403).
 */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: ChangeOwnPasswordRequest) => callApi(accountEndpoints.changePassword, { body }),
    meta: { errorDisplay: 'none' },
  });
}
