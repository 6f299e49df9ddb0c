import { bucketSummaryEndpoints as endpoints, type EndpointOutput } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

const summaryItems = {
  versioning: endpoints.versioning,
  quota: endpoints.quota,
  retention: endpoints.retention,
  encryption: endpoints.encryption,
  objectLocking: endpoints.objectLocking,
  replication: endpoints.replicationStatus,
  usage: endpoints.usage,
} as const;
export type SummaryItem = keyof typeof summaryItems;

type SummaryEndpoint = (typeof summaryItems)[SummaryItem];

/** One Summary item; under bucketKeys.bucket so the header's Refresh and every modal reload it. */
export function useSummaryItem<Item extends SummaryItem>(bucket: string, item: Item, enabled = true) {
  const endpoint: SummaryEndpoint = summaryItems[item];
  return useQuery({
    queryKey: bucketKeys.summaryItem(bucket, item),
    queryFn: ({ signal }) =>
      callApi(endpoint, { params: { name: bucket } }, { signal }) as Promise<
        EndpointOutput<(typeof summaryItems)[Item]>
      >,
    enabled,
    // The item's row shows the error itself: a user without a right sees it there, not in a banner.
    meta: { errorDisplay: 'none' },
  });
}
