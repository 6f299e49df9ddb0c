import { serviceEndpoints, type RestartStatusResponse } from '@granary/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const restartKeys = {
  status: () => ['service', 'restart-status'] as const,
};

/** Whether saved configuration waits for a MinIO restart; kept by the server, so it survives a reload. */
export function useRestartStatus(enabled: boolean) {
  return useQuery({
    queryKey: restartKeys.status(),
    queryFn: ({ signal }) => callApi(serviceEndpoints.restartStatus, {}, { signal }),
    enabled,
    refetchInterval: 60_000,
    meta: { errorDisplay: 'none' },
  });
}

/**
 * After a save MinIO did not apply live: show the banner now, then read what the server recorded. The
 * save does not wait for that read, which waits for Granary's store (seconds when it first opens).
 */
export function markRestartRequired(queryClient: QueryClient): void {
  queryClient.setQueryData<RestartStatusResponse>(restartKeys.status(), (old) => ({
    restartRequired: true,
    pending: old?.pending ?? [],
  }));
  void queryClient.invalidateQueries({ queryKey: restartKeys.status() });
}
