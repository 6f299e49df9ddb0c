import { storageEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { storageKeys } from './storage-keys';

/** Every tenant's volume claims; a failure goes to the page's error banner (spec 3 §8) and the table. */
export function useTenantVolumes() {
  return useQuery({
    queryKey: storageKeys.volumes(),
    queryFn: ({ signal }) => callApi(storageEndpoints.volumes, {}, { signal }),
    retry: false,
  });
}
