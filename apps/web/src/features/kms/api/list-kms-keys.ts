import { kmsEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { kmsQueryKeys } from './kms-query-keys';

/** The keys, each checked by MinIO; asked only once the status says MinIO has a KMS. */
export function useKmsKeys({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: kmsQueryKeys.keys(),
    // The keys table says why they could not be listed (one error, said once).
    meta: { errorDisplay: 'none' },
    queryFn: async ({ signal }) => (await callApi(kmsEndpoints.keys, {}, { signal })).keys,
    enabled,
  });
}
