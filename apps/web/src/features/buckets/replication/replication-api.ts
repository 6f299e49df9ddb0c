import {
  bucketReplicationPaths,
  listExternalBucketsResponseSchema,
  replicationResultSchema,
  type BucketsReplicationRequest,
  type ListExternalBucketsRequest,
} from '@silo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Step 1's Next: the buckets these keys see on the target. The wizard shows the error itself. */
export function useListExternalBuckets() {
  return useMutation({
    mutationFn: (body: ListExternalBucketsRequest) =>
      apiRequest(bucketReplicationPaths.listExternalBuckets, {
        method: 'POST',
        body,
        schema: listExternalBucketsResponseSchema,
      }),
    meta: { errorDisplay: 'none' },
  });
}

/** Step 2's Create: one replicationState per bucket (the wizard reloads the list itself). */
export function useSetBucketsReplication() {
  return useMutation({
    mutationFn: (body: BucketsReplicationRequest) =>
      apiRequest(bucketReplicationPaths.bucketsReplication, {
        method: 'POST',
        body,
        schema: replicationResultSchema,
      }),
    meta: { errorDisplay: 'none' },
  });
}
