import { bucketReplicationEndpoints, type BucketsReplicationRequest } from '@granary/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Step 2's Create: one replicationState per bucket (the wizard reloads the list itself). */
export function useSetBucketsReplication() {
  return useMutation({
    mutationFn: (body: BucketsReplicationRequest) =>
      callApi(bucketReplicationEndpoints.bucketsReplication, { body }),
    meta: { errorDisplay: 'none' },
  });
}
