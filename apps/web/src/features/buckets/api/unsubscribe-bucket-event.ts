import { bucketEventEndpoints, type BucketEventSubscription } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

/** Deletes exactly the subscription shown in the row (its ARN, events, prefix and suffix). */
export function useUnsubscribeEvent(bucket: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ arn, events, otherEvents, prefix, suffix }: BucketEventSubscription) =>
      callApi(bucketEventEndpoints.unsubscribe, {
        params: { name: bucket, arn },
        body: { events, otherEvents, prefix, suffix },
      }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.events(bucket) }),
  });
}
