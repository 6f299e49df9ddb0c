import { bucketEventEndpoints, type SubscribeBucketEventRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

/** The modal shows the error itself; success reloads the list. */
export function useSubscribeEvent(bucket: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (configuration: SubscribeBucketEventRequest['configuration']) =>
      callApi(bucketEventEndpoints.subscribe, {
        params: { name: bucket },
        body: { configuration, ignoreExisting: true },
      }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.events(bucket) }),
  });
}
