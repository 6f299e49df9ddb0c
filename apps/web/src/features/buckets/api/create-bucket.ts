import { bucketPaths, okResponseSchema, type CreateBucketRequest, type OkResponse } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bucketKeys } from './bucket-keys';

export function createBucket(body: CreateBucketRequest): Promise<OkResponse> {
  return apiRequest(bucketPaths.buckets, { method: 'POST', body, schema: okResponseSchema });
}

/** The Create Bucket modal shows the error itself. */
export function useCreateBucket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBucket,
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.all }),
  });
}
