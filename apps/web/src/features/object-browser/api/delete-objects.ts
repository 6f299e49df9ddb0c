import { objectEndpoints, type DeleteObjectsBody } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { objectKeys } from './object-keys';

/** Deletes files (one version, when given) and whole folders; the listing reloads after, even on failure. */
export function useDeleteObjects(bucket: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: DeleteObjectsBody) =>
      callApi(objectEndpoints.deleteMany, { params: { bucket }, body: items }),
    meta: { errorDisplay: 'none' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: objectKeys.bucket(bucket) }),
  });
}
