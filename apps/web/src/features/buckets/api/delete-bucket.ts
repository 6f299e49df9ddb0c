import { okResponseSchema, type OkResponse } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bucketKeys, bucketPath } from './bucket-keys';

export function deleteBucket(name: string): Promise<OkResponse> {
  return apiRequest(bucketPath(name), { method: 'DELETE', schema: okResponseSchema });
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
