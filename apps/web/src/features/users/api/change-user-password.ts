import { userEndpoints, type ChangeUserPasswordRequest } from '@granary/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The Change User Password modal shows the error itself. */
export function useChangeUserPassword() {
  return useMutation({
    mutationFn: (body: ChangeUserPasswordRequest) => callApi(userEndpoints.changePassword, { body }),
    meta: { errorDisplay: 'none' },
  });
}
