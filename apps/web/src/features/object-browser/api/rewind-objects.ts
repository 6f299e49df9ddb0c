import { listingPageQuery, rewindEndpoints } from '@granary/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useReadAheadListing } from '@/features/object-browser/use-read-ahead-listing';
import { objectKeys } from './object-keys';

function rewindPage(bucket: string, date: string, prefix: string, token: string | null, signal: AbortSignal) {
  const query = listingPageQuery(prefix, token);
  return callApi(rewindEndpoints.list, { params: { bucket, date }, query }, { signal });
}

/** A folder as of `date`, read ahead like the normal listing; disabled while `date` is null. */
export function useRewindListing(bucket: string, prefix: string, date: string | null) {
  const options = infiniteQueryOptions({
    queryKey: objectKeys.rewind(bucket, prefix, date ?? ''),
    queryFn: ({ pageParam, signal }) => rewindPage(bucket, date ?? '', prefix, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_token,
    enabled: date !== null,
    meta: { errorDisplay: 'none' },
  });
  return useReadAheadListing(options, date !== null);
}
