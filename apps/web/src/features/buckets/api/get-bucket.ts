import { bucketEndpoints, type BucketInfo } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

export function getBucket(name: string, signal?: AbortSignal): Promise<BucketInfo> {
  return callApi(bucketEndpoints.get, { params: { name } }, { signal });
}

/** The bucket's name and access, shown in the detail header; the detail page says why it failed, once. */
export function useBucketInfo(name: string) {
  return useQuery({
    queryKey: bucketKeys.info(name),
    queryFn: ({ signal }) => getBucket(name, signal),
    meta: { errorDisplay: 'none' },
  });
}
