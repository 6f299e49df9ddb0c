import { deleteObjectsResponseSchema, objectDeletePaths, type DeleteObjectsBody } from '@silo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { objectKeys } from './object-keys';

export function deleteObjects(bucket: string, items: DeleteObjectsBody) {
  return apiRequest(objectDeletePaths.many.replace(':bucket', encodeURIComponent(bucket)), {
    method: 'POST',
    body: items,
    schema: deleteObjectsResponseSchema,
  });
}

/** Deletes files (one version, when given) and whole folders; the listing reloads after, even on failure. */
export function useDeleteObjects(bucket: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: DeleteObjectsBody) => deleteObjects(bucket, items),
    meta: { errorDisplay: 'none' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: objectKeys.bucket(bucket) }),
  });
}
