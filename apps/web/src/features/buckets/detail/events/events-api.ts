import {
  bucketEventPaths,
  bucketEventsResponseSchema,
  notificationArnsResponseSchema,
  okResponseSchema,
  subscribeBucketEventResponseSchema,
  type BucketEventSubscription,
  type SubscribeBucketEventRequest,
} from '@silo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { bucketKeys, bucketPath } from '../../api/bucket-keys';

export const eventKeys = {
  /** Under the bucket's key, so the header's Refresh reloads the subscriptions and the ARNs too. */
  list: (bucket: string) => [...bucketKeys.bucket(bucket), 'events'] as const,
  arns: (bucket: string) => [...bucketKeys.bucket(bucket), 'notification-arns'] as const,
};

export function useBucketEvents(bucket: string) {
  return useQuery({
    queryKey: eventKeys.list(bucket),
    queryFn: ({ signal }) =>
      apiRequest(`${bucketPath(bucket)}/events`, { schema: bucketEventsResponseSchema, signal }),
  });
}

/** The server's notification target ARNs, offered in the subscribe modal. */
export function useNotificationArns(bucket: string) {
  return useQuery({
    queryKey: eventKeys.arns(bucket),
    queryFn: ({ signal }) =>
      apiRequest(bucketEventPaths.arns, { schema: notificationArnsResponseSchema, signal }),
    // The tab explains a failure in place (e.g. no admin:ServerInfo permission).
    meta: { errorDisplay: 'none' },
  });
}

/** The modal shows the error itself; success reloads the list. */
export function useSubscribeEvent(bucket: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (configuration: SubscribeBucketEventRequest['configuration']) =>
      apiRequest(`${bucketPath(bucket)}/events`, {
        method: 'POST',
        body: { configuration, ignoreExisting: true },
        schema: subscribeBucketEventResponseSchema,
      }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.list(bucket) }),
  });
}

/** Deletes exactly the subscription shown in the row (its ARN, events, prefix and suffix). */
export function useUnsubscribeEvent(bucket: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ arn, events, otherEvents, prefix, suffix }: BucketEventSubscription) =>
      apiRequest(`${bucketPath(bucket)}/events/${encodeURIComponent(arn)}`, {
        method: 'DELETE',
        body: { events, otherEvents, prefix, suffix },
        schema: okResponseSchema,
      }),
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.list(bucket) }),
  });
}
