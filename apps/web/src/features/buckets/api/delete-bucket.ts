import { bucketEndpoints, type OkResponse } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

export function deleteBucket(name: string): Promise<OkResponse> {
  return callApi(bucketEndpoints.delete, { params: { name } });
}

/** The confirm dialog shows the error itself (a bucket that still holds objects stays). */
export function useDeleteBucket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBucket,
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.all }),
  });
}
