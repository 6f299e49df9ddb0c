import { bucketEventEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

/** The server's notification target ARNs, offered in the subscribe modal. */
export function useNotificationArns(bucket: string) {
  return useQuery({
    queryKey: bucketKeys.notificationArns(bucket),
    queryFn: ({ signal }) => callApi(bucketEventEndpoints.arns, {}, { signal }),
    // The tab explains a failure in place (e.g. no admin:ServerInfo permission).
    meta: { errorDisplay: 'none' },
  });
}
