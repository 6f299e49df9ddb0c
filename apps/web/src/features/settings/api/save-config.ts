import { configEndpoints, type SetConfigRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { markRestartRequired } from '@/shared-api/restart-status';
import { settingsKeys } from './settings-keys';

/** Saves keys of a subsystem (or one target); forms show the refusal themselves. */
export function useSaveConfig(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetConfigRequest) => callApi(configEndpoints.set, { params: { id }, body }),
    meta: { errorDisplay: 'none' },
    onSuccess: async ({ restart }) => {
      if (restart) markRestartRequired(queryClient);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
