import { configEndpoints } from '@silo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export function useNotificationEndpoints() {
  return useQuery({
    queryKey: settingsKeys.notificationEndpoints(),
    queryFn: async ({ signal }) =>
      (await callApi(configEndpoints.notificationEndpoints, {}, { signal })).notification_endpoints,
  });
}
