import { apiPaths, sessionSchema, type Session } from '@silo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sessionKeys = { all: ['session'] as const };

export function getSession(signal?: AbortSignal): Promise<Session> {
  return apiRequest(apiPaths.session, { schema: sessionSchema, signal });
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
    retry: false,
    // The shell decides what a failed session means (go to /login); no banner for it.
    meta: { errorDisplay: 'none' },
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
