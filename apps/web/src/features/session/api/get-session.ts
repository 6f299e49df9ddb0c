import { sessionEndpoints } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const sessionKeys = { all: ['session'] as const };

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => callApi(sessionEndpoints.session, {}, { signal }),
    staleTime: 60_000,
    retry: false,
    // The shell decides what a failed session means (go to /login); no banner for it.
    meta: { errorDisplay: 'none' },
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
