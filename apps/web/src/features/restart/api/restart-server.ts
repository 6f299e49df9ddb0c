import { serviceEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { restartKeys } from '@/shared-api/restart-status';

/** Restarts MinIO; resolves once MinIO serves again. The flag clears only on success (spec 3 §4). */
export function useRestartServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(serviceEndpoints.restart, {}),
    meta: { errorDisplay: 'banner' },
    onSuccess: async () => {
      // Everything MinIO reported before the restart (targets, their status) may have changed.
      await queryClient.invalidateQueries();
      queryClient.setQueryData(restartKeys.status(), { restartRequired: false, pending: [] });
    },
  });
}
