import { bucketEndpoints, type CreateBucketRequest, type OkResponse } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

export function createBucket(body: CreateBucketRequest): Promise<OkResponse> {
  return callApi(bucketEndpoints.create, { body });
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
