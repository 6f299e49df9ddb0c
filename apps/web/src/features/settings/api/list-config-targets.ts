import { configEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export function useConfigTargets(id: string) {
  return useQuery({
    queryKey: settingsKeys.configTargets(id),
    // The table or list that shows these says why they could not be loaded (one error, said once).
    meta: { errorDisplay: 'none' },
    queryFn: async ({ signal }) =>
      (await callApi(configEndpoints.targets, { params: { id } }, { signal })).targets,
  });
}
