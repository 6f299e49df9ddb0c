import { configEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export function useNotificationEndpoints() {
  return useQuery({
    queryKey: settingsKeys.notificationEndpoints(),
    // The table or list that shows these says why they could not be loaded (one error, said once).
    meta: { errorDisplay: 'none' },
    queryFn: async ({ signal }) =>
      (await callApi(configEndpoints.notificationEndpoints, {}, { signal })).notification_endpoints,
  });
}
