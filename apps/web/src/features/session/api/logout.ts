import { apiPaths, logoutResponseSchema, type LogoutResponse } from '@silo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-events';

export function logout(): Promise<LogoutResponse> {
  return apiRequest(apiPaths.logout, {
    method: 'POST',
    schema: logoutResponseSchema,
    keepSessionOn401: true,
  });
}

/** Logs out on the server, then always ends the session here, even if the call failed. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    meta: { errorDisplay: 'none' },
    onSettled: () => endSession(),
  });
}
