import { bucketSummaryEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bucketKeys } from '@/shared-api/bucket-keys';

/**
 * Whether the bucket has version history to rewind through (versioning on, or suspended with its old
 * versions kept). A failed check (for example no permission) counts as no. Cached under the same key as
 * the bucket Summary's versioning row.
 */
export function useCanRewind(bucket: string): boolean {
  const query = useQuery({
    queryKey: bucketKeys.summaryItem(bucket, 'versioning'),
    queryFn: ({ signal }) =>
      callApi(bucketSummaryEndpoints.versioning, { params: { name: bucket } }, { signal }),
    staleTime: 60_000,
    retry: false,
    // Rewind simply stays off: the folder's own table says whatever else is wrong.
    meta: { errorDisplay: 'none' },
  });
  return query.data !== undefined && query.data.status !== 'off';
}
