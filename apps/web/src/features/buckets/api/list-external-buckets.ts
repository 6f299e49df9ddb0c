import { bucketReplicationEndpoints, type ListExternalBucketsRequest } from '@granary/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Step 1's Next: the buckets these keys see on the target. The wizard shows the error itself. */
export function useListExternalBuckets() {
  return useMutation({
    mutationFn: (body: ListExternalBucketsRequest) =>
      callApi(bucketReplicationEndpoints.listExternalBuckets, { body }),
    meta: { errorDisplay: 'none' },
  });
}
