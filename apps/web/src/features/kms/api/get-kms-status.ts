import { kmsEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { kmsQueryKeys } from './kms-query-keys';

export function useKmsStatus() {
  return useQuery({
    queryKey: kmsQueryKeys.status(),
    // The status section says why it could not be read (one error, said once).
    meta: { errorDisplay: 'none' },
    queryFn: ({ signal }) => callApi(kmsEndpoints.status, {}, { signal }),
  });
}
