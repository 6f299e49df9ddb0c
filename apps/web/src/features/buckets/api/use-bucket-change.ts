import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bucketKeys } from '@/shared-api/bucket-keys';

/**
 * A detail modal's change: the modal shows the error itself; on success every query of the bucket
 * reloads (spec 1 §2.7, "the page reloads after a modal succeeds").
 */
export function useBucketChange<Variables, Result>(
  bucket: string,
  send: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.bucket(bucket) }),
  });
}
