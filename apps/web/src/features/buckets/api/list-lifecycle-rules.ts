import { bucketLifecycleEndpoints, type LifecycleRule } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

/** Spec 1 §8: a failed load of the rules is only logged; the table then stays empty. */
export function useLifecycleRules(bucket: string) {
  return useQuery({
    queryKey: bucketKeys.lifecycle(bucket),
    queryFn: async ({ signal }): Promise<LifecycleRule[]> => {
      try {
        return (await callApi(bucketLifecycleEndpoints.list, { params: { name: bucket } }, { signal }))
          .lifecycle;
      } catch (error) {
        if (!signal.aborted) console.error(`Lifecycle rules of '${bucket}' could not be loaded`, error);
        throw error;
      }
    },
    meta: { errorDisplay: 'none' },
  });
}
