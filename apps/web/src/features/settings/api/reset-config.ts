import { configEndpoints } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { markRestartRequired } from '@/shared-api/restart-status';
import { settingsKeys } from './settings-keys';

/** Removes a named target (a webhook, a notification target). */
export function useRemoveConfigTarget(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: string) => callApi(configEndpoints.reset, { params: { id }, query: { target } }),
    meta: { errorDisplay: 'none' },
    onSuccess: async ({ restart }) => {
      if (restart) markRestartRequired(queryClient);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
