import { configEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** A subsystem's help and the values MinIO runs with (of one named target when given). */
export function useConfig(id: string, target?: string) {
  return useQuery({
    queryKey: settingsKeys.config(id, target),
    queryFn: ({ signal }) =>
      callApi(configEndpoints.get, { params: { id }, query: target ? { target } : {} }, { signal }),
    // The edit page says it in place.
    meta: { errorDisplay: 'none' },
  });
}
