import { sessionEndpoints } from '@granary/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { endSession } from '@/lib/session-events';

/** Logs out on the server, then always ends the session here, even if the call failed. */
export function useLogout() {
  return useMutation({
    mutationFn: () => callApi(sessionEndpoints.logout, {}, { keepSessionOn401: true }),
    meta: { errorDisplay: 'none' },
    onSettled: () => endSession(),
  });
}
