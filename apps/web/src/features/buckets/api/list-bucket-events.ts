import { bucketEventEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

export function useBucketEvents(bucket: string) {
  return useQuery({
    queryKey: bucketKeys.events(bucket),
    queryFn: ({ signal }) => callApi(bucketEventEndpoints.list, { params: { name: bucket } }, { signal }),
  });
}
