import { sessionEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { isBackendUnreachable, BACKEND_RETRY_MS, noteBackendReachable } from '@/lib/backend-reachability';

export const sessionKeys = { all: ['session'] as const };

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.all,
    // The session call asks MinIO who the user is: when it answers, MinIO is back.
    queryFn: async ({ signal }) => {
      const session = await callApi(sessionEndpoints.session, {}, { signal });
      noteBackendReachable();
      return session;
    },
    staleTime: 60_000,
    retry: false,
    // The shell decides what a failed session means (go to /login); no banner for it.
    meta: { errorDisplay: 'none' },
  });
}

/** Until a first session arrives, a MinIO that does not answer is asked again every few seconds. */
export function useSession() {
  return useQuery({
    ...getSessionQueryOptions(),
    refetchInterval: (query) =>
      !query.state.data && isBackendUnreachable(query.state.error) ? BACKEND_RETRY_MS : false,
  });
}
