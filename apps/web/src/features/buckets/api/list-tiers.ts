import { bucketLifecycleEndpoints, type Tier } from '@silo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

/** Spec 1 §8: a failed tier load is ignored; the storage class list is then empty. */
export function useTiers(bucket: string) {
  return useQuery({
    queryKey: bucketKeys.tiers(bucket),
    queryFn: async ({ signal }): Promise<Tier[]> =>
      (await callApi(bucketLifecycleEndpoints.tiers, {}, { signal })).items,
    meta: { errorDisplay: 'none' },
  });
}
